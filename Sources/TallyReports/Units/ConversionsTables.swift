import TallyEngines
import TallyScenarios

/// The tables of a conversions page: recent conversions and reference values per category.
enum ConversionsTables {
    /// Newest first, each at the precision it was saved with.
    static func recent(_ conversions: [SavedConversion], category: UnitCategory, locale: TallyLocale = .enGB) -> Table {
        let rows = conversions.map { conversion in
            Table.Row([
                conversion.saved.map { locale.text($0, .short) } ?? "—",
                ConvertOutput.typed(conversion.source, locale: locale).replacingLeadingHyphen,
                locale.quantity(conversion.result, precision: conversion.precision).replacingLeadingHyphen,
                "\(conversion.precision.places)",
            ])
        }
        return Table(
            columns: [Table.Column("Saved", .left), Table.Column("From"), Table.Column("Converted"), Table.Column("Places")],
            rows: rows, caption: "Last \(ConversionHistory.capacityPerCategory) \(category.rawValue) conversions, newest first."
        )
    }

    /// Familiar values of the primary unit converted to every unit of the category.
    static func reference(_ category: UnitCategory, precision: ConversionPrecision, locale: TallyLocale = .enGB) -> Table {
        let table = UnitReferenceTable(category: category)
        let columns = table.units.map { Table.Column(columnHeading($0)) }
        let rows = table.rows.map { row in
            Table.Row(row.values.map { cell(for: $0, precision: precision, locale: locale) })
        }
        let primary = category.primaryUnit
        return Table(columns: columns, rows: rows,
                     caption: "Common values in \(primary.name) converted to every \(category.rawValue) unit, to \(significantFigures) significant figures.")
    }

    /// Enough figures to tell units apart (1 m = 3.281 ft), few enough to read at a glance.
    static let significantFigures = 4

    /// Gallons, pints and fluid ounces here are the UK (imperial) ones, which US readers would
    /// otherwise take for their own smaller measures.
    static func columnHeading(_ unit: MeasurementUnit) -> String {
        switch unit {
        case .gallon, .pint, .fluidOunce: "UK \(unit.symbol)"
        default: unit.symbol
        }
    }

    /// A number under its unit's column, to significant figures (`0.001`, `1,609.3`); stones
    /// and pounds as people say them (`2.2 lb`, `11 st 8 lb`), as every page writes them.
    static func cell(for quantity: Quantity, precision: ConversionPrecision, locale: TallyLocale = .enGB) -> String {
        if quantity.unit == .stonesAndPounds, let split = quantity.stonesAndPounds {
            return locale.stonesAndPounds(split)
        }
        return locale.significant(quantity.amount, figures: significantFigures).replacingLeadingHyphen
    }

    /// Category names for headings: `Weight`.
    static func title(_ category: UnitCategory) -> String {
        category.rawValue.prefix(1).uppercased() + category.rawValue.dropFirst()
    }

    /// A command that saves a conversion of this category, for empty sections.
    static func saveExample(_ category: UnitCategory) -> String {
        switch category {
        case .weight: "tally convert 72.4kg --to lb --save"
        case .temperature: "tally convert 37 c --to f --save"
        case .length: "tally convert \"5ft 7in\" --to cm --save"
        case .speed: "tally convert 70 mph --to km/h --save"
        case .volume: "tally convert 2 pt --to ml --save"
        }
    }
}

extension String {
    /// Tables print negatives with a true minus sign (U+2212), as money does.
    var replacingLeadingHyphen: String { hasPrefix("-") ? "\u{2212}" + dropFirst() : self }
}
