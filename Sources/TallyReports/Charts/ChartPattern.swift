import TallyEngines

/// A texture laid over a fill so shapes stay tellable apart in a black-and-white print.
/// Solid first, then ever busier textures (`ChartStyleSequence`).
public enum ChartPattern: ChartStyleSequence {
    case solid
    case diagonal
    case dots
    case reverseDiagonal
    case crosshatch
    case horizontal
    case vertical
    case grid
}

/// Styles a chart hands out in turn, one to each slice, series or line, so that no two parts
/// share one until every style is taken: `ChartPattern` for fills, `LineDash` for lines.
public protocol ChartStyleSequence: Sendable, Hashable, CaseIterable where AllCases == [Self] {}

extension ChartStyleSequence {
    /// The style for the `index`-th part, in declaration order, starting again after the last.
    public static func sequence(at index: Int) -> Self {
        let all = allCases
        return all[((index % all.count) + all.count) % all.count]
    }
}

/// Pattern definitions collected before the chart is laid out, since legends and shapes share them.
struct PatternDefinitions: ~Copyable {
    private var markup = ByteBuffer(capacity: 512)
    let idPrefix: String

    /// For the drawing of `head` on the current canvas, whose ids its patterns' ids extend.
    init(head: SVGHead) {
        idPrefix = head.idPrefix(for: ChartCanvas.current)
    }

    /// The fill for the `index`-th slice, bar series, layer or band of a chart: its colour under
    /// `ChartPattern.sequence(at: index)`. Every chart that tells its parts apart by fill takes it
    /// from here, so each part also differs from the others in texture (a grey print loses the
    /// hue) and its legend swatch, given the same value, shows the same texture.
    mutating func sequenceFill(colour: Colour, local: StaticString, index: Int) -> String {
        fill(ChartPattern.sequence(at: index), colour: colour, local: local, index: index)
    }

    /// The `fill` value for `colour` under `pattern`, defining `<pattern id="<prefix>-<local><index>">`.
    mutating func fill(_ pattern: ChartPattern, colour: Colour, local: StaticString, index: Int) -> String {
        guard pattern != .solid else { return colour.hex }
        var id = ByteBuffer(capacity: idPrefix.utf8.count + 16)
        id.append(idPrefix)
        id.append("-")
        id.append(local)
        id.append(integer: max(index, 0))
        raw("<pattern id=\"")
        markup.append(id)
        let darkBase = colour.readableTextColour == .white
        let ink: StaticString = darkBase ? "#ffffff" : "#000000"
        let opacity: StaticString = darkBase ? "0.6" : "0.45"
        raw("\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\"")
        switch pattern {
        case .diagonal, .crosshatch: raw(" patternTransform=\"rotate(45)\"")
        case .reverseDiagonal: raw(" patternTransform=\"rotate(-45)\"")
        default: break
        }
        raw("><rect width=\"8\" height=\"8\" fill=\"")
        raw(string: colour.hex)
        raw("\"/>")
        switch pattern {
        case .solid:
            break
        case .diagonal, .reverseDiagonal, .vertical:
            raw("<path d=\"M2 0V8")
        case .horizontal:
            raw("<path d=\"M0 2H8")
        case .crosshatch, .grid:
            raw("<path d=\"M2 0V8M0 2H8")
        case .dots:
            raw("<circle cx=\"4\" cy=\"4\" r=\"1.6\" fill=\"")
            raw(ink)
            raw("\" fill-opacity=\"")
            raw(opacity)
            raw("\"/>")
        }
        if pattern != .dots {
            raw("\" stroke=\"")
            raw(ink)
            raw("\" stroke-opacity=\"")
            raw(opacity)
            raw("\" stroke-width=\"2\"/>")
        }
        raw("</pattern>")
        return "url(#" + id.string + ")"
    }

    private mutating func raw(_ text: StaticString) { markup.append(text) }

    private mutating func raw(string text: String) { markup.append(text) }

    /// Writes the collected definitions, if any, as one `<defs>` element.
    func write(into writer: inout SVGWriter) {
        guard markup.count > 0 else { return }
        writer.raw("<defs>")
        writer.append(markup)
        writer.raw("</defs>")
    }
}
