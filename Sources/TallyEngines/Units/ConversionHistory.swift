/// One conversion someone ran, as kept in the recent-conversions history.
public struct ConversionRecord: Sendable, Equatable, Codable {
    public let category: UnitCategory
    public let fromValue: Double
    public let fromUnit: MeasurementUnit
    public let toUnit: MeasurementUnit
    public let result: Double
    /// The result as it was shown, so the history repeats it exactly.
    public let resultText: String
    public let precision: ConversionPrecision
    /// Increases with every conversion; orders records without needing a clock.
    public let sequence: Int

    public init(category: UnitCategory, fromValue: Double, fromUnit: MeasurementUnit, toUnit: MeasurementUnit,
                result: Double, resultText: String, precision: ConversionPrecision, sequence: Int) {
        self.category = category
        self.fromValue = fromValue
        self.fromUnit = fromUnit
        self.toUnit = toUnit
        self.result = result
        self.resultText = resultText
        self.precision = precision
        self.sequence = sequence
    }

    /// The record of converting `source` to `result` at `precision`.
    public init(source: Quantity, result: Quantity, precision: ConversionPrecision, sequence: Int) {
        self.init(category: source.category, fromValue: source.value, fromUnit: source.unit, toUnit: result.unit,
                  result: result.value, resultText: result.formatted(precision: precision),
                  precision: precision, sequence: sequence)
    }
}

/// The last few conversions in each category; older ones fall off first.
public struct ConversionHistory: Sendable, Equatable, Codable {
    public static let capacityPerCategory = 5

    /// Oldest first across all categories, at most `capacityPerCategory` of each.
    public private(set) var records: [ConversionRecord]

    public init() { records = [] }

    /// Rebuilds a history from stored records (oldest first), keeping only the newest five per category.
    public init(records stored: [ConversionRecord]) {
        records = []
        records.reserveCapacity(stored.count)
        for record in stored { append(record) }
    }

    /// The sequence number for the next record.
    public var nextSequence: Int { (records.map(\.sequence).max() ?? 0) + 1 }

    /// Adds `record`, dropping its category's oldest record when that category already holds five.
    public mutating func append(_ record: ConversionRecord) {
        records.append(record)
        let sameCategory = records.indices.filter { records[$0].category == record.category }
        if sameCategory.count > Self.capacityPerCategory, let oldest = sameCategory.first {
            records.remove(at: oldest)
        }
    }

    /// The category's records, newest first.
    public func newestFirst(in category: UnitCategory) -> [ConversionRecord] {
        records.filter { $0.category == category }.reversed()
    }

    /// Every category that has records, in `UnitCategory` order, each newest first.
    public var byCategory: [(category: UnitCategory, records: [ConversionRecord])] {
        UnitCategory.allCases.compactMap { category in
            let list = newestFirst(in: category)
            return list.isEmpty ? nil : (category, list)
        }
    }
}
