import TallyEngines

/// What every page shows besides its own content.
public struct PageInfo: Sendable {
    public let siteTitle: String
    public let generatedOn: CalendarDate
    /// The build instant, seconds since 1970 UTC (`SOURCE_DATE_EPOCH` when set), for stamps
    /// such as an iCalendar DTSTAMP.
    public let buildTimestamp: Int64

    public init(siteTitle: String, generatedOn: CalendarDate, buildTimestamp: Int64? = nil) {
        self.siteTitle = siteTitle
        self.generatedOn = generatedOn
        self.buildTimestamp = buildTimestamp ?? Int64(generatedOn.daysSinceEpoch) * 86_400
    }

    /// The keys `page.mustache` reads, for a page `depth` folders below the site root.
    public func context(pageTitle: String, depth: Int, bodyClass: String, sourcePath: String?) -> [String: Any] {
        var context: [String: Any] = [
            "page_title": pageTitle,
            "site_title": siteTitle,
            "generated_on": generatedOn.shortName,
            "root": String(repeating: "../", count: depth),
            "body_class": bodyClass,
        ]
        if let sourcePath { context["source_path"] = sourcePath }
        return context
    }
}

/// A finished document, ready to be written under the output folder.
public struct OutputFile: Sendable {
    /// Relative to the output folder, `/`-separated (`loan/first-home.html`).
    public let path: String
    /// UTF-8 bytes: big pages stay bytes from renderer to disk, never round-tripping a String.
    public let bytes: [UInt8]

    public init(path: String, contents: String) {
        self.path = path
        self.bytes = Array(contents.utf8)
    }

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The text, for tests and small pages.
    public var contents: String { String(decoding: bytes, as: UTF8.self) }
}

/// A scenario's line on the index page.
public struct IndexEntry: Sendable, Hashable {
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

/// Everything one scenario becomes: its files and its index entry.
public struct RenderedScenario: Sendable {
    public let files: [OutputFile]
    public let entry: IndexEntry

    public init(files: [OutputFile], entry: IndexEntry) {
        self.files = files
        self.entry = entry
    }
}
