import Foundation
import TallyEngines
@testable import TallyReports
import Testing

/// Charts drawn for phones, for dark schemes and as files of their own.
@Suite struct ChartCanvasTests {
    /// Every `font-size` a drawing uses, from attributes on text and groups.
    static func fontSizes(in svg: String) -> [Double] {
        var sizes: [Double] = []
        var rest = Substring(svg)
        while let range = rest.range(of: "font-size=\"") {
            rest = rest[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            if let size = Double(rest[..<end]) { sizes.append(size) }
            rest = rest[end...]
        }
        return sizes
    }

    static func viewBoxWidth(_ svg: String) -> Double? {
        guard let range = svg.range(of: "viewBox=\"0 0 ") else { return nil }
        let rest = svg[range.upperBound...]
        return rest.split(separator: " ").first.flatMap { Double($0) }
    }

    static func ids(in svg: String) -> Set<String> {
        var ids = Set<String>()
        var rest = Substring(svg)
        while let range = rest.range(of: " id=\"") {
            rest = rest[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            ids.insert(String(rest[..<end]))
            rest = rest[end...]
        }
        return ids
    }

    /// 390 px phone, 0.9rem (15 px root) page padding and 0.4rem chart padding each side, and
    /// the figure's 1 px border: the width a phone gives the narrow drawing.
    static let phoneChartWidth = 390.0 - 2 * 13.5 - 2 * 6 - 2

    @Test(arguments: ChartSamples.drawings())
    func phoneDrawingKeepsEveryLabelAtLeastNinePixels(sample: ChartSamples.Drawing) throws {
        let narrow = ChartCanvas.$current.withValue(.narrow) { sample.chart.svg() }
        let width = try #require(Self.viewBoxWidth(narrow))
        #expect(width == ChartCanvas.narrow.width)
        let scale = Self.phoneChartWidth / width
        let smallest = try #require(Self.fontSizes(in: narrow).min())
        #expect(smallest * scale >= 9, "\(sample.name): \(smallest)-unit text shows at \(smallest * scale) px on a 390 px phone")
        #expect(narrow.contains("class=\"canvas-narrow\""))
    }

    @Test(arguments: ChartSamples.drawings())
    func wideAndNarrowDrawingsShareNoId(sample: ChartSamples.Drawing) {
        let wide = sample.chart.svg()
        let narrow = ChartCanvas.$current.withValue(.narrow) { sample.chart.svg() }
        #expect(wide.contains("class=\"canvas-wide\""))
        #expect(Self.ids(in: wide).isDisjoint(with: Self.ids(in: narrow)), "\(sample.name): both drawings sit on one page")
        #expect(!Self.ids(in: narrow).isEmpty)
    }

    @Test func standaloneFileCarriesItsOwnSizeFontsAndDarkScheme() {
        let svg = ChartCanvas.$standalone.withValue(true) { ChartSamples.loanLine().svg() }
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 640 "))
        #expect(svg.contains(" width=\"640\" height=\""))
        #expect(!svg.contains("width=\"100%\""), "an image file needs a size of its own")
        #expect(svg.contains("<style>svg{font-family:system-ui, sans-serif}"))
        // Printed, it stays light (issue 28), as a page's charts do.
        #expect(svg.contains("@media screen and (prefers-color-scheme: dark){svg{background:#161b22}"))
        #expect(svg.contains(ChartTheme.darkRules(scope: "svg")))
    }

    @Test func figureHoldsBothDrawingsAndAFileNamedForTheChart() throws {
        let figure = ChartFigure(chart: ChartSamples.spendingPie(), caption: "Where it went")
        #expect(figure.svg.contains("class=\"canvas-wide\""))
        #expect(figure.svg.contains("class=\"canvas-narrow\""))
        #expect(figure.fileName == ChartSamples.spendingPie().id + ".svg")
        let standalone = try #require(figure.standaloneSVG)
        #expect(!standalone.contains("canvas-"))
        #expect(figure.altText == ChartSamples.spendingPie().title)
    }

    /// The figure draws each canvas once, and its file from the wide drawing: the same
    /// documents as drawing each on its own.
    @Test(arguments: ChartSamples.drawings())
    func figureFromTwoPassesMatchesThreeSeparateDrawings(sample: ChartSamples.Drawing) throws {
        let figure = sample.figure()
        let wide = sample.chart.svg()
        let narrow = ChartCanvas.$current.withValue(.narrow) { sample.chart.svg() }
        #expect(figure.svg == wide + narrow)
        #expect(figure.standaloneSVG == ChartCanvas.$standalone.withValue(true) { sample.chart.svg() })
    }

    @Test func darkChartTextKeepsItsContrastOnTheDarkGround() throws {
        let ground = try #require(Colour.parse(ChartTheme.darkGround))
        for (light, dark) in ChartTheme.darkPairs where [ChartTheme.ink, ChartTheme.mutedInk, ChartTheme.faintInk, ChartTheme.alert].contains(light) {
            let colour = try #require(Colour.parse(dark))
            #expect(colour.contrastRatio(with: ground) >= 4.5, "\(dark) (for \(light)) on \(ChartTheme.darkGround)")
            let original = try #require(Colour.parse(light))
            #expect(original.contrastRatio(with: .white) >= 4.5, "\(light) on white")
        }
        for (light, dark) in ChartTheme.darkPairs where [ChartTheme.grid, ChartTheme.axis].contains(light) {
            let colour = try #require(Colour.parse(dark))
            #expect(colour.contrastRatio(with: ground) > 1.4, "\(dark) rules stay visible on the dark ground")
        }
    }

    @Test func stylesheetCarriesTheChartsDarkRules() throws {
        let css = try String(contentsOf: Self.stylesheet, encoding: .utf8)
        #expect(css.contains(ChartTheme.darkRules(scope: ":is(svg.canvas-wide,svg.canvas-narrow)")), "paste ChartTheme.darkRules into style.css's dark block")
        #expect(css.contains("@media screen and (prefers-color-scheme: dark)"))
        #expect(css.contains("counter(page)"), "printed pages are numbered")
    }

    /// The page's own text colours against its ground, in the light and the dark scheme.
    @Test func pageTextKeepsItsContrastInBothSchemes() throws {
        let css = try String(contentsOf: Self.stylesheet, encoding: .utf8)
        let light = try #require(css.components(separatedBy: ":root {").dropFirst().first)
        let darkStart = try #require(css.range(of: "@media screen and (prefers-color-scheme: dark) {\n  :root {"))
        let dark = String(css[darkStart.upperBound...])
        for block in [light, dark] {
            func colour(_ name: String) throws -> Colour {
                let start = try #require(block.range(of: name + ": "))
                return try #require(Colour.parse(String(block[start.upperBound...].prefix(7))))
            }
            let ground = try colour("--bg")
            for name in ["--ink", "--muted", "--accent", "--danger"] {
                #expect(try colour(name).contrastRatio(with: ground) >= 4.5, "\(name) on --bg")
            }
            #expect(try colour("--ink").contrastRatio(with: try colour("--answer")) >= 4.5, "the answer box")
            #expect(try colour("--answer-label").contrastRatio(with: try colour("--answer")) >= 4.5, "the answer's label")
            #expect(try colour("--ink").contrastRatio(with: try colour("--soft")) >= 4.5, "table headers")
        }
    }

    static let stylesheet = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TallySite/Site/style.css")
}
