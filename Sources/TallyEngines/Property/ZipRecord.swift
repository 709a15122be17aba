/// What the Postal Service uses a ZIP Code for. Only standard and unique ZIPs have addresses a
/// property can stand at; PO-box-only and military (APO/FPO) ZIPs have none.
public enum ZipKind: String, Sendable {
    case standard
    case poBox
    case unique
    case military

    /// The spelling in the bundled table (`STANDARD`, `PO BOX`, `UNIQUE`, `MILITARY`).
    public init?(tableText: some StringProtocol) {
        switch tableText {
        case "STANDARD": self = .standard
        case "PO BOX": self = .poBox
        case "UNIQUE": self = .unique
        case "MILITARY": self = .military
        default: return nil
        }
    }
}

/// One five-digit ZIP Code: its city names, state, use and centre.
public struct ZipRecord: Sendable, Hashable {
    public let zip: String
    public let primaryCity: String
    public let acceptedCities: [String]
    /// Two-letter code: a state, DC, PR, another territory, or AA/AE/AP for the military.
    public let state: String
    public let kind: ZipKind
    public let active: Bool
    public let latitude: Double
    public let longitude: Double

    public init(zip: String, primaryCity: String, acceptedCities: [String], state: String, kind: ZipKind,
                active: Bool, latitude: Double, longitude: Double) {
        self.zip = zip
        self.primaryCity = primaryCity
        self.acceptedCities = acceptedCities
        self.state = state
        self.kind = kind
        self.active = active
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The primary city first, then the other names the Postal Service accepts.
    public var cityNames: [String] { [primaryCity] + acceptedCities }

    /// The states an address in this ZIP may be in: its own, plus the neighbour for the few
    /// ZIPs that cross a state line.
    public var acceptedStates: Set<String> {
        ZipDirectory.crossStateZips[zip] ?? [state]
    }
}
