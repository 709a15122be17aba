import TallyEngines

/// Reads the body of a `kind: bmi` log.
enum BMIScenarioParser {
    static let keys = ["name", "age", "gender", "units", "height", "entries", "goal", "bands"]

    static func read(_ reader: MappingReader, header: ScenarioHeader, context: ParseContext) -> BMIScenario? {
        let before = reader.diagnostics.count
        let name = reader.located("name")?.text
        let age = reader.parsed("age", age)
        let gender = reader.parsed("gender", gender)
        let system = reader.parsed("units", measurementSystem)
        // A wrong `units:` is reported already; read bare numbers as metric rather than pile on.
        let bareNumbers = reader.located("units") == nil ? nil : (system ?? .metric)
        let height = reader.parsed("height", required: true, hint: " (such as 170cm or 5ft 7in)") { text in
            heightValue(text, system: bareNumbers)
        }
        let goal = readGoal(reader, system: bareNumbers)
        let bands = reader.parsed("bands", cutOffs)
        var future: [Diagnostic] = []
        let entries = readEntries(reader, system: bareNumbers, today: context.today, future: &future)
        guard reader.diagnostics.count == before, let height, let entries else { return nil }
        let titled = ScenarioHeader(kind: header.kind, title: name ?? header.title, notes: header.notes,
                                    currency: header.currency, sourcePath: header.sourcePath, slug: header.slug, locale: header.locale)
        return BMIScenario(header: titled, name: name, age: age, gender: gender, system: system ?? .metric,
                           height: height, entries: entries, warnings: future, goal: goal, bands: bands)
    }

    static let goalHint = "a weight such as 75kg, 11st 11lb or 165lb, or a BMI written {bmi: 24.9}"

    /// `goal: 75kg` (any weight, or a bare number in the log's units) or `goal: {bmi: 24.9}`.
    private static func readGoal(_ reader: MappingReader, system: MeasurementSystem?) -> WeightGoal? {
        guard let node = reader.value("goal"), !MappingReader.isBlank(node) else { return nil }
        if node.scalar != nil {
            return reader.parsed("goal") { text in
                // Text without a number (`slim`) is no weight at all and may have meant the BMI
                // form, so both are named.
                weightValue(text, system: system).map(WeightGoal.weight).mapError { error in
                    text.contains(where: \.isNumber) ? error : ValueError("must be \(goalHint), got \"\(ValueParsers.trim(text))\"")
                }
            }
        }
        guard node.mapping != nil else {
            reader.report("goal must be \(goalHint), not a list", at: node)
            return nil
        }
        var sink: [Diagnostic] = []
        guard let mapping = MappingReader(node, in: reader.source, what: "goal", diagnostics: &sink) else {
            sink.forEach(reader.report)
            return nil
        }
        let bmi = mapping.parsed("bmi", required: true, hint: " (such as {bmi: 24.9})", goalBMI)
        mapping.reportUnknownKeys()
        mapping.diagnostics.forEach(reader.report)
        return bmi.map(WeightGoal.bmi)
    }

    /// A goal BMI: a number from 12 to 60, the range a person's BMI can sensibly be aimed at.
    static func goalBMI(_ text: String) -> Result<ExactDecimal, ValueError> {
        let trimmed = ValueParsers.trim(text)
        guard let value = ExactDecimal(trimmed), !ExactFraction(value).isNegative,
              !(ExactFraction(value) - ExactFraction(12)).isNegative, !(ExactFraction(60) - ExactFraction(value)).isNegative else {
            return .failure(ValueError("must be a BMI from 12 to 60, such as 24.9, got \"\(trimmed)\""))
        }
        return .success(value)
    }

    /// The entries sorted by date; each dated after `today` is valid (a log may be kept ahead,
    /// or typed with a wrong year) but would be shown as the current BMI, so it is a warning.
    private static func readEntries(_ reader: MappingReader, system: MeasurementSystem?, today: CalendarDate,
                                    future: inout [Diagnostic]) -> [BMIEntry]? {
        var result: [BMIEntry] = []
        var failed = false
        for item in reader.list("entries") {
            var sink: [Diagnostic] = []
            guard let entry = MappingReader(item, in: reader.source, what: "each entry", diagnostics: &sink) else {
                sink.forEach(reader.report)
                failed = true
                continue
            }
            var date: CalendarDate?
            if let found = entry.requiredLocated("date", hint: " (the day weighed, YYYY-MM-DD)") {
                switch ValueParsers.date(found.text) {
                case .success(let day):
                    // Several weigh-ins a day are kept (a smart scale's export has them); the
                    // trend takes their mean for the day, and the last is the current BMI.
                    date = day
                    if day > today {
                        future.append(Diagnostic("date \(day) is after today (\(today)); a weigh-in yet to come is shown as the current BMI, so check the year, or add it on the day",
                                                 at: entry.location(of: found.node), severity: .warning))
                    }
                case .failure(let error):
                    entry.report("date \(error.message)", at: found.node)
                }
            }
            let weight = entry.parsed("weight", required: true, hint: " (such as 72.4kg, 160lb or 11st 6lb)") { text in
                weightValue(text, system: system)
            }
            // A body-fat reading from 2% to 75%: what bathroom scales report.
            let fat = entry.parsed("fat") { ValueParsers.percentage($0, from: 2, to: 75, "must be body fat in percent of the weight from 2% to 75%, such as 22.5%") }
            entry.reportUnknownKeys()
            entry.diagnostics.forEach(reader.report)
            if let date, let weight, entry.diagnostics.isEmpty {
                result.append(BMIEntry(date: date, weight: weight, fat: fat))
            } else {
                failed = true
            }
        }
        return failed ? nil : result.enumerated()
            .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
            .map(\.element)
    }

    static func age(_ text: String) -> Result<Int, ValueError> {
        let trimmed = ValueParsers.trim(text)
        guard let value = Int(trimmed), (0...150).contains(value) else {
            return .failure(ValueError("must be a whole number of years from 0 to 150, got \"\(trimmed)\""))
        }
        return .success(value)
    }

    static func gender(_ text: String) -> Result<Gender, ValueError> {
        let trimmed = ValueParsers.trim(text)
        if let value = Gender(rawValue: trimmed.lowercased()) { return .success(value) }
        let names = Gender.allCases.map(\.rawValue)
        return .failure(ValueError("must be one of \(names.joined(separator: ", ")), got \"\(trimmed)\"" + DidYouMean.hint(for: trimmed, among: names)))
    }

    static func cutOffs(_ text: String) -> Result<BMICutOffs, ValueError> {
        let trimmed = ValueParsers.trim(text)
        if let value = BMICutOffs(rawValue: trimmed.lowercased()) { return .success(value) }
        let names = BMICutOffs.allCases.map(\.rawValue)
        return .failure(ValueError("must be who or asian (the WHO's cut-offs for Asian populations), got \"\(trimmed)\"" + DidYouMean.hint(for: trimmed, among: names)))
    }

    static func measurementSystem(_ text: String) -> Result<MeasurementSystem, ValueError> {
        let trimmed = ValueParsers.trim(text)
        if let value = MeasurementSystem(rawValue: trimmed.lowercased()) { return .success(value) }
        let names = MeasurementSystem.allCases.map(\.rawValue)
        return .failure(ValueError("must be metric, imperial or imperial-uk, got \"\(trimmed)\"" + DidYouMean.hint(for: trimmed, among: names)))
    }

    /// A height in any length unit; a bare number needs `units:` to say cm or inches.
    static func heightValue(_ text: String, system: MeasurementSystem?) -> Result<Quantity, ValueError> {
        measured(text, system: system, defaultUnit: system?.heightUnit, example: "170cm or 5ft 7in").flatMap { quantity in
            do throws(BMIError) {
                try BMICalculator.validateHeight(quantity)
                return .success(quantity)
            } catch {
                return .failure(ValueError(bmiMessage(error, text: text)))
            }
        }
    }

    /// A weight in any weight unit; a bare number needs `units:` to say kg or lb.
    static func weightValue(_ text: String, system: MeasurementSystem?) -> Result<Quantity, ValueError> {
        measured(text, system: system, defaultUnit: system?.weightUnit, example: "72.4kg or 160lb").flatMap { quantity in
            do throws(BMIError) {
                try BMICalculator.validateWeight(quantity)
                return .success(quantity)
            } catch {
                return .failure(ValueError(bmiMessage(error, text: text)))
            }
        }
    }

    /// The engine's reason, worded to follow the field name.
    static func bmiMessage(_ error: BMIError, text: String) -> String {
        let given = "got \"\(ValueParsers.trim(text))\""
        switch error {
        case .nonPositiveWeight, .nonPositiveHeight: return "must be more than zero, \(given)"
        case .implausibleWeight(let kilograms):
            return "must be between \(BMICalculator.minimumWeightKilograms) kg and \(BMICalculator.maximumWeightKilograms) kg to be a person's weight, \(given) (\(kilograms) kg)"
        case .implausibleHeight(let centimetres):
            return "must be between \(BMICalculator.minimumHeightCentimetres) cm and \(BMICalculator.maximumHeightCentimetres) cm to be a person's height, \(given) (\(centimetres) cm)"
        case .notAWeight: return "must be a weight such as 72.4kg, 160lb or 11st 6lb, \(given)"
        case .notALength: return "must be a length such as 170cm, 1.70m or 5ft 7in, \(given)"
        case .invalidAge: return "is not valid: \(error.description), \(given)"
        }
    }

    private static func measured(_ text: String, system: MeasurementSystem?, defaultUnit: MeasurementUnit?, example: String) -> Result<Quantity, ValueError> {
        let trimmed = ValueParsers.trim(text)
        if system == nil, ExactDecimal(trimmed) != nil {
            return .failure(ValueError("needs a unit such as \(example) because the log sets no `units:` (metric or imperial), got \"\(trimmed)\""))
        }
        do throws(UnitError) {
            return .success(try QuantityParser.parse(trimmed, defaultUnit: defaultUnit).quantity)
        } catch .negativeValue {
            return .failure(ValueError("must be more than zero, got \"\(trimmed)\""))
        } catch {
            return ValueParsers.quantity(trimmed, defaultUnit: defaultUnit).map(\.quantity)
        }
    }
}
