/// A unit as resolved from what someone typed, with a note when the spelling could mean another.
public struct ResolvedUnit: Sendable, Equatable {
    public let unit: MeasurementUnit
    /// Says which unit an ambiguous spelling was read as, e.g. "gal read as UK gallons (4.54609 L)".
    public let note: String?
}

/// Which reading of an ambiguous spelling Tally chose, so it can say so.
enum SpellingAmbiguity: Sendable {
    case weightOunce, metre, ukPint, ukGallon, ukFluidOunce

    func note(for typed: String) -> String {
        switch self {
        case .weightOunce: "\(typed) read as ounces (weight); write floz for fluid ounces"
        case .metre: "\(typed) read as metres (not miles or minutes)"
        case .ukPint: "\(typed) read as UK pints (0.56826125 L)"
        case .ukGallon: "\(typed) read as UK gallons (4.54609 L)"
        case .ukFluidOunce: "\(typed) read as UK fluid ounces (28.4130625 mL)"
        }
    }
}

/// The spellings Tally accepts for each unit, compared case-insensitively.
enum UnitSpellings {
    struct Spelling: Sendable {
        let text: String
        let unit: MeasurementUnit
        let ambiguity: SpellingAmbiguity?
    }

    /// In unit order, so suggestions list units in a stable order.
    static let all: [Spelling] = {
        var list = [Spelling]()
        list.reserveCapacity(160)
        func add(_ unit: MeasurementUnit, _ texts: [String], _ ambiguity: SpellingAmbiguity? = nil) {
            for text in texts { list.append(Spelling(text: text, unit: unit, ambiguity: ambiguity)) }
        }
        add(.kilogram, ["kg", "kgs", "kilogram", "kilograms", "kilogramme", "kilogrammes", "kilo", "kilos"])
        add(.gram, ["g", "gs", "gram", "grams", "gramme", "grammes"])
        add(.ounce, ["oz", "ozs", "ounce", "ounces"], .weightOunce)
        add(.pound, ["lb", "lbs", "pound", "pounds"])
        add(.stonesAndPounds, ["st-lb", "st", "stone", "stones"])
        add(.celsius, ["c", "°c", "℃", "celsius", "centigrade", "degc", "deg c", "degrees c", "degrees celsius"])
        add(.fahrenheit, ["f", "°f", "℉", "fahrenheit", "degf", "deg f", "degrees f", "degrees fahrenheit"])
        add(.kelvin, ["k", "kelvin", "kelvins", "°k"])
        add(.metre, ["m"], .metre)
        add(.metre, ["metre", "metres", "meter", "meters"])
        add(.kilometre, ["km", "kms", "kilometre", "kilometres", "kilometer", "kilometers"])
        add(.mile, ["mi", "mile", "miles"])
        add(.centimetre, ["cm", "cms", "centimetre", "centimetres", "centimeter", "centimeters"])
        add(.millimetre, ["mm", "millimetre", "millimetres", "millimeter", "millimeters"])
        add(.yard, ["yd", "yds", "yard", "yards"])
        add(.inch, ["in", "ins", "inch", "inches", "\"", "″", "”"])
        add(.foot, ["ft", "foot", "feet", "'", "′", "’"])
        add(.metresPerSecond, ["m/s", "mps", "metres per second", "meters per second", "metre per second",
                               "meter per second", "metres/second", "meters/second"])
        add(.kilometresPerHour, ["km/h", "kph", "kmh", "kmph", "km/hr", "kilometres per hour",
                                 "kilometers per hour", "kilometre per hour", "kilometer per hour"])
        add(.milesPerHour, ["mph", "mi/h", "miles per hour", "mile per hour"])
        add(.knot, ["kn", "kt", "kts", "knot", "knots"])
        add(.gallon, ["gal", "gals", "gallon", "gallons"], .ukGallon)
        add(.gallon, ["uk gal", "uk gallon", "uk gallons", "imperial gallon", "imperial gallons"])
        add(.litre, ["l", "litre", "litres", "liter", "liters", "ltr", "ltrs"])
        add(.pint, ["pt", "pts", "pint", "pints"], .ukPint)
        add(.pint, ["uk pint", "uk pints", "imperial pint", "imperial pints"])
        add(.fluidOunce, ["floz", "fl oz", "fl ozs", "fluid ounce", "fluid ounces"], .ukFluidOunce)
        add(.fluidOunce, ["uk fl oz", "uk floz", "uk fluid ounces", "imperial fluid ounces"])
        add(.millilitre, ["ml", "mls", "millilitre", "millilitres", "milliliter", "milliliters"])
        return list
    }()

    /// `text` without leading or trailing whitespace (Foundation-free).
    static func trim(_ text: some StringProtocol) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(text[first...last])
    }

    /// Lower-cased, dots dropped, runs of spaces made single, and degree look-alikes made `°`.
    static func normalize(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        var pendingSpace = false
        for character in text.lowercased() {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if character == "." { continue }
            if pendingSpace {
                // "° C" and "km / h" mean "°c" and "km/h".
                if result.last != "°" && result.last != "/" && character != "/" { result.append(" ") }
                pendingSpace = false
            }
            result.append(character == "º" || character == "˚" ? "°" : character)
        }
        return result
    }

    private static let byText: [String: Spelling] = {
        var table = [String: Spelling]()
        table.reserveCapacity(all.count * 2)
        for spelling in all {
            table[spelling.text] = spelling
            let spaceless = spelling.text.filter { $0 != " " }
            if table[spaceless] == nil { table[spaceless] = spelling }
        }
        return table
    }()

    static func lookUp(_ text: String) -> Spelling? {
        let normalized = normalize(text)
        if let found = byText[normalized] { return found }
        return byText[normalized.filter { $0 != " " }]
    }

    /// Up to three units whose spellings are within a small edit distance, closest first.
    static func suggestions(for text: String) -> [MeasurementUnit] {
        let normalized = normalize(text)
        guard !normalized.isEmpty else { return [] }
        let limit = EditDistance.typoLimit(forLength: normalized.count)
        var best = [MeasurementUnit: Int]()
        for spelling in all where spelling.unit.isOutputUnit || spelling.unit == .foot {
            let distance = EditDistance.between(normalized, spelling.text)
            guard distance <= limit else { continue }
            if let known = best[spelling.unit], known <= distance { continue }
            best[spelling.unit] = distance
        }
        return best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(3).map(\.key)
    }
}

extension MeasurementUnit {
    /// The unit a person meant by `text` (`"Kilos"`, `"°F"`, `"fl oz"`), with a note when the
    /// spelling is ambiguous, or `.unknownUnit` listing close matches.
    public static func resolve(_ text: String) throws(UnitError) -> ResolvedUnit {
        let trimmed = UnitSpellings.trim(text)
        guard !trimmed.isEmpty else { throw .missingUnit(text) }
        guard let spelling = UnitSpellings.lookUp(trimmed) else {
            throw .unknownUnit(trimmed, suggestions: UnitSpellings.suggestions(for: trimmed))
        }
        return ResolvedUnit(unit: spelling.unit, note: spelling.ambiguity?.note(for: trimmed))
    }

    /// As `resolve(_:)` for a unit to convert into: feet are refused because Tally writes inches.
    public static func resolveOutput(_ text: String) throws(UnitError) -> ResolvedUnit {
        let resolved = try resolve(text)
        guard resolved.unit.isOutputUnit else { throw .inputOnlyUnit(resolved.unit) }
        return resolved
    }

    /// Every spelling accepted for this unit, lower-case, in a stable order (for help text).
    public var acceptedSpellings: [String] {
        UnitSpellings.all.filter { $0.unit == self }.map(\.text)
    }
}
