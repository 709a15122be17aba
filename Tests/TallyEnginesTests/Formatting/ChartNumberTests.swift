import Testing
@testable import TallyEngines

@Suite struct ChartNumberTests {
    @Test func writesFixedPrecisionWithoutNoise() {
        #expect(ChartNumber.format(1.5) == "1.5")
        #expect(ChartNumber.format(3.10) == "3.1")
        #expect(ChartNumber.format(2) == "2")
        #expect(ChartNumber.format(0.30000000000000004) == "0.3")
        #expect(ChartNumber.format(-0.001) == "0")
        #expect(ChartNumber.format(-0.0) == "0")
        #expect(ChartNumber.format(-1.25) == "\u{2212}1.25")
        #expect(ChartNumber.format(0.125) == "0.13")
        #expect(ChartNumber.format(1.05, decimals: 1) == "1.1")
        #expect(ChartNumber.format(123.456, decimals: 0) == "123")
        #expect(ChartNumber.format(.nan) == "0")
        #expect(ChartNumber.format(.infinity) == "0")
        #expect(ChartNumber.format(0.07) == "0.07")
        var coordinate = ""
        ChartNumber.appendCoordinate(-12.3456, to: &coordinate)
        #expect(coordinate == "-12.35")
    }
}
