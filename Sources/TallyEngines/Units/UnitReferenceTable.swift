/// Familiar values of a category's primary unit converted to every unit, for help pages and reports.
public struct UnitReferenceTable: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let source: Quantity
        /// Aligned with `UnitReferenceTable.units`.
        public let values: [Quantity]
    }

    public let category: UnitCategory
    public let units: [MeasurementUnit]
    public let rows: [Row]

    /// The table for `category`: `UnitCategory.referenceValues` of its primary unit, one column per
    /// output unit: the primary unit's own column first, then the others in documented order.
    public init(category: UnitCategory) {
        self.category = category
        // Feet are only read by `tally convert`, but a table of lengths without them is no use
        // to a reader who thinks in feet.
        var units = category.units
        if category == .length, let yard = units.firstIndex(of: .yard) { units.insert(.foot, at: yard + 1) }
        // The values a row starts from come first: the first column is the one a phone keeps in
        // view while the others scroll, and a row of speeds must begin "10 km/h", not "2.778 m/s".
        if let primary = units.firstIndex(of: category.primaryUnit), primary > 0 {
            units.insert(units.remove(at: primary), at: 0)
        }
        self.units = units
        var rows = [Row]()
        rows.reserveCapacity(category.referenceValues.count)
        for value in category.referenceValues {
            // Reference values are all valid (-40 °C is far above absolute zero).
            guard let source = try? Quantity(ExactFraction(value), category.primaryUnit) else { continue }
            let values = units.compactMap { source.convertedForReference(to: $0) }
            rows.append(Row(source: source, values: values))
        }
        self.rows = rows
    }
}
