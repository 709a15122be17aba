import TallyScenarios

/// A scenario's line on the index page.
public struct IndexEntry: Sendable, Hashable, Codable {
    public let group: String
    public let groupName: String
    public let title: String
    public let headline: String
    public let detail: String
    public let href: String
    public let markdownHref: String
    public let extraHref: String?
    public let extraLabel: String?
    public let sourcePath: String
    /// A student edition's problem: each answer to find, for the answer key (a comparison and
    /// a loan whose rate changes have several); nil elsewhere, and then not written into the
    /// manifest.
    public var answers: [Answer]?

    public struct Answer: Sendable, Hashable, Codable {
        public let label: String
        public let value: String
    }

    public init(group: String, groupName: String, title: String, headline: String, detail: String, href: String,
                markdownHref: String, extraHref: String? = nil, extraLabel: String? = nil, sourcePath: String) {
        self.group = group
        self.groupName = groupName
        self.title = title
        self.headline = headline
        self.detail = detail
        self.href = href
        self.markdownHref = markdownHref
        self.extraHref = extraHref
        self.extraLabel = extraLabel
        self.sourcePath = sourcePath
    }
}

extension IndexEntry {
    /// A scenario's entry: its group, title, pages and source from its header.
    init(_ header: ScenarioHeader, headline: String, detail: String, extraHref: String? = nil, extraLabel: String? = nil) {
        let stem = header.kind.outputFolder + "/" + header.slug
        self.init(group: header.kind.rawValue, groupName: header.kind.displayName, title: header.title, headline: headline, detail: detail,
                  href: stem + ".html", markdownHref: stem + ".md", extraHref: extraHref, extraLabel: extraLabel, sourcePath: header.sourcePath)
    }
}

/// Everything one scenario becomes: its files, its index entry and, for a loan with a
/// property, its pin on the map of properties (or its line among those left off the map).
public struct RenderedScenario: Sendable {
    public let files: [OutputFile]
    public let entry: IndexEntry
    public let property: MapMark?

    public init(files: [OutputFile], entry: IndexEntry, property: MapMark? = nil) {
        self.files = files
        self.entry = entry
        self.property = property
    }
}
