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
    /// `locale` writes the date: a scenario's page in its own locale, site pages in en-GB.
    public func context(pageTitle: String, depth: Int, bodyClass: String, sourcePath: String?, locale: TallyLocale = .enGB) -> [String: Any] {
        var context: [String: Any] = [
            "page_title": pageTitle,
            "site_title": siteTitle,
            "generated_on": locale.text(generatedOn, .short),
            "root": String(repeating: "../", count: depth),
            "body_class": bodyClass,
        ]
        if let sourcePath { context["source_path"] = sourcePath }
        return context
    }
}
