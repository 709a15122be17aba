import TallyEngines
import TallyScenarios

/// The charts of a BMI report: the gauge, BMI over time against the bands, weight over time.
enum BMICharts {
    /// The gauge runs from 10 to 45, since the outer bands are open-ended.
    static let gaugeRange: ClosedRange<Double> = 10...45

    static func gauge(value: BMIResult, idPrefix: String) -> ChartFigure {
        let bands = BMIBand.all.map { band in
            GaugeChart.Band(lower: band.lower ?? gaugeRange.lowerBound, upper: band.upper ?? gaugeRange.upperBound,
                            colour: Colour.parse(band.colourHex) ?? .black, label: band.name)
        }
        let chart = GaugeChart(
            id: "\(idPrefix)-gauge", title: "Current BMI on the adult scale",
            desc: "A BMI of \(value.shownText) falls in the \(value.category.name) band of the eight adult bands from 10 to 45.",
            minimum: gaugeRange.lowerBound, maximum: gaugeRange.upperBound, bands: bands,
            value: value.value, valueLabel: value.shownText
        )
        return ChartFigure(svg: chart.svg(), caption: "The eight adult BMI bands; the marker is the latest weigh-in.", wide: true)
    }

    static func trend(_ scenario: BMIScenario, results: [BMIResult?], idPrefix: String) -> [ChartFigure] {
        let locale = scenario.header.locale
        let labels = scenario.entries.map { locale.text($0.date, .short) }
        let bmis = results.map { $0?.value }
        let shaded = BMIBand.all.map { band in
            LineChart.Band(lower: band.lower ?? 0, upper: band.upper ?? 100,
                           colour: Colour.parse(band.colourHex) ?? .black, label: band.name)
        }
        let first = results.first??.shownText ?? "—"
        let last = results.last??.shownText ?? "—"
        let bmiChart = LineChart(
            id: "\(idPrefix)-bmi", title: "BMI over time",
            desc: "BMI moved from \(first) to \(last) over \(scenario.entries.count) weigh-ins, drawn over the adult category bands.",
            xLabels: labels, series: [LineChart.Series(name: "BMI", values: bmis, colour: Colour.categorical(at: 0))],
            bands: shaded, yAxisTitle: "BMI", startsAtZero: false, tickLabel: AxisLabels.number(decimals: 1)
        )
        let system = scenario.system
        let weights = scenario.entries.map { BMIFormatting.weightValue($0.weight, in: system) }
        let unit = system.weightUnit.symbol
        let weightChart = LineChart(
            id: "\(idPrefix)-weight", title: "Weight over time",
            desc: "Weight moved from \(scenario.entries.first.map { BMIFormatting.weight($0.weight, in: system) } ?? "—") to \(scenario.entries.last.map { BMIFormatting.weight($0.weight, in: system) } ?? "—").",
            xLabels: labels, series: [LineChart.Series(name: "Weight (\(unit))", values: weights, colour: Colour.categorical(at: 1))],
            yAxisTitle: "Weight (\(unit))", startsAtZero: false, tickLabel: AxisLabels.number(decimals: 1)
        )
        return [
            ChartFigure(svg: bmiChart.svg(), caption: "BMI at each weigh-in, over the shaded adult category bands.", wide: true),
            ChartFigure(svg: weightChart.svg(), caption: "Weight at each weigh-in, in \(system.weightUnit.name).", wide: true),
        ]
    }
}
