import TallyEngines
import TallyScenarios

/// What every page shows besides its own content.
public struct PageInfo: Sendable {
    public let siteTitle: String
    public let generatedOn: CalendarDate
    /// The build instant, seconds since 1970 UTC (`SOURCE_DATE_EPOCH` when set), for stamps
    /// such as an iCalendar DTSTAMP.
    public let buildTimestamp: Int64
    /// A student edition gives each time-value problem without its answer (`--edition student`).
    public let studentEdition: Bool

    public init(siteTitle: String, generatedOn: CalendarDate, buildTimestamp: Int64? = nil, studentEdition: Bool = false) {
        self.siteTitle = siteTitle
        self.generatedOn = generatedOn
        self.buildTimestamp = buildTimestamp ?? Int64(generatedOn.daysSinceEpoch) * 86_400
        self.studentEdition = studentEdition
    }

    /// The keys `page.mustache` reads, for a page `depth` folders below the site root.
    /// `locale` writes the date: a scenario's page in its own locale, site pages in en-GB.
    public func add(to values: inout TemplateValues, pageTitle: String, depth: Int, bodyClass: String, sourcePath: String? = nil, locale: TallyLocale = .enGB) {
        values.add("page_title", pageTitle)
        values.add("site_title", siteTitle)
        values.add("generated_on", locale.text(generatedOn, .short))
        values.add("root", String(repeating: "../", count: depth))
        values.add("body_class", bodyClass)
        if let sourcePath { values.add("source_path", sourcePath) }
        // Printed pages carry the title in a margin box: a CSS string, not HTML (see below).
        values.add("print_title_css", Self.cssString(pageTitle + " · " + siteTitle))
    }

    /// The keys of a scenario's page: `page.mustache`'s, then what every kind of scenario page
    /// says about its scenario, under the same names.
    func add(to values: inout TemplateValues, scenario header: ScenarioHeader, pageTitle: String? = nil, depth: Int = 1,
             bodyClass: String = "report-page") {
        add(to: &values, pageTitle: pageTitle ?? header.title, depth: depth, bodyClass: bodyClass, sourcePath: header.sourcePath, locale: header.locale)
        values.add("kind", header.kind.rawValue)
        values.add("kind_label", header.kind.displayName)
        values.add("title", header.title)
        values.add("slug", header.slug)
        values.add("help_page", header.kind.helpPage)
        if let notes = header.notes { values.add("notes_html", MarkdownRenderer.html(from: notes)) }
    }

    /// `text` as the inside of a double-quoted CSS string that is safe in a `<style>` element:
    /// anything beyond plain letters, digits and spaces becomes a CSS escape (`\22 ` for `"`),
    /// so no quote, backslash or `</style>` can come through. HTML entities mean nothing in
    /// `<style>`, so HTML escaping would print `&amp;` literally.
    static func cssString(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, isCSSPlain(UInt8(scalar.value)) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\" + String(scalar.value, radix: 16) + " "
            }
        }
        return out
    }

    private static func isCSSPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "("),
             UInt8(ascii: ")"), UInt8(ascii: "'"), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }
}
