/// The canvas a chart is being drawn for.
///
/// A 640-wide chart shown on a 390 px phone is scaled to about half size, and its 11-unit
/// labels become 6 px. Rather than let text shrink, every chart is drawn twice: once wide for
/// screens and paper, once narrow (a viewBox about as wide as a phone's column, so a unit is
/// about a CSS pixel) for phones, and CSS shows one of them. The canvas is a task-local so
/// each chart's layout code reads one width instead of threading it through every helper.
enum ChartCanvas: Sendable {
    case wide
    case narrow

    @TaskLocal static var current: ChartCanvas = .wide
    /// A chart written to its own `.svg` file carries its own size, fonts and colour schemes.
    /// Read by `svg()` only: a `ChartFigure` writes its file from the wide drawing.
    @TaskLocal static var standalone = false

    var width: Double {
        switch self {
        case .wide: return 640
        case .narrow: return 340
        }
    }

    /// Appended to element ids so the two drawings of one chart never share an id.
    var idSuffix: String {
        switch self {
        case .wide: return ""
        case .narrow: return "-n"
        }
    }

    var className: String {
        switch self {
        case .wide: return "canvas-wide"
        case .narrow: return "canvas-narrow"
        }
    }
}

/// Anything that draws itself as SVG: its body for the current canvas, which the writer wraps
/// in a root element for a page or for a file of its own.
protocol ChartDrawing: Sendable {
    func draw() -> SVGWriter
    /// The chart with the work that does not depend on the canvas done already, for a
    /// figure that draws it on both canvases.
    func preparedForCanvases() -> Self
}

extension ChartDrawing {
    func preparedForCanvases() -> Self { self }

    /// One document for the current canvas and `ChartCanvas.standalone`.
    func svg() -> String { draw().finish() }
}

/// A chart that works out what both canvases draw alike (the scale, tick labels, escaped
/// text, shapes placed as fractions of the plot) once, in `sharedWork()`.
protocol CanvasSharingChart: ChartDrawing {
    associatedtype Shared: Sendable
    /// Set by `preparedForCanvases()`; the chart's other fields must not change after it.
    var shared: Shared? { get set }
    func sharedWork() -> Shared
}

extension CanvasSharingChart {
    func preparedForCanvases() -> Self {
        var chart = self
        chart.shared = sharedWork()
        return chart
    }

    /// The shared work: done already for a figure, or now for a single drawing.
    var sharedForDrawing: Shared { shared ?? sharedWork() }
}

/// A chart with a document-unique id, a title and a description, which name and describe its
/// drawings and its image file.
protocol IdentifiedChart {
    var id: String { get }
    var title: String { get }
    var desc: String { get }
}

extension IdentifiedChart {
    var head: SVGHead { SVGHead(id: id, title: title, desc: desc) }
}
