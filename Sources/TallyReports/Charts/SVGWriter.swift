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
    private(set) var body: ByteBuffer
    let idPrefix: String
    private let head: SVGHead
    private let width: Double
    private let height: Double
    private let canvas: ChartCanvas

    init(idPrefix: String, title: String, desc: String, width: Double, height: Double, capacity: Int) {
        self.init(head: SVGHead(id: idPrefix, title: title, desc: desc), width: width, height: height, capacity: capacity)
    }

    init(head: SVGHead, width: Double, height: Double, capacity: Int) {
        body = ByteBuffer(capacity: capacity)
        canvas = ChartCanvas.current
        idPrefix = head.idPrefix(for: canvas)
        self.head = head
        self.width = width
        self.height = height
    }

    /// The whole `<svg>` element: for a page (sized by CSS, labelled by ARIA) or, `standalone`,
    /// for a file of its own (its own size, fonts and dark scheme).
    func document(standalone: Bool, into out: inout ByteBuffer) {
        writeHead(standalone: standalone, into: &out)
        out.append(body)
        out.append(Self.closing)
    }

    static let closing: StaticString = "</svg>"

    /// Everything before the body: the root element's attributes, title and description.
    private func writeHead(standalone: Bool, into out: inout ByteBuffer) {
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " as StaticString)
        out.append(coordinate: width)
        out.append(byte: UInt8(ascii: " "))
        out.append(coordinate: height)
        if standalone {
            // An SVG document is named by its first <title>; SVG 1.1 (which checkers of .svg
            // files follow) has no ARIA attributes.
            out.append("\" width=\"" as StaticString)
            out.append(coordinate: width)
            out.append("\" height=\"" as StaticString)
            out.append(coordinate: height)
            out.append("\" font-family=\"" as StaticString)
        } else {
            out.append("\" width=\"100%\" class=\"" as StaticString)
            out.append(canvas.className)
            out.append("\" role=\"img\" aria-labelledby=\"" as StaticString)
            out.append(idPrefix)
            out.append("-title " as StaticString)
            out.append(idPrefix)
            out.append("-desc\" font-family=\"" as StaticString)
        }
        out.append(ChartTheme.fontFamily)
        out.append("\" fill=\"" as StaticString)
        out.append(ChartTheme.ink)
        out.append("\"><title id=\"" as StaticString)
        out.append(idPrefix)
        out.append("-title\">" as StaticString)
        out.append(head.title)
        out.append("</title><desc id=\"" as StaticString)
        out.append(idPrefix)
        out.append("-desc\">" as StaticString)
        out.append(head.desc)
        out.append("</desc>" as StaticString)
        if standalone { out.append(ChartTheme.standaloneStyle) }
    }

    /// The drawing as one document, for the current `ChartCanvas.standalone`.
    func finish() -> String {
        var out = ByteBuffer(capacity: body.count + 1024)
        document(standalone: ChartCanvas.standalone, into: &out)
        return out.string
    }

    mutating func raw(_ markup: StaticString) { body.append(markup) }

    /// Markup built at run time; it must be safe already (ours, or escaped).
    mutating func raw(string markup: String) { body.append(markup) }

    /// Markup collected elsewhere, e.g. pattern definitions.
    mutating func append(_ markup: borrowing ByteBuffer) { body.append(markup) }

    /// User text as element content or an attribute value.
    mutating func escaped(_ text: String) { body.appendHTMLEscaped(text) }

    mutating func number(_ value: Double) { body.append(coordinate: value) }

    /// ` name="value"` for a coordinate or length.
    mutating func attribute(_ name: StaticString, _ value: Double) {
        body.appendAttribute(name, coordinate: value)
    }

    /// ` name="value"` for a value that is already markup-safe.
    mutating func attribute(_ name: StaticString, _ value: String) {
        body.appendAttribute(name, value)
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String, extra: String = "") {
        body.append("<rect")
        attribute("x", x)
        attribute("y", y)
        attribute("width", max(width, 0))
        attribute("height", max(height, 0))
        attribute("fill", fill)
        body.append(extra)
        body.append("/>")
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1, extra: String = "") {
        appendLineEnds(x1: x1, y1: y1, x2: x2, y2: y2)
        attribute("stroke", stroke)
        if width != 1 { attribute("stroke-width", width) }
        body.append(extra)
        body.append("/>")
    }

    /// `<line x1=".." y1=".." x2=".." y2=".."/>`, stroked by its group (a gridline).
    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double) {
        appendLineEnds(x1: x1, y1: y1, x2: x2, y2: y2)
        body.append("/>")
    }

    /// `<line x1=".." y1=".." x2=".." y2=".."`.
    private mutating func appendLineEnds(x1: Double, y1: Double, x2: Double, y2: Double) {
        body.append("<line")
        attribute("x1", x1)
        attribute("y1", y1)
        attribute("x2", x2)
        attribute("y2", y2)
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
        body.append("<text")
        attribute("x", x)
        attribute("y", y)
        attribute("font-size", size)
        if anchor != .start {
            raw(" text-anchor=\"")
            body.append(anchor.attributeValue)
            raw("\"")
        }
        if weight != 400 {
            raw(" font-weight=\"")
            body.append(integer: max(weight, 0))
            raw("\"")
        }
        if fill != ChartTheme.ink { attribute("fill", fill) }
        body.append(extra)
        raw(">")
        body.appendHTMLEscaped(content)
        raw("</text>")
    }

    /// `<text x=".." y="..">label</text>` for a label whose size, colour and anchor come from
    /// its group.
    mutating func plainText(_ content: String, x: Double, y: Double) {
        body.append("<text")
        attribute("x", x)
        attribute("y", y)
        body.append(">")
        body.appendHTMLEscaped(content)
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
    mutating func appendPolyline(_ points: some Collection<ChartPoint>, continuing: Bool = false) {
        var first = !continuing
        for point in points {
            body.append(byte: first ? UInt8(ascii: "M") : UInt8(ascii: "L"))
            first = false
            body.append(coordinate: point.x)
            body.append(byte: UInt8(ascii: " "))
            body.append(coordinate: point.y)
        }
    }

    /// The same polyline walked from its last point back to its first.
    mutating func appendPolylineReversed(_ points: [ChartPoint], continuing: Bool = false) {
        appendPolyline(points.reversed(), continuing: continuing)
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
        let safe = id.htmlEscaped
        self.id = safe
        narrowId = safe + ChartCanvas.narrow.idSuffix
        self.title = title.htmlEscaped
        self.desc = desc.htmlEscaped
    }

    /// The prefix of the element ids in a drawing for `canvas`.
    func idPrefix(for canvas: ChartCanvas) -> String {
        switch canvas {
        case .wide: return id
        case .narrow: return narrowId
        }
    }
}
