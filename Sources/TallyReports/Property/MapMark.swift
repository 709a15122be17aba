/// What a loan scenario puts on the map page: a pin at its address, or, for housing costs given
/// without an address, a line in the list of loans the map leaves out (so that a reader who
/// looks for them learns why they are not pinned).
public enum MapMark: Sendable, Hashable, Codable {
    case pin(MappedProperty)
    case unplaced(UnplacedProperty)

    public var pin: MappedProperty? {
        if case .pin(let property) = self { return property }
        return nil
    }

    public var unplaced: UnplacedProperty? {
        if case .unplaced(let property) = self { return property }
        return nil
    }
}

/// A loan with housing costs but no address.
public struct UnplacedProperty: Sendable, Hashable, Codable {
    public let title: String
    /// Relative to the output root: "loan/offer-a.html".
    public let reportHref: String
    /// The scenario file's path as the build knows it.
    public let sourcePath: String

    public init(title: String, reportHref: String, sourcePath: String) {
        self.title = title
        self.reportHref = reportHref
        self.sourcePath = sourcePath
    }

    /// The map's order for the list: by title, then by file.
    static func listOrder(_ a: UnplacedProperty, _ b: UnplacedProperty) -> Bool {
        let left = a.title.lowercased(), right = b.title.lowercased()
        if left != right { return left < right }
        if a.title != b.title { return a.title < b.title }
        return a.sourcePath < b.sourcePath
    }
}
