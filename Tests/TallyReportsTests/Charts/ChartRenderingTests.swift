import Testing
import TallyEngines
@testable import TallyReports

extension Charts {
    /// Properties every chart shares: valid accessible SVG, escaping, determinism, degenerate data.
    @Suite struct ChartRenderingTests {
        @Test func everySampleIsValidAndDeterministic() {
            let first = ChartSamples.all()
            let second = ChartSamples.all()
            let ids = ["loan", "bmi", "savings", "spend", "budget", "history", "gauge"]
            for (index, chart) in first.enumerated() {
                ChartChecks.expectValid(chart.svg, id: ids[index])
                #expect(chart.svg == second[index].svg, "\(chart.name) differs between renders")
            }
        }

        @Test func hostileTextIsEscapedEverywhere() {
            let evil = ChartChecks.hostile
            let months = [evil, "Feb"]
            let svgs = [
                LineChart(id: "h", title: evil, desc: evil, xLabels: months, series: [.init(name: evil, values: [1, 2])],
                          bands: [.init(lower: 0, upper: 2, colour: .black, label: evil)], yAxisTitle: evil, xAxisTitle: evil,
                          tickLabel: { _ in evil }).svg(),
                StackedAreaChart(id: "h", title: evil, desc: evil, xLabels: months, layers: [.init(name: evil, values: [1, 2])],
                                 yAxisTitle: evil, xAxisTitle: evil, tickLabel: { _ in evil }).svg(),
                PieChart(id: "h", title: evil, desc: evil, slices: [.init(label: evil, value: 1, amountText: evil),
                                                                     .init(label: evil, value: 2, amountText: evil)], note: evil).svg(),
                BudgetBarChart(id: "h", title: evil, desc: evil, rows: [.init(label: evil, spent: Money(minorUnits: 200), budget: Money(minorUnits: 100), valueText: evil)], currency: .gbp).svg(),
                GroupedBarChart(id: "h", title: evil, desc: evil, xLabels: months, series: [.init(name: evil, values: [1, 2])],
                                yAxisTitle: evil, tickLabel: { _ in evil }).svg(),
                GaugeChart(id: "h", title: evil, desc: evil, minimum: 0, maximum: 10,
                           bands: [.init(lower: 0, upper: 10, colour: .white, label: evil)], value: 5, valueLabel: evil, tickLabel: { _ in evil }).svg(),
            ]
            for svg in svgs {
                ChartChecks.expectValid(svg, id: "h")
                #expect(!svg.contains("<script"))
                #expect(svg.contains(ChartChecks.hostileEscaped))
            }
        }

        @Test func hostileIdPrefixCannotBreakOut() {
            let svg = PieChart(id: "a\"><script>", title: "t", desc: "d", slices: [.init(label: "x", value: 1, amountText: "1"), .init(label: "y", value: 1, amountText: "1")]).svg()
            #expect(!svg.contains("<script"))
            #expect(ChartChecks.parsesAsXML(svg))
        }

        /// Empty, single-point, all-zero and non-finite inputs must still give clean, finite output.
        @Test func degenerateDataDrawsWithoutNaN() {
            let cases: [[Double]] = [[], [0], [5], [0, 0, 0], [.nan, .infinity, -.infinity], [-3, -1], [1e15, 2e15], [42, 42]]
            for values in cases {
                let labels = ChartSamples.months(values.count)
                let svgs = [
                    LineChart(id: "d", title: "t", desc: "d", xLabels: labels, series: [.init(name: "s", values: values)]).svg(),
                    LineChart(id: "d", title: "t", desc: "d", xLabels: labels, series: [.init(name: "s", values: values)], startsAtZero: false).svg(),
                    LineChart(id: "d", title: "t", desc: "d", xLabels: labels, series: []).svg(),
                    StackedAreaChart(id: "d", title: "t", desc: "d", xLabels: labels, layers: [.init(name: "a", values: values), .init(name: "b", values: values)]).svg(),
                    PieChart(id: "d", title: "t", desc: "d", slices: values.map { .init(label: "s", value: $0, amountText: "x") }).svg(),
                    GroupedBarChart(id: "d", title: "t", desc: "d", xLabels: labels, series: [.init(name: "a", values: values)]).svg(),
                    GaugeChart(id: "d", title: "t", desc: "d", minimum: values.first ?? 0, maximum: values.last ?? 0,
                               bands: values.map { .init(lower: $0, upper: $0 + 1, colour: .black, label: "b") }, value: values.first ?? .nan, valueLabel: "v").svg(),
                ]
                for svg in svgs {
                    ChartChecks.expectValid(svg, id: "d")
                }
            }
            ChartChecks.expectValid(BudgetBarChart(id: "d", title: "t", desc: "d", rows: [], currency: .gbp).svg(), id: "d")
        }

        @Test func chartsScaleWithoutAFixedHeight() {
            for chart in ChartSamples.all() {
                let root = ChartChecks.rootTag(chart.svg)
                #expect(root.contains("viewBox=\"0 0 640 "))
                #expect(!root.contains("height="))
            }
        }
    }
}
