import Testing
import TallyEngines
import TallyTestSupport
@testable import TallyReports

extension Charts {
    /// The small writers behind the charts: colours, projected points, pattern references.
    @Suite struct ChartBytesTests {
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
            var definitions = PatternDefinitions(head: SVGHead(id: "a&b", title: "t", desc: "d"))
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
