import TallyEngines
import TallyScenarios

/// What `tally bmi` prints: a short statement, or `{"bmi", "category", "adult_categories_apply",
/// "weight_kg", "height_m"}`.
public enum BMIOutput {
    /// Everything the command writes: `standardOutput` in full, and lines for standard error.
    public static func render(_ request: BMIRequest, json: Bool) -> (standardOutput: String, standardErrorLines: [String]) {
        json ? (Self.json(request), notes(request)) : (text(request), [])
    }

    /// Under 20 the JSON has no category to explain itself, so the reason goes to standard
    /// error (the text output says it inline).
    public static func notes(_ request: BMIRequest) -> [String] {
        request.result.ageNote.map { ["note: \($0)"] } ?? []
    }

    public static func text(_ request: BMIRequest) -> String {
        let result = request.result
        var out = "BMI \(result.shownText)"
        out += result.adultCategoriesApply ? " (\(result.category.name))\n\(result.category.message)\n" : "\n\(result.ageNote ?? "")\n"
        return out
    }

    /// `weight_kg` and `height_m` to four places with trailing zeros dropped; `bmi` to one.
    /// Under 20 `category` is null and `adult_categories_apply` false, so a script never reads
    /// an adult category that does not apply.
    public static func json(_ request: BMIRequest) -> String {
        let result = request.result
        let pairs: [(String, JSONValue)] = [
            ("bmi", .number(result.shownText)),
            ("category", result.adultCategoriesApply ? .string(result.category.name) : .null),
            ("adult_categories_apply", .bool(result.adultCategoriesApply)),
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
