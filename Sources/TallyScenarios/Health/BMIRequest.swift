import TallyEngines

/// What `tally bmi` was asked: a weight and a height in any units, and an optional age.
public struct BMIRequest: Sendable {
    public let weight: Quantity
    public let height: Quantity
    public let age: Int?
    public let result: BMIResult

    /// Reads the options with the same rules as a BMI log, except that a bare number is refused
    /// (the command has no `units:` to say what it means).
    public static func parse(weight weightText: String, height heightText: String, age ageText: String?) -> Result<BMIRequest, ValueError> {
        var age: Int?
        if let ageText {
            switch BMIScenarioParser.age(ageText) {
            case .success(let value): age = value
            case .failure(let error): return .failure(ValueError("--age \(error.message)"))
            }
        }
        let weight: Quantity
        switch BMIScenarioParser.weightValue(weightText, system: nil) {
        case .success(let value): weight = value
        case .failure(let error): return .failure(ValueError("--weight \(error.message.replacingBackticks)"))
        }
        let height: Quantity
        switch BMIScenarioParser.heightValue(heightText, system: nil) {
        case .success(let value): height = value
        case .failure(let error): return .failure(ValueError("--height \(error.message.replacingBackticks)"))
        }
        do throws(BMIError) {
            let result = try BMICalculator.calculate(weight: weight, height: height, age: age)
            return .success(BMIRequest(weight: weight, height: height, age: age, result: result))
        } catch {
            return .failure(ValueError(error.description))
        }
    }
}

private extension String {
    /// The scenario wording mentions `units:`; on the command line a unit must simply be written.
    var replacingBackticks: String {
        guard let range = range(of: " because the log sets no `units:` (metric or imperial)") else { return self }
        return replacingCharacters(in: range, with: "")
    }
}
