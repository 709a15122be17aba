import TallyEngines
import TallyScenarios

/// Weights, heights and changes as a BMI report writes them, in either measurement system.
enum BMIFormatting {
    /// `72.4 kg` or `159.6 lb`, one decimal place.
    /// `11 st 4.2 lb` in `imperial-uk`, as every page writes stones and pounds.
    /// Numbers are written by the formatting module, in `locale`'s marks.
    static func weight(_ weight: Quantity, in system: MeasurementSystem, locale: TallyLocale = .enGB) -> String {
        let unit = system.weightUnit
        let converted = (try? weight.converted(to: unit)) ?? weight
        if system == .imperialUK, let stones = StonesAndPounds(pounds: converted.amount) {
            return locale.stonesAndPounds(stones)
        }
        return locale.fixed(converted.amount, places: 1) + " " + unit.symbol
    }

    /// The unit in a weight column's heading.
    static func columnUnit(_ system: MeasurementSystem) -> String {
        system == .imperialUK ? "st lb" : system.weightUnit.symbol
    }

    /// The unit a report's weight chart is drawn in: stones (with fractions) in `imperial-uk`.
    static func chartUnit(_ system: MeasurementSystem) -> (symbol: String, name: String) {
        system == .imperialUK ? ("st", "stones") : (system.weightUnit.symbol, system.weightUnit.name)
    }

    /// The weight as a plain number in the chart's unit.
    static func weightValue(_ weight: Quantity, in system: MeasurementSystem) -> Double {
        let value = ((try? weight.converted(to: system.weightUnit)) ?? weight).value
        return system == .imperialUK ? value / 14 : value
    }

    /// `170.0 cm` or `5 ft 7.0 in` (inches rounded first, so 11.96 in carries into the feet).
    static func height(_ height: Quantity, in system: MeasurementSystem, locale: TallyLocale = .enGB) -> String {
        switch system {
        case .metric:
            let centimetres = (try? height.converted(to: .centimetre)) ?? height
            return locale.fixed(centimetres.amount, places: 1) + " cm"
        case .imperial, .imperialUK:
            let inches = ((try? height.converted(to: .inch)) ?? height).amount
            let tenths = (inches * ExactFraction(10)).rounded(places: 0)?.mantissa ?? 0
            let feet = tenths / 120
            let rest = tenths - feet * 120
            return "\(feet) ft " + locale.fixed(ExactFraction(ExactDecimal(mantissa: rest, scale: 1)), places: 1) + " in"
        }
    }

    static func otherHeight(_ height: Quantity, in system: MeasurementSystem, locale: TallyLocale = .enGB) -> String {
        Self.height(height, in: system.other, locale: locale)
    }

    /// `+0.1 kg`, `−1.2 lb`, `0.0 kg`: the change since the previous weigh-in in the system's unit,
    /// worked out from the two weights as shown (each rounded to 0.1) so the columns always agree:
    /// 72.44 kg then 72.46 kg show as 72.4 and 72.5, a change of +0.1 kg.
    static func change(from previous: Quantity, to current: Quantity, in system: MeasurementSystem, locale: TallyLocale = .enGB) -> String {
        let unit = system.weightUnit
        guard let before = try? previous.converted(to: unit), let after = try? current.converted(to: unit),
              let shownBefore = before.amount.rounded(places: 1), let shownAfter = after.amount.rounded(places: 1) else { return "—" }
        let difference = ExactFraction(shownAfter) - ExactFraction(shownBefore)
        let magnitude = locale.fixed(difference.isNegative ? -difference : difference, places: 1)
        if difference.isNegative { return TallyLocale.minusSign + magnitude + " " + unit.symbol }
        return (difference.isZero ? "" : "+") + magnitude + " " + unit.symbol
    }

    /// How much heavier `heavier` is than `lighter`, in the system's units (`4.3 kg`, `9.5 lb`).
    static func difference(from lighter: Quantity, to heavier: Quantity, in system: MeasurementSystem, locale: TallyLocale = .enGB) -> String {
        guard let amount = try? Quantity(heavier.baseAmount - lighter.baseAmount, .kilogram) else { return "—" }
        return weight(amount, in: system, locale: locale)
    }

    /// `Female` for the details table.
    static func capitalised(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
