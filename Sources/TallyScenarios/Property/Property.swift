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

/// What a home is and where it stands: the part of a property the map and `--save` need.
public struct PropertySite: Sendable, Hashable {
    public let type: PropertyType
    public let address: PropertyAddress
    public let location: PropertyLocation

    public init(type: PropertyType, address: PropertyAddress, location: PropertyLocation) {
        self.type = type
        self.address = address
        self.location = location
    }
}

/// The home a loan scenario buys: what it costs to keep and, when the scenario gives its
/// address, where it is.
public struct Property: Sendable, Hashable {
    /// Nil for costs given without an address: they count in the report, and the loan is listed
    /// under the map rather than pinned on it.
    public let site: PropertySite?
    public let tax: PropertyTax?
    public let yearlyInsurance: Money
    public let monthlyHOA: Money
    /// Percent the tax and the insurance change by each loan year (`tax-growth:`,
    /// `insurance-growth:`); nil when not given.
    public let taxGrowth: ExactDecimal?
    public let insuranceGrowth: ExactDecimal?

    public init(site: PropertySite?, tax: PropertyTax?, yearlyInsurance: Money, monthlyHOA: Money,
                taxGrowth: ExactDecimal? = nil, insuranceGrowth: ExactDecimal? = nil) {
        self.site = site
        self.tax = tax
        self.yearlyInsurance = yearlyInsurance
        self.monthlyHOA = monthlyHOA
        self.taxGrowth = taxGrowth
        self.insuranceGrowth = insuranceGrowth
    }
}
