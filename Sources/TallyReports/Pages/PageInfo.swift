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
        var values = TemplateValues()
        add(to: &values, pageTitle: pageTitle, depth: depth, bodyClass: bodyClass, sourcePath: sourcePath, locale: locale)
        return values.directContext().context
    }

    /// The same keys written into a context built key by key.
    func add(to values: inout TemplateValues, pageTitle: String, depth: Int, bodyClass: String, sourcePath: String?, locale: TallyLocale = .enGB) {
        values.add("page_title", pageTitle)
        values.add("site_title", siteTitle)
        values.add("generated_on", locale.text(generatedOn, .short))
        values.add("root", Self.root(depth: depth))
        values.add("body_class", bodyClass)
        if let sourcePath { values.add("source_path", sourcePath) }
        // Printed pages carry the title in a margin box: a CSS string, not HTML (see below).
        values.add("print_title_css", Self.cssString(pageTitle + " · " + siteTitle))
    }

    private static func root(depth: Int) -> String {
        switch depth {
        case 0: ""
        case 1: "../"
        default: String(repeating: "../", count: depth)
        }
    }

    /// `text` as the inside of a double-quoted CSS string that is safe in a `<style>` element:
    /// anything beyond plain letters, digits and spaces becomes a CSS escape (`\22 ` for `"`),
    /// so no quote, backslash or `</style>` can come through. HTML entities mean nothing in
    /// `<style>`, so HTML escaping would print `&amp;` literally.
    static func cssString(_ text: String) -> String {
        // Byte by byte: the characters kept are all ASCII, and any other scalar's bytes are
        // read back whole (UTF-8 says by its first byte how many follow).
        var out = ByteBuffer(capacity: text.utf8.count + 8)
        var text = text
        text.withUTF8 { utf8 in
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if isCSSPlain(byte) {
                    out.append(byte: byte)
                    index += 1
                    continue
                }
                let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                var scalar = length == 1 ? UInt32(byte) : UInt32(byte) & (0xFF >> (length + 1))
                var next = index + 1
                while next < index + length, next < utf8.count {
                    scalar = scalar << 6 | UInt32(utf8[next] & 0x3F)
                    next += 1
                }
                out.append(byte: UInt8(ascii: "\\"))
                appendHex(scalar, to: &out)
                out.append(byte: UInt8(ascii: " "))
                index = next
            }
        }
        return out.string
    }

    /// `scalar` in lowercase hexadecimal without leading zeros, as `String(_:radix:)` writes it.
    private static func appendHex(_ scalar: UInt32, to out: inout ByteBuffer) {
        var shift = 28
        while shift > 0, scalar >> UInt32(shift) == 0 { shift -= 4 }
        while shift >= 0 {
            let digit = UInt8((scalar >> UInt32(shift)) & 0xF)
            out.append(byte: digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
            shift -= 4
        }
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
