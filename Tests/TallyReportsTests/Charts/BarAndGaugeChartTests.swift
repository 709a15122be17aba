import Testing
import TallyEngines
@testable import TallyReports

extension Charts {
    @Suite struct BudgetBarChartTests {
        @Test func overspendingIsShownByHatchMarkerAndWords() {
            let svg = ChartSamples.budgetBars().svg()
            #expect(svg.contains(">over by £45.20</tspan>"))
            #expect(svg.contains(">over by £25.00</tspan>"))
            #expect(ChartChecks.occurrences(of: ">over by ", in: svg) == 2)
            // Two over rows: a hatch pattern and a budget marker each.
            #expect(ChartChecks.occurrences(of: "<pattern ", in: svg) == 2)
            #expect(ChartChecks.occurrences(of: "stroke-width=\"2.5\"", in: svg) == 2)
        }

        @Test func withinBudgetRowsHaveNoOverspend() {
            let chart = BudgetBarChart(id: "b", title: "t", desc: "d", rows: [
                .init(label: "Food", spent: Money(minorUnits: 5_000), budget: Money(minorUnits: 10_000), valueText: "£50.00 of £100.00"),
                .init(label: "Exact", spent: Money(minorUnits: 10_000), budget: Money(minorUnits: 10_000), valueText: "£100.00 of £100.00"),
            ], currency: .gbp)
            let svg = chart.svg()
            ChartChecks.expectValid(svg, id: "b")
            #expect(!svg.contains("over by"))
            #expect(!svg.contains("<pattern"))
        }

        @Test func zeroAndNegativeAmountsStayFinite() {
            let chart = BudgetBarChart(id: "z", title: "t", desc: "d", rows: [
                .init(label: "Nothing", spent: .zero, budget: .zero, valueText: "£0.00"),
                .init(label: "Refund", spent: Money(minorUnits: -500), budget: .zero, valueText: "−£5.00"),
                .init(label: "Unbudgeted", spent: Money(minorUnits: 1), budget: .zero, valueText: "£0.01"),
            ], currency: .gbp)
            let svg = chart.svg()
            ChartChecks.expectValid(svg, id: "z")
            #expect(ChartChecks.occurrences(of: ">over by ", in: svg) == 1)
            #expect(svg.contains(">over by £0.01</tspan>"))
        }
    }

    @Suite struct GroupedBarChartTests {
        @Test func drawsOneBarPerPositiveValueWithALegend() {
            let svg = ChartSamples.monthlyBars().svg()
            // 12 months × 2 series, plus the legend's two swatches.
            let bars = ChartChecks.occurrences(of: "<rect", in: svg) - ChartChecks.occurrences(of: "<rect width=\"8\"", in: svg)
            #expect(bars == 24 + 2)
            #expect(svg.contains(">Spent</text>") && svg.contains(">Budget</text>"))
            #expect(svg.contains("url(#history-series1)"))
        }
    }

    @Suite struct GaugeChartTests {
        @Test func markerIsClampedIntoRange() {
            let above = ChartSamples.bmiGauge(value: 60, label: "BMI").svg()
            let atMax = ChartSamples.bmiGauge(value: 45, label: "BMI").svg()
            let below = ChartSamples.bmiGauge(value: -5, label: "BMI").svg()
            let atMin = ChartSamples.bmiGauge(value: 10, label: "BMI").svg()
            #expect(above == atMax)
            #expect(below == atMin)
            #expect(above != below)
        }

        @Test func everyBandIsKeyedAndEndsAreLabelled() {
            let svg = ChartSamples.bmiGauge().svg()
            for band in ChartSamples.bmiBands {
                #expect(svg.contains(">\(band.2) "))
            }
            #expect(svg.contains(">10</text>") && svg.contains(">45</text>"))
            #expect(svg.contains(">BMI 24.6</text>"))
            #expect(!svg.contains("…"), "key entries should fit without truncation")
        }
    }
}
