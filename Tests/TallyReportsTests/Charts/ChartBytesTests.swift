import Testing
import TallyEngines
import TallyTestSupport
@testable import TallyReports

extension Charts {
    /// The byte-level writers behind the charts against the string-built forms they replaced.
    @Suite struct ChartBytesTests {
        /// `compactMoney` as it was built from formatted strings, kept as the reference.
        static func referenceCompactMoney(_ value: Double, symbol: String) -> String {
            guard value.isFinite else { return symbol + "0" }
            let magnitude = abs(value)
            var text = value < 0 && magnitude >= 0.5 ? "\u{2212}" : ""
            text += symbol
            let units: [(Double, String)] = [(1e9, "bn"), (1e6, "m"), (1e3, "k")]
            for (index, (size, suffix)) in units.enumerated() {
                guard magnitude >= size else { continue }
                let scaled = (magnitude / size * 10).rounded(.toNearestOrAwayFromZero) / 10
                if scaled >= 1000, index > 0 {
                    let larger = units[index - 1]
                    let promoted = (magnitude / larger.0 * 10).rounded(.toNearestOrAwayFromZero) / 10
                    return text + ChartNumber.format(promoted, decimals: 1) + larger.1
                }
                return text + ChartNumber.format(scaled, decimals: 1) + suffix
            }
            let whole = magnitude.rounded(.toNearestOrAwayFromZero)
            if whole >= 1000 { return text + "1k" }
            return text + ChartNumber.format(whole, decimals: 0)
        }

        @Test func compactMoneyMatchesTheStringBuiltLabels() {
            var random = SeededRandom(seed: 11)
            var values: [Double] = [0, -0, 0.4, 0.5, -0.5, -0.49, 999.4, 999.5, 999_949, 999_950, 999_960, 1e6, 1.25e6,
                                    999_950_000, 1e9, 2.5e12, 1e14, -350_000, .nan, .infinity, -.infinity]
            for _ in 0..<5_000 {
                let magnitude = [1.0, 1e3, 1e5, 1e7, 1e10][random.int(in: 0...4)]
                values.append((random.unit() - 0.2) * magnitude)
            }
            for symbol in ["£", "$", "CHF ", "", "€"] {
                for value in values {
                    #expect(AxisLabels.compactMoney(value, symbol: symbol) == Self.referenceCompactMoney(value, symbol: symbol), "\(value) \(symbol)")
                }
            }
        }

        @Test func hexWritesEveryChannelValue() {
            for value in 0...255 {
                let channel = UInt8(value)
                let colour = Colour(red: channel, green: 255 - channel, blue: channel / 3)
                let expected = "#" + [colour.red, colour.green, colour.blue].map { byte in
                    let text = String(byte, radix: 16)
                    return text.count == 1 ? "0" + text : text
                }.joined()
                #expect(colour.hex == expected)
            }
        }

        @Test func fragmentsHandBackEachPieceWhole() {
            let pieces = ["#1f77b4", "", "url(#loan-years-series1)", "é&<", "#000000"]
            let fragments = SVGFragments(pieces)
            for index in pieces.indices {
                #expect(String(decoding: fragments[index], as: UTF8.self) == pieces[index])
            }
        }

        @Test func projectedPointsAreTheCoordinatesOfXAndY() {
            var random = SeededRandom(seed: 360)
            for xMode in [CartesianPlot.XMode.points, .bands] {
                for xCount in [0, 1, 2, 31, 360] {
                    let high = random.unit() * 1e6
                    let plot = CartesianPlot(
                        scale: NiceScale(dataMin: 0, dataMax: high, includeZero: true), tickLabel: { ChartNumber.format($0) },
                        xCount: xCount, xMode: xMode, legend: [], yTitle: "Balance", xTitle: nil
                    )
                    let projection = plot.projection
                    for index in 0..<max(xCount, 1) {
                        let value = [random.unit() * high * 1.2 - high * 0.1, .nan, 0][random.int(in: 0...2)]
                        let point = projection.point(index, value)
                        #expect(point.x == plot.x(index))
                        #expect(point.y == plot.y(value))
                    }
                }
            }
        }

        @Test func patternReferencesNameTheirDefinitions() {
            var definitions = PatternDefinitions(idPrefix: "a&b")
            let solid = definitions.fill(.solid, colour: Colour(red: 1, green: 2, blue: 3), local: "series", index: 0)
            let hatched = definitions.fill(.diagonal, colour: Colour(red: 1, green: 2, blue: 3), local: "series", index: 12)
            #expect(solid == "#010203")
            #expect(hatched == "url(#a&amp;b-series12)")
            var writer = SVGWriter(idPrefix: "a&b", title: "t", desc: "d", width: 10, height: 10, capacity: 64)
            definitions.write(into: &writer)
            #expect(writer.finish().contains("<pattern id=\"a&amp;b-series12\" width=\"8\""))
        }
    }
}
