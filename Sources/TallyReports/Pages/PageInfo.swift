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
        // Printed pages carry the title in a margin box: a CSS string, not HTML (see below).
        context["print_title_css"] = Self.cssString(pageTitle + " · " + siteTitle)
        return context
    }

    /// `text` as the inside of a double-quoted CSS string that is safe in a `<style>` element:
    /// anything beyond plain letters, digits and spaces becomes a CSS escape (`\22 ` for `"`),
    /// so no quote, backslash or `</style>` can come through. HTML entities mean nothing in
    /// `<style>`, so HTML escaping would print `&amp;` literally.
    static func cssString(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", " ", ",", ".", "-", "_", "(", ")", "'", ":", "!", "?":
                out.unicodeScalars.append(scalar)
            default:
                out += "\\" + String(scalar.value, radix: 16) + " "
            }
        }
        return out
    }
}
