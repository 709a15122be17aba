/// A finished chart for a report page, with its caption.
public struct ChartFigure: Sendable {
    /// Inline markup for the HTML page: the wide drawing and the phone drawing, one of which
    /// CSS shows (see `ChartCanvas`), as UTF-8 bytes to splice into the page.
    let page: [UInt8]
    public let caption: String
    public let wide: Bool
    /// The chart's id (`<slug>-balance`), which also names its standalone file.
    public let name: String?
    /// The chart as a document of its own, for the `.md` report to show as an image.
    let standalone: [UInt8]?
    /// Short text for the image's alt attribute: the chart's title.
    public let altText: String

    public init(svg: String, caption: String, wide: Bool = false) {
        page = Array(svg.utf8)
        self.caption = caption
        self.wide = wide
        name = nil
        standalone = nil
        altText = caption
    }

    /// Two drawing passes, wide and narrow; the standalone file shares the wide pass's shapes,
    /// since only its root element and embedded style differ.
    init(chart: some ChartDrawing & IdentifiedChart, caption: String, wide: Bool = false) {
        let chart = chart.preparedForCanvases()
        let wideDrawing = chart.draw()
        var page = ByteBuffer(capacity: 2 * wideDrawing.body.count + 4096)
        wideDrawing.document(standalone: false, into: &page)
        ChartCanvas.$current.withValue(.narrow) {
            chart.draw().document(standalone: false, into: &page)
        }
        self.page = page.bytes
        var file = ByteBuffer(capacity: wideDrawing.body.count + ChartTheme.standaloneStyle.utf8.count + 2048)
        wideDrawing.document(standalone: true, into: &file)
        standalone = file.bytes
        self.caption = caption
        self.wide = wide
        name = chart.id
        altText = chart.title
    }

    /// The inline markup as text, for small pages and tests.
    public var svg: String { String(decoding: page, as: UTF8.self) }

    /// The standalone document as text, for tests.
    public var standaloneSVG: String? { standalone.map { String(decoding: $0, as: UTF8.self) } }

    /// The file name of the standalone drawing beside a report in the same folder.
    public var fileName: String? { name.map { $0 + ".svg" } }
}

extension LineChart: CanvasSharingChart, IdentifiedChart {}
extension PieChart: CanvasSharingChart, IdentifiedChart {}
extension StackedAreaChart: ChartDrawing, IdentifiedChart {}
extension GroupedBarChart: CanvasSharingChart, IdentifiedChart {}
extension BudgetBarChart: ChartDrawing, IdentifiedChart {}
extension GaugeChart: ChartDrawing, IdentifiedChart {}
