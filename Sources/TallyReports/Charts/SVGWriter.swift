import TallyEngines

/// Appends compact SVG markup to one growing string.
///
/// Every chart goes through this so that the accessible frame (role, title, desc), number
/// formatting and escaping are written once. Callers pass user text unescaped to the `text`
/// methods; attribute values handed in as `String` must already be safe (ours, or escaped).
struct SVGWriter {
    private(set) var output: String
    let idPrefix: String

    init(idPrefix: String, title: String, desc: String, width: Double, height: Double, capacity: Int) {
        output = ""
        output.reserveCapacity(capacity)
        let canvas = ChartCanvas.current
        self.idPrefix = idPrefix.htmlEscaped + canvas.idSuffix
        output += "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 "
        ChartNumber.appendCoordinate(width, to: &output)
        output += " "
        ChartNumber.appendCoordinate(height, to: &output)
        if ChartCanvas.standalone {
            // A file shown by an <img> or a git host: its own size, fonts and dark scheme.
            output += "\" width=\""
            ChartNumber.appendCoordinate(width, to: &output)
            output += "\" height=\""
            ChartNumber.appendCoordinate(height, to: &output)
        } else {
            output += "\" width=\"100%\" class=\"" + canvas.className
        }
        if ChartCanvas.standalone {
            // An SVG document is named by its first <title>; SVG 1.1 (which checkers of .svg
            // files follow) has no ARIA attributes.
            output += "\" font-family=\""
        } else {
            output += "\" role=\"img\" aria-labelledby=\""
            output += self.idPrefix + "-title " + self.idPrefix + "-desc\" font-family=\""
        }
        output += ChartTheme.fontFamily + "\" fill=\"" + ChartTheme.ink + "\">"
        output += "<title id=\"" + self.idPrefix + "-title\">" + title.htmlEscaped + "</title>"
        output += "<desc id=\"" + self.idPrefix + "-desc\">" + desc.htmlEscaped + "</desc>"
        if ChartCanvas.standalone {
            output += "<style>svg{font-family:" + ChartTheme.fontFamily + "}"
            output += "@media (prefers-color-scheme: dark){svg{background:" + ChartTheme.darkGround + "}"
            output += ChartTheme.darkRules(scope: "svg") + "}</style>"
        }
    }

    /// A document-unique id for a definition such as a pattern: `<prefix>-<local>`.

    mutating func finish() -> String {
        output += "</svg>"
        return output
    }

    mutating func raw(_ markup: String) { output += markup }

    mutating func number(_ value: Double) { ChartNumber.appendCoordinate(value, to: &output) }

    /// ` name="value"` for a coordinate or length.
    mutating func attribute(_ name: String, _ value: Double) {
        output += " " + name + "=\""
        ChartNumber.appendCoordinate(value, to: &output)
        output += "\""
    }

    /// ` name="value"` for a value that is already markup-safe.
    mutating func attribute(_ name: String, _ value: String) {
        output += " " + name + "=\"" + value + "\""
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String, extra: String = "") {
        output += "<rect"
        attribute("x", x)
        attribute("y", y)
        attribute("width", max(width, 0))
        attribute("height", max(height, 0))
        attribute("fill", fill)
        output += extra + "/>"
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1, extra: String = "") {
        output += "<line"
        attribute("x1", x1)
        attribute("y1", y1)
        attribute("x2", x2)
        attribute("y2", y2)
        attribute("stroke", stroke)
        if width != 1 { attribute("stroke-width", width) }
        output += extra + "/>"
    }

    enum Anchor: String {
        case start, middle, end
    }

    /// A single line of user or chart text, escaped here.
    mutating func text(
        _ content: String, x: Double, y: Double, size: Double, anchor: Anchor = .start,
        weight: Int = 400, fill: String = ChartTheme.ink, extra: String = ""
    ) {
        output += "<text"
        attribute("x", x)
        attribute("y", y)
        attribute("font-size", size)
        if anchor != .start { attribute("text-anchor", anchor.rawValue) }
        if weight != 400 { output += " font-weight=\"" + String(weight) + "\"" }
        if fill != ChartTheme.ink { attribute("fill", fill) }
        output += extra + ">" + content.htmlEscaped + "</text>"
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
        output += "<g><title>" + content.htmlEscaped + "</title>"
        text(shown, x: x, y: y, size: size, anchor: anchor, weight: weight, fill: fill)
        output += "</g>"
    }

    /// Appends a path's `d` commands for a polyline; `M` for the first point, then `L`.
    mutating func appendPolyline(xs: [Double], ys: [Double], continuing: Bool = false) {
        for index in xs.indices {
            output += (index == 0 && !continuing) ? "M" : "L"
            ChartNumber.appendCoordinate(xs[index], to: &output)
            output += " "
            ChartNumber.appendCoordinate(ys[index], to: &output)
        }
    }
}
