/// How many decimal places a conversion shows: 2, 3 or 4.
public struct ConversionPrecision: Sendable, Hashable, Codable, Comparable {
    public let places: Int

    /// nil outside 2...4, the precisions the converter offers.
    public init?(places: Int) {
        guard Self.allowedPlaces.contains(places) else { return nil }
        self.places = places
    }

    private init(checked places: Int) { self.places = places }

    public static let allowedPlaces = 2...4
    public static let two = ConversionPrecision(checked: 2)
    public static let three = ConversionPrecision(checked: 3)
    public static let four = ConversionPrecision(checked: 4)
    public static let standard = two

    public static func < (lhs: ConversionPrecision, rhs: ConversionPrecision) -> Bool { lhs.places < rhs.places }

    /// Stored as the bare number of places; a stored value outside 2...4 is refused, not trusted.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let places = try container.decode(Int.self)
        guard Self.allowedPlaces.contains(places) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "precision must be 2, 3 or 4")
        }
        self.places = places
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(places)
    }
}
