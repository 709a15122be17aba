/// One weigh-in.
public struct BMILogEntry: Sendable, Equatable, Codable {
    public let date: CalendarDate
    public let weightKg: Double

    public init(date: CalendarDate, weightKg: Double) {
        self.date = date
        self.weightKg = weightKg
    }
}

/// A weigh-in with how far the weight moved since the one before.
public struct BMILogChange: Sendable, Equatable {
    public let entry: BMILogEntry
    /// Exact difference of the weights as written; nil for the first entry.
    public let change: ExactFraction?

    public var changeKg: Double? { change?.doubleValue }

    /// `+0.5`, `-1.2`, `0.0` at `places`; nil for the first entry.
    public func changeText(places: Int) -> String? {
        guard let change else { return nil }
        let text = change.decimalText(places: places)
        return text.hasPrefix("-") || change.rounded(places: places)?.isZero == true ? text : "+" + text
    }
}

/// Weigh-ins in date order against one height, for the latest BMI and the trend.
public struct BMILog: Sendable, Equatable {
    /// Sorted by date; entries on the same date keep their given order.
    public let entries: [BMILogEntry]
    public let height: Quantity
    public let age: Int?

    /// Refuses an implausible height and any weight that is not a positive finite number.
    public init(entries: [BMILogEntry], height: Quantity, age: Int? = nil) throws(BMIError) {
        try BMICalculator.validateHeight(height)
        _ = try BMICalculator.adultCategoriesApply(age: age)
        for entry in entries {
            guard entry.weightKg.isFinite else { throw .notFinite }
            guard entry.weightKg > 0 else { throw .nonPositiveWeight }
        }
        self.entries = entries.enumerated()
            .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
            .map(\.element)
        self.height = height
        self.age = age
    }

    /// Each entry with its change since the previous one, in date order.
    public var changes: [BMILogChange] {
        var result = [BMILogChange]()
        result.reserveCapacity(entries.count)
        var previous: ExactFraction?
        for entry in entries {
            let weight = ExactFraction(shortestDecimalOf: entry.weightKg) ?? .zero
            result.append(BMILogChange(entry: entry, change: previous.map { weight - $0 }))
            previous = weight
        }
        return result
    }

    public var latestEntry: BMILogEntry? { entries.last }

    /// The BMI for one weigh-in at this log's height.
    public func bmi(for entry: BMILogEntry) throws(BMIError) -> BMIResult {
        guard let weight = try? Quantity(entry.weightKg, .kilogram) else { throw .nonPositiveWeight }
        return try BMICalculator.calculate(weight: weight, height: height, age: age)
    }

    /// The BMI of the most recent weigh-in; nil when the log is empty.
    public func latestBMI() throws(BMIError) -> BMIResult? {
        guard let latestEntry else { return nil }
        return try bmi(for: latestEntry)
    }
}
