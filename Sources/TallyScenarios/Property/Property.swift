import TallyEngines

/// What kind of home a mortgage buys; the map card and the report name it.
public enum PropertyType: String, Sendable, Hashable, CaseIterable {
    case house
    case apartment

    public var displayName: String { self == .house ? "House" : "Apartment" }
}

/// A US postal address that has been checked against the ZIP code data.
public struct PropertyAddress: Sendable, Hashable {
    /// One to three lines, as the person wrote them.
    public let streetLines: [String]
    /// One of the ZIP's accepted names, spelt as the postal data spells it.
    public let city: String
    public let state: USState
    /// As written: five digits, or ZIP+4 (`62701-1234`).
    public let zip: String

    public init(streetLines: [String], city: String, state: USState, zip: String) {
        self.streetLines = streetLines
        self.city = city
        self.state = state
        self.zip = zip
    }

    /// `Springfield, IL 62701`.
    public var cityLine: String { "\(city), \(state.code) \(zip)" }
}

/// Where a property is drawn on a map.
public struct PropertyLocation: Sendable, Hashable {
    public let latitude: Double
    public let longitude: Double
    /// True when this is the ZIP's centre rather than a location the scenario gave.
    public let approximate: Bool

    public init(latitude: Double, longitude: Double, approximate: Bool) {
        self.latitude = latitude
        self.longitude = longitude
        self.approximate = approximate
    }
}

/// The home a loan scenario buys: its address, where it is, and what it costs to keep.
public struct Property: Sendable, Hashable {
    public let type: PropertyType
    public let address: PropertyAddress
    public let location: PropertyLocation
    public let tax: PropertyTax?
    public let yearlyInsurance: Money
    public let monthlyHOA: Money

    public init(type: PropertyType, address: PropertyAddress, location: PropertyLocation, tax: PropertyTax?,
                yearlyInsurance: Money, monthlyHOA: Money) {
        self.type = type
        self.address = address
        self.location = location
        self.tax = tax
        self.yearlyInsurance = yearlyInsurance
        self.monthlyHOA = monthlyHOA
    }
}
