/// A validated amount of one unit: never NaN, never a negative weight, length, speed or volume,
/// never a temperature below absolute zero.
public struct Quantity: Sendable, Equatable, CustomStringConvertible {
    /// Exact amount in `unit`; for `st-lb` this is the total in pounds.
    public let amount: ExactFraction
    public let unit: MeasurementUnit

    /// Skips validation: only for results of converting a quantity that was already valid.
    private init(unchecked amount: ExactFraction, unit: MeasurementUnit) {
        self.amount = amount
        self.unit = unit
    }

    public init(_ amount: ExactFraction, _ unit: MeasurementUnit) throws(UnitError) {
        if amount.isNegative && !unit.category.allowsNegativeValues {
            throw .negativeValue(Self.messageText(amount), unit)
        }
        if unit.category == .temperature && unit.toBase(amount).isNegative {
            throw .belowAbsoluteZero(Self.messageText(amount), unit)
        }
        self.init(unchecked: amount, unit: unit)
    }

    /// A value typed as a decimal, kept exact.
    public init(_ decimal: ExactDecimal, _ unit: MeasurementUnit) throws(UnitError) {
        try self.init(ExactFraction(decimal), unit)
    }

    /// A `Double` taken as the shortest decimal that reads back as it; NaN and ±∞ are refused.
    public init(_ value: Double, _ unit: MeasurementUnit) throws(UnitError) {
        guard let exact = ExactFraction(shortestDecimalOf: value) else { throw .notFinite }
        try self.init(exact, unit)
    }

    public var category: UnitCategory { unit.category }

    /// The nearest `Double`, for charts.
    public var value: Double { amount.doubleValue }

    /// The same quantity in the category's exact base unit (kg, K, m, m/s, L).
    public var baseAmount: ExactFraction { unit.toBase(amount) }

    /// This quantity in `target`, exactly; refuses other categories and input-only units.
    public func converted(to target: MeasurementUnit) throws(UnitError) -> Quantity {
        guard target.category == unit.category else { throw .categoryMismatch(from: unit, to: target) }
        guard target.isOutputUnit else { throw .inputOnlyUnit(target) }
        if target == unit { return self }
        return Quantity(unchecked: target.fromBase(baseAmount), unit: target)
    }

    /// This quantity in every output unit of its category, its own unit included, in
    /// `UnitCategory.units` order; the base amount is worked out once for them all.
    public func convertedToEveryUnit() -> [Quantity] {
        let base = baseAmount
        return category.units.map { target in
            target == unit ? self : Quantity(unchecked: target.fromBase(base), unit: target)
        }
    }

    /// This quantity in `target` of the same category, input-only units (feet) included: for
    /// reference tables, where a feet column is wanted though `tally convert` never writes feet.
    func convertedForReference(to target: MeasurementUnit) -> Quantity? {
        guard target.category == unit.category else { return nil }
        return target == unit ? self : Quantity(unchecked: target.fromBase(baseAmount), unit: target)
    }

    /// This quantity in every other output unit of its category, in `UnitCategory.units` order.
    public func convertedToOtherUnits() -> [Quantity] {
        let base = baseAmount
        return category.units.compactMap { target in
            target == unit ? nil : Quantity(unchecked: target.fromBase(base), unit: target)
        }
    }

    /// Plain digits at `precision` (for `st-lb`, the total pounds), for JSON and tables.
    public func valueText(precision: ConversionPrecision) -> String {
        amount.decimalText(places: precision.places)
    }

    /// Stones and pounds when this is a weight, at `precision`: the numbers programs read.
    public func stonesAndPounds(precision: ConversionPrecision) -> StonesAndPounds? {
        guard category == .weight, let pounds = try? converted(to: .pound) else { return nil }
        return StonesAndPounds(pounds: pounds.amount, precision: precision)
    }

    /// A weight in stones and pounds as people say it (to a tenth of a pound); nil for another
    /// category.
    public var stonesAndPounds: StonesAndPounds? {
        guard category == .weight, let pounds = try? converted(to: .pound) else { return nil }
        return StonesAndPounds(pounds: pounds.amount)
    }

    /// `72.40 kg`, `-40.00 °F`, `73,481.96 g`, `11 st 8 lb`: for people, thousands grouped.
    /// Written by `TallyLocale.quantity`, the formatting module's writer.
    public func formatted(precision: ConversionPrecision, locale: TallyLocale = .enGB) -> String {
        locale.quantity(self, precision: precision)
    }

    public var description: String { formatted(precision: .four) }

    /// A short form of a refused value for an error message: `-5`, `-273.16`.
    static func messageText(_ amount: ExactFraction) -> String {
        var text = amount.doubleValue.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
