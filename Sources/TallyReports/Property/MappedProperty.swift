import TallyEngines

/// One mortgaged property as the map shows it, filled from a loan scenario with a `property:` block.
public struct MappedProperty: Sendable, Hashable, Codable {
    public let title: String
    /// "House" or "Apartment".
    public let propertyType: String
    public let streetLines: [String]
    public let city: String
    public let stateCode: String
    /// As written: five digits or ZIP+4.
    public let zip: String
    public let latitude: Double
    public let longitude: Double
    /// True when the pin is the ZIP's centre; false when the scenario gave `location:`.
    public let approximate: Bool
    public let currency: Currency
    /// How the card and the map's list write its money: the scenario's locale.
    public let locale: TallyLocale
    public let loanAmount: Money
    /// "6.25%".
    public let rateText: String
    /// Principal and interest.
    public let monthlyPayment: Money
    /// With tax, insurance, HOA and PMI.
    public let monthlyTotal: Money
    /// Relative to the output root: "loan/12-elm-street.html".
    public let reportHref: String
    /// The scenario file's path as the build knows it: "examples/elm.yaml".
    public let sourcePath: String

    public init(title: String, propertyType: String, streetLines: [String], city: String, stateCode: String, zip: String,
                latitude: Double, longitude: Double, approximate: Bool, currency: Currency, loanAmount: Money,
                rateText: String, monthlyPayment: Money, monthlyTotal: Money, reportHref: String, sourcePath: String, locale: TallyLocale? = nil) {
        self.title = title
        self.propertyType = propertyType
        self.streetLines = streetLines
        self.city = city
        self.stateCode = stateCode
        self.zip = zip
        self.latitude = latitude
        self.longitude = longitude
        self.approximate = approximate
        self.currency = currency
        self.locale = locale ?? .default(for: currency)
        self.loanAmount = loanAmount
        self.rateText = rateText
        self.monthlyPayment = monthlyPayment
        self.monthlyTotal = monthlyTotal
        self.reportHref = reportHref
        self.sourcePath = sourcePath
    }

    /// "Springfield, IL 62701".
    public var cityLine: String { "\(city), \(stateCode) \(zip)" }

    /// What makes two scenarios the same home: the street lines (ignoring case and spacing),
    /// the state and the five-digit ZIP (`62701` and `62701-1234` are one place). The city is
    /// left out: it is one of the ZIP's names, and two of them name the same street.
    public var addressKey: String {
        let street = streetLines.map { $0.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        return street.joined(separator: "\n") + "\n" + stateCode.uppercased() + "\n" + zip.prefix(5)
    }

    /// The street on one line: "12 Elm Street, Unit 4".
    public var streetText: String { streetLines.joined(separator: ", ") }

    /// Google Street View at the pin: a link the reader follows; the page itself loads nothing.
    public var streetViewURL: String {
        "https://www.google.com/maps/@?api=1&map_action=pano&viewpoint="
            + ChartNumber.format(latitude, decimals: 6, minus: "-") + "," + ChartNumber.format(longitude, decimals: 6, minus: "-")
    }

    /// The map's order: by title, then by file, so every build lists them the same way.
    static func mapOrder(_ a: MappedProperty, _ b: MappedProperty) -> Bool {
        let left = a.title.lowercased(), right = b.title.lowercased()
        if left != right { return left < right }
        if a.title != b.title { return a.title < b.title }
        return a.sourcePath < b.sourcePath
    }
}
