import TallyEngines
import TallyScenarios

/// The charts of a BMI report: the gauge, BMI over time against the bands, weight over time.
enum BMICharts {
    /// The gauge runs from 10 to 45, since the outer bands are open-ended.
    static let gaugeRange: ClosedRange<Double> = 10...45

    static func gauge(value: BMIResult, idPrefix: String) -> ChartFigure {
        let bands = BMIBand.all.map { band in
            ChartBand(lower: band.lower ?? gaugeRange.lowerBound, upper: band.upper ?? gaugeRange.upperBound,
                            colour: Colour.parse(band.colourHex) ?? .black, label: band.name)
        }
        let chart = GaugeChart(
            id: "\(idPrefix)-gauge", title: "Current BMI on the adult scale",
            desc: "A BMI of \(value.shownText) falls in the \(value.category.name) band of the eight adult bands from 10 to 45.",
            minimum: gaugeRange.lowerBound, maximum: gaugeRange.upperBound, bands: bands,
            value: value.value, valueLabel: value.shownText
        )
        return ChartFigure(chart: chart, caption: "The eight adult BMI bands; the marker is the latest weigh-in.", wide: true)
    }

    static func trend(_ scenario: BMIScenario, results: [BMIResult?], idPrefix: String) -> [ChartFigure] {
        let locale = scenario.header.locale
        let labels = scenario.entries.map { locale.text($0.date, .short) }
        let bmis = results.map { $0?.value }
        let shaded = BMIBand.all.map { band in
            ChartBand(lower: band.lower ?? 0, upper: band.upper ?? 100,
                           colour: Colour.parse(band.colourHex) ?? .black, label: band.name)
        }
        let first = results.first??.shownText ?? "—"
        let last = results.last??.shownText ?? "—"
        // The band boundaries either side of the data are always on the axis, so a reader sees
        // how near 18.5 or 25 the line runs.
        let boundaries = Set(BMIBand.all.flatMap { [$0.lower, $0.upper] }.compactMap { $0 }).sorted()
        let shown = bmis.compactMap { $0 }
        var includes: [Double] = []
        if let low = shown.min(), let high = shown.max() {
            if let below = boundaries.last(where: { $0 <= low }) { includes.append(below) }
            if let above = boundaries.first(where: { $0 >= high }) { includes.append(above) }
        }
        var bmiChart = LineChart(
            id: "\(idPrefix)-bmi", title: "BMI over time",
            desc: "BMI moved from \(first) to \(last) over \(scenario.entries.count) weigh-ins, drawn over the adult category bands.",
            xLabels: labels, series: [LineChart.Series(name: "BMI", values: bmis, colour: Colour.categorical(at: 0))],
            bands: shaded, yAxisTitle: "BMI", startsAtZero: false, tickLabel: AxisLabels.number(decimals: 1)
        )
        bmiChart.yIncludes = includes
        let system = scenario.system
        let weights = scenario.entries.map { BMIFormatting.weightValue($0.weight, in: system) }
        let unit = BMIFormatting.chartUnit(system).symbol
        let weightChart = LineChart(
            id: "\(idPrefix)-weight", title: "Weight over time",
            desc: "Weight moved from \(scenario.entries.first.map { BMIFormatting.weight($0.weight, in: system, locale: scenario.header.locale) } ?? "—") to \(scenario.entries.last.map { BMIFormatting.weight($0.weight, in: system, locale: scenario.header.locale) } ?? "—").",
            xLabels: labels, series: [LineChart.Series(name: "Weight (\(unit))", values: weights, colour: Colour.categorical(at: 1))],
            yAxisTitle: "Weight (\(unit))", startsAtZero: false, tickLabel: AxisLabels.number(decimals: 1)
        )
        return [
            ChartFigure(chart: bmiChart, caption: "BMI at each weigh-in, over the shaded adult category bands.", wide: true),
            ChartFigure(chart: weightChart, caption: "Weight at each weigh-in, in \(BMIFormatting.chartUnit(system).name).", wide: true),
        ]
    }
}
