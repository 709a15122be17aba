import TallyEngines

/// One conversion kept in a history file: what was converted, into what, at which precision.
public struct SavedConversion: Sendable, Equatable {
    public let source: Quantity
    public let target: MeasurementUnit
    public let precision: ConversionPrecision
    /// The day it was saved, when known (hand-written entries may leave it out).
    public let saved: CalendarDate?

    public init(source: Quantity, target: MeasurementUnit, precision: ConversionPrecision, saved: CalendarDate?) {
        self.source = source
        self.target = target
        self.precision = precision
        self.saved = saved
    }

    public var category: UnitCategory { source.category }

    /// The converted quantity; the parser checked the categories match, so this only fails
    /// for a hand-built value with mismatched units (then the source itself comes back).
    public var result: Quantity { (try? source.converted(to: target)) ?? source }

    /// The engine's record of this conversion, ordered by `sequence`.
    public func record(sequence: Int) -> ConversionRecord {
        ConversionRecord(source: source, result: result, precision: precision, sequence: sequence)
    }
}

/// A `kind: conversions` file: the recent-conversions history `tally convert --save` keeps.
///
/// Conversions are stored oldest first (new ones are appended at the end); reports show the
/// newest first, the last five of each category.
public struct ConversionsScenario: Sendable {
    public let header: ScenarioHeader
    /// `precision:` as written in the file, if it was.
    public let precisionSetting: ConversionPrecision?
    /// Places for reference tables and entries without their own precision.
    public let precision: ConversionPrecision
    /// In file order, oldest first.
    public let conversions: [SavedConversion]

    public init(header: ScenarioHeader, precisionSetting: ConversionPrecision?, precision: ConversionPrecision, conversions: [SavedConversion]) {
        self.header = header
        self.precisionSetting = precisionSetting
        self.precision = precision
        self.conversions = conversions
    }

    /// The same history with `conversion` appended and each category cut to its newest five.
    public func appending(_ conversion: SavedConversion) -> ConversionsScenario {
        ConversionsScenario(header: header, precisionSetting: precisionSetting, precision: precision,
                            conversions: Self.keepingNewest(conversions + [conversion]))
    }

    /// The newest `ConversionHistory.capacityPerCategory` of each category, still oldest first.
    public static func keepingNewest(_ list: [SavedConversion]) -> [SavedConversion] {
        let history = ConversionHistory(records: list.enumerated().map { $0.element.record(sequence: $0.offset + 1) })
        return history.records.map { list[$0.sequence - 1] }
    }

    /// Each category with its last five conversions, newest first; categories with none are
    /// included (empty) so a report can still offer their reference tables.
    public var recentByCategory: [(category: UnitCategory, conversions: [SavedConversion])] {
        let kept = Self.keepingNewest(conversions)
        return UnitCategory.allCases.map { category in
            (category, kept.filter { $0.category == category }.reversed())
        }
    }
}
