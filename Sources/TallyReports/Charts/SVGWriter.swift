import TallyEngines

/// Appends compact SVG markup to one growing byte buffer.
///
/// Every chart goes through this so that the accessible frame (role, title, desc), number
/// formatting and escaping are written once. Callers pass user text unescaped to the `text`
/// methods; attribute values handed in as `String` must already be safe (ours, or escaped).
///
/// The writer holds the drawing's body only; `document(standalone:into:)` puts the root
/// element in front. The inline drawing and the standalone file differ only there, so one
/// drawing pass serves both.
struct SVGWriter: ~Copyable {
    private(set) var body: SVGBytes
    let idPrefix: String
    private let head: SVGHead
    private let width: Double
    private let height: Double
    private let canvas: ChartCanvas

    init(idPrefix: String, title: String, desc: String, width: Double, height: Double, capacity: Int) {
        self.init(head: SVGHead(id: idPrefix, title: title, desc: desc), width: width, height: height, capacity: capacity)
    }

    init(head: SVGHead, width: Double, height: Double, capacity: Int) {
        body = SVGBytes(capacity: capacity)
        canvas = ChartCanvas.current
        idPrefix = head.idPrefix(for: canvas)
        self.head = head
        self.width = width
        self.height = height
    }

    /// The whole `<svg>` element: for a page (sized by CSS, labelled by ARIA) or, `standalone`,
    /// for a file of its own (its own size, fonts and dark scheme).
    func document(standalone: Bool, into out: inout SVGBytes) {
        writeHead(standalone: standalone, into: &out)
        out.append(body)
        out.append(Self.closing)
    }

    static let closing: StaticString = "</svg>"

    /// Appends the document to a page's bytes: its head, body and closing tag each copied
    /// once, so a figure's arrays are written in place rather than copied from a buffer.
    func appendDocument(standalone: Bool, to bytes: inout [UInt8]) {
        var head = SVGBytes(capacity: 1024)
        writeHead(standalone: standalone, into: &head)
        head.withBytes { bytes.append(contentsOf: $0) }
        body.withBytes { bytes.append(contentsOf: $0) }
        Self.closing.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Everything before the body: the root element's attributes, title and description.
    /// Room for all of it is reserved once; a chart writes three of these.
    private func writeHead(standalone: Bool, into out: inout SVGBytes) {
        var className = canvas.className
        var idPrefix = idPrefix
        var fontFamily = ChartTheme.fontFamily
        var ink = ChartTheme.ink
        var title = head.title
        var desc = head.desc
        var style = standalone ? ChartTheme.standaloneStyle : ""
        out.reserve(
            256 + 4 * SVGBytes.maxCoordinateBytes + className.utf8.count + 4 * idPrefix.utf8.count + fontFamily.utf8.count
                + ink.utf8.count + title.utf8.count + desc.utf8.count + style.utf8.count
        )
        out.put("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " as StaticString)
        out.put(coordinate: width)
        out.put(UInt8(ascii: " "))
        out.put(coordinate: height)
        if standalone {
            // An SVG document is named by its first <title>; SVG 1.1 (which checkers of .svg
            // files follow) has no ARIA attributes.
            out.put("\" width=\"" as StaticString)
            out.put(coordinate: width)
            out.put("\" height=\"" as StaticString)
            out.put(coordinate: height)
            out.put("\" font-family=\"" as StaticString)
        } else {
            out.put("\" width=\"100%\" class=\"" as StaticString)
            className.withUTF8 { out.put(bytes: $0) }
            out.put("\" role=\"img\" aria-labelledby=\"" as StaticString)
            idPrefix.withUTF8 { out.put(bytes: $0) }
            out.put("-title " as StaticString)
            idPrefix.withUTF8 { out.put(bytes: $0) }
            out.put("-desc\" font-family=\"" as StaticString)
        }
        fontFamily.withUTF8 { out.put(bytes: $0) }
        out.put("\" fill=\"" as StaticString)
        ink.withUTF8 { out.put(bytes: $0) }
        out.put("\"><title id=\"" as StaticString)
        idPrefix.withUTF8 { out.put(bytes: $0) }
        out.put("-title\">" as StaticString)
        title.withUTF8 { out.put(bytes: $0) }
        out.put("</title><desc id=\"" as StaticString)
        idPrefix.withUTF8 { out.put(bytes: $0) }
        out.put("-desc\">" as StaticString)
        desc.withUTF8 { out.put(bytes: $0) }
        out.put("</desc>" as StaticString)
        style.withUTF8 { out.put(bytes: $0) }
    }

    /// The drawing as one document, for the current `ChartCanvas.standalone`.
    func finish() -> String {
        var out = SVGBytes(capacity: body.count + 1024)
        document(standalone: ChartCanvas.standalone, into: &out)
        return out.string
    }

    @inline(__always)
    mutating func raw(_ markup: StaticString) { body.append(markup) }

    /// Markup built at run time; it must be safe already (ours, or escaped).
    @inline(__always)
    mutating func raw(string markup: String) { body.append(string: markup) }

    /// Markup collected elsewhere, e.g. pattern definitions.
    mutating func append(_ markup: borrowing SVGBytes) { body.append(markup) }

    /// User text as element content or an attribute value.
    @inline(__always)
    mutating func escaped(_ text: String) { body.appendHTMLEscaped(text) }

    @inline(__always)
    mutating func number(_ value: Double) { body.append(coordinate: value) }

    /// ` name="value"` for a coordinate or length.
    @inline(__always)
    mutating func attribute(_ name: StaticString, _ value: Double) {
        body.reserve(name.utf8CodeUnitCount + 4 + SVGBytes.maxCoordinateBytes)
        body.put(UInt8(ascii: " "))
        body.put(name)
        body.put("=\"" as StaticString)
        body.put(coordinate: value)
        body.put(UInt8(ascii: "\""))
    }

    /// ` name="value"` for a value that is already markup-safe.
    @inline(__always)
    mutating func attribute(_ name: StaticString, _ value: String) {
        body.append(byte: UInt8(ascii: " "))
        body.append(name)
        body.append("=\"" as StaticString)
        body.append(string: value)
        body.append(byte: UInt8(ascii: "\""))
    }

    // The shapes drawn by the hundred reserve room for their fixed markup and coordinates once,
    // then store each piece without a further check.
    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String, extra: String = "") {
        var fill = fill
        fill.withUTF8 { rect(x: x, y: y, width: width, height: height, fill: $0, extra: extra) }
    }

    /// A rectangle whose fill comes as bytes (see `SVGFragments`).
    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: UnsafeBufferPointer<UInt8>, extra: String = "") {
        body.reserve(48 + 4 * SVGBytes.maxCoordinateBytes + fill.count)
        body.put("<rect x=\"")
        body.put(coordinate: x)
        body.put("\" y=\"")
        body.put(coordinate: y)
        body.put("\" width=\"")
        body.put(coordinate: max(width, 0))
        body.put("\" height=\"")
        body.put(coordinate: max(height, 0))
        body.put("\" fill=\"")
        body.put(bytes: fill)
        body.put(UInt8(ascii: "\""))
        if !extra.isEmpty { body.append(string: extra) }
        body.append("/>")
    }

    /// A bar: `rect` with a width every bar of the chart shares, its digits written once.
    mutating func rect(x: Double, y: Double, width: SVGCoordinate, height: Double, fill: UnsafeBufferPointer<UInt8>) {
        body.reserve(48 + 3 * SVGBytes.maxCoordinateBytes + SVGCoordinate.reservedBytes + fill.count)
        body.put("<rect x=\"")
        body.put(coordinate: x)
        body.put("\" y=\"")
        body.put(coordinate: y)
        body.put("\" width=\"")
        body.put(width)
        body.put("\" height=\"")
        body.put(coordinate: max(height, 0))
        body.put("\" fill=\"")
        body.put(bytes: fill)
        body.put("\"/>")
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1, extra: String = "") {
        body.reserve(48 + 4 * SVGBytes.maxCoordinateBytes)
        putLineEnds(x1: x1, y1: y1, x2: x2, y2: y2)
        body.put("\" stroke=\"")
        body.append(string: stroke)
        body.append(byte: UInt8(ascii: "\""))
        if width != 1 { attribute("stroke-width", width) }
        if !extra.isEmpty { body.append(string: extra) }
        body.append("/>")
    }

    /// `<line x1=".." y1=".." x2=".." y2=".."/>`, stroked by its group (a gridline).
    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double) {
        body.reserve(32 + 4 * SVGBytes.maxCoordinateBytes)
        putLineEnds(x1: x1, y1: y1, x2: x2, y2: y2)
        body.put("\"/>")
    }

    /// `<line x1=".." y1=".." x2=".." y2="..`, into room the caller reserved.
    @inline(__always)
    private mutating func putLineEnds(x1: Double, y1: Double, x2: Double, y2: Double) {
        body.put("<line x1=\"")
        body.put(coordinate: x1)
        body.put("\" y1=\"")
        body.put(coordinate: y1)
        body.put("\" x2=\"")
        body.put(coordinate: x2)
        body.put("\" y2=\"")
        body.put(coordinate: y2)
    }

    enum Anchor {
        case start, middle, end

        var attributeValue: StaticString {
            switch self {
            case .start: return "start"
            case .middle: return "middle"
            case .end: return "end"
            }
        }
    }

    /// A single line of user or chart text, escaped here.
    mutating func text(
        _ content: String, x: Double, y: Double, size: Double, anchor: Anchor = .start,
        weight: Int = 400, fill: String = ChartTheme.ink, extra: String = ""
    ) {
        body.reserve(32 + 3 * SVGBytes.maxCoordinateBytes)
        body.put("<text x=\"")
        body.put(coordinate: x)
        body.put("\" y=\"")
        body.put(coordinate: y)
        body.put("\" font-size=\"")
        body.put(coordinate: size)
        body.put(UInt8(ascii: "\""))
        if anchor != .start {
            raw(" text-anchor=\"")
            body.append(anchor.attributeValue)
            raw("\"")
        }
        if weight != 400 {
            raw(" font-weight=\"")
            body.appendDigits(UInt64(max(weight, 0)))
            raw("\"")
        }
        if fill != ChartTheme.ink { attribute("fill", fill) }
        if !extra.isEmpty { body.append(string: extra) }
        raw(">")
        body.appendHTMLEscaped(content)
        raw("</text>")
    }

    /// `<text x=".." y="..">label</text>` for a label whose size, colour and anchor come from
    /// its group.
    mutating func plainText(_ content: String, x: Double, y: Double) {
        var content = content
        content.withUTF8 { plainText(utf8: $0, x: x, y: y) }
    }

    /// `plainText` for a label written as bytes, e.g. straight from the locale's writer.
    mutating func plainText(utf8 content: UnsafeBufferPointer<UInt8>, x: Double, y: Double) {
        body.reserve(16 + 2 * SVGBytes.maxCoordinateBytes)
        body.put("<text x=\"")
        body.put(coordinate: x)
        body.put("\" y=\"")
        body.put(coordinate: y)
        body.put("\">")
        body.appendHTMLEscaped(utf8: content)
        body.append("</text>")
    }

    /// Text that may have been shortened: the full text stays available as a tooltip.
    mutating func fittedText(
        _ content: String, maxWidth: Double, x: Double, y: Double, size: Double,
        anchor: Anchor = .start, weight: Int = 400, fill: String = ChartTheme.ink
    ) {
        let shown = ChartText.truncated(content, fontSize: size, maxWidth: maxWidth)
        guard shown != content else {
            text(content, x: x, y: y, size: size, anchor: anchor, weight: weight, fill: fill)
            return
        }
        raw("<g><title>")
        body.appendHTMLEscaped(content)
        raw("</title>")
        text(shown, x: x, y: y, size: size, anchor: anchor, weight: weight, fill: fill)
        raw("</g>")
    }

    /// Appends a path's `d` commands for a polyline; `M` for the first point, then `L`.
    mutating func appendPolyline(_ points: [ChartPoint], continuing: Bool = false) {
        points.withUnsafeBufferPointer { appendPolyline($0, continuing: continuing) }
    }

    /// `appendPolyline` for points in a buffer, e.g. a line chart's kept points.
    mutating func appendPolyline(_ points: UnsafeBufferPointer<ChartPoint>, continuing: Bool = false) {
        // Room for every point at once: a command letter, two coordinates and a space each.
        body.reserve(points.count &* (2 + 2 * SVGBytes.maxCoordinateBytes))
        for index in points.indices {
            body.put((index == 0 && !continuing) ? UInt8(ascii: "M") : UInt8(ascii: "L"))
            body.put(coordinate: points[index].x)
            body.put(UInt8(ascii: " "))
            body.put(coordinate: points[index].y)
        }
    }

    /// The same polyline walked from its last point back to its first.
    mutating func appendPolylineReversed(_ points: [ChartPoint], continuing: Bool = false) {
        var first = !continuing
        for point in points.reversed() {
            body.append(byte: first ? UInt8(ascii: "M") : UInt8(ascii: "L"))
            first = false
            body.append(coordinate: point.x)
            body.append(byte: UInt8(ascii: " "))
            body.append(coordinate: point.y)
        }
    }
}

/// A chart's id, title and description, escaped once: each of the chart's three documents
/// (wide and phone drawings on the page, the standalone file) writes them.
struct SVGHead: Sendable {
    /// The id escaped for an attribute, before the canvas' suffix.
    let id: String
    /// `id` with the phone canvas' suffix, joined once rather than in every narrow drawing.
    private let narrowId: String
    let title: String
    let desc: String

    init(id: String, title: String, desc: String) {
        let safe = SVGBytes.idPrefix(id, suffix: "")
        self.id = safe
        narrowId = safe + ChartCanvas.narrow.idSuffix
        self.title = Self.escaped(title)
        self.desc = Self.escaped(desc)
    }

    /// `text.htmlEscaped`, with the common case (nothing to escape) found by reading the
    /// bytes in place, and text that needs entities (`year's`) escaped by the drawing's own
    /// byte writer rather than through a general buffer.
    private static func escaped(_ text: String) -> String {
        var text = text
        let escaped: String? = text.withUTF8 { bytes in
            guard bytes.contains(where: ByteBuffer.isHTMLSpecial) else { return nil }
            var out = SVGBytes(capacity: bytes.count + 32)
            out.appendHTMLEscaped(utf8: bytes)
            return out.string
        }
        return escaped ?? text
    }

    /// The prefix of the element ids in a drawing for `canvas`.
    func idPrefix(for canvas: ChartCanvas) -> String {
        switch canvas {
        case .wide: return id
        case .narrow: return narrowId
        }
    }
}
