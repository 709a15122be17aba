import TallyEngines

/// Writes a conversions history back as YAML that reads in again to the same history.
public enum ConversionHistoryWriter {
    public static func yaml(for scenario: ConversionsScenario) -> String {
        var lines: [String] = []
        lines.reserveCapacity(8 + scenario.conversions.count * 7)
        lines.append("# Recent unit conversions, kept by `tally convert --save`: the last five of each")
        lines.append("# category, oldest first. Edit freely; `tally build` renders it (see help/units.html).")
        lines.append("kind: conversions")
        lines.append("title: \(ScenarioWriter.quoted(scenario.header.title))")
        if let precision = scenario.precisionSetting { lines.append("precision: \(precision.places)") }
        if let notes = scenario.header.notes { lines.append("notes: \(ScenarioWriter.quoted(notes))") }
        if scenario.conversions.isEmpty {
            lines.append("conversions: []")
        } else {
            lines.append("conversions:")
        }
        for conversion in scenario.conversions {
            lines.append("  - category: \(conversion.category.rawValue)")
            lines.append("    value: \(valueText(conversion.source))")
            lines.append("    unit: \(conversion.source.unit.code)")
            lines.append("    to: \(conversion.target.code)")
            lines.append("    precision: \(conversion.precision.places)")
            if let saved = conversion.saved { lines.append("    saved: \(saved)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The value exactly as it reads back: `72.4`, `-40`, or `11st 8lb` for stones and pounds.
    public static func valueText(_ quantity: Quantity) -> String {
        guard quantity.unit == .stonesAndPounds else { return exactText(quantity.amount) }
        let parts = exactStonesAndPounds(quantity.amount)
        return parts.stones + "st " + parts.pounds + "lb"
    }

    /// Whole stones and the exact remaining pounds of a (non-negative) total in pounds, as digits.
    public static func exactStonesAndPounds(_ totalPounds: ExactFraction) -> (stones: String, pounds: String) {
        let fourteen = ExactFraction(14)
        // rounded(places: 0) rounds half up; step back when that went past the true whole stones.
        var whole = (totalPounds / fourteen)?.rounded(places: 0).map { ExactFraction($0.mantissa) } ?? .zero
        if totalPounds < whole * fourteen { whole = whole - ExactFraction(1) }
        return (exactText(whole), exactText(totalPounds - whole * fourteen))
    }

    /// Plain digits with no trailing zeros; typed values have at most 17 digits, so 20 places is exact.
    public static func exactText(_ value: ExactFraction) -> String {
        var text = value.decimalText(places: 20)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
