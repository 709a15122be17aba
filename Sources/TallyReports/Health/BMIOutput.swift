import TallyEngines
import TallyScenarios

/// What `tally bmi` prints: a short statement, or `{"bmi", "category", "weight_kg", "height_m"}`.
public enum BMIOutput {
    public static func text(_ request: BMIRequest) -> String {
        let result = request.result
        var out = "BMI \(result.shownText)"
        out += result.adultCategoriesApply ? " (\(result.category.name))\n\(result.category.message)\n" : "\n\(result.ageNote ?? "")\n"
        return out
    }

    /// `weight_kg` and `height_m` to four places with trailing zeros dropped; `bmi` to one.
    public static func json(_ request: BMIRequest) -> String {
        let result = request.result
        let pairs: [(String, JSONValue)] = [
            ("bmi", .number(result.shownText)),
            ("category", .string(result.category.name)),
            ("weight_kg", .number(trimmed(request.weight.baseAmount.decimalText(places: 4)))),
            ("height_m", .number(trimmed(request.height.baseAmount.decimalText(places: 4)))),
        ]
        return JSONValue.object(pairs).serialized() + "\n"
    }

    static func trimmed(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var out = text
        while out.hasSuffix("0") { out.removeLast() }
        if out.hasSuffix(".") { out.removeLast() }
        return out
    }
}
