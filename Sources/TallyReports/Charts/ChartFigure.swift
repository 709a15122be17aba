/// A finished chart for a report page, with its caption.
public struct ChartFigure: Sendable {
    /// Inline markup for the HTML page: the wide drawing and the phone drawing, one of which
    /// CSS shows (see `ChartCanvas`).
    public let svg: String
    public let caption: String
    public let wide: Bool
    /// The chart's id (`<slug>-balance`), which also names its standalone file.
    public let name: String?
    /// The chart as a document of its own, for the `.md` report to show as an image.
    public let standaloneSVG: String?
    /// Short text for the image's alt attribute: the chart's title.
    public let altText: String

    public init(svg: String, caption: String, wide: Bool = false) {
        self.svg = svg
        self.caption = caption
        self.wide = wide
        name = nil
        standaloneSVG = nil
        altText = caption
    }

    init(chart: some ChartDrawing & IdentifiedChart, caption: String, wide: Bool = false) {
        let wideSVG = chart.svg()
        let narrowSVG = ChartCanvas.$current.withValue(.narrow) { chart.svg() }
        svg = wideSVG + narrowSVG
        self.caption = caption
        self.wide = wide
        name = chart.id
        standaloneSVG = ChartCanvas.$standalone.withValue(true) { chart.svg() }
        altText = chart.title
    }

    /// The file name of the standalone drawing beside a report in the same folder.
    public var fileName: String? { name.map { $0 + ".svg" } }
}

/// A chart with a document-unique id and a title, which name and describe its image file.
protocol IdentifiedChart {
    var id: String { get }
    var title: String { get }
}

extension LineChart: ChartDrawing, IdentifiedChart {}
extension PieChart: ChartDrawing, IdentifiedChart {}
extension StackedAreaChart: ChartDrawing, IdentifiedChart {}
extension GroupedBarChart: ChartDrawing, IdentifiedChart {}
extension BudgetBarChart: ChartDrawing, IdentifiedChart {}
extension GaugeChart: ChartDrawing, IdentifiedChart {}
