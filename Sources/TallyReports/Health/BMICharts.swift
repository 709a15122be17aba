import TallyEngines
import TallyScenarios

/// The charts of a BMI report: the gauge, BMI over time against the bands, weight over time.
enum BMICharts {
    /// The gauge runs from 10 to 45, since the outer bands are open-ended.
    static let gaugeRange: ClosedRange<Double> = 10...45

    static func gauge(value: BMIResult, bands cutOffBands: [BMIBand] = BMIBand.all, idPrefix: String) -> ChartFigure {
        let bands = cutOffBands.map { band in
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

    static func trend(_ scenario: BMIScenario, results: [BMIResult?], trend: WeightTrend, goal: BMIGoalText? = nil, idPrefix: String) -> [ChartFigure] {
        let locale = scenario.header.locale
        let labels = scenario.entries.map { locale.text($0.date, .short) }
        let bmis = results.map { $0?.value }
        let cutOffBands = scenario.cutOffs.bands
        let shaded = cutOffBands.map { band in
            ChartBand(lower: band.lower ?? 0, upper: band.upper ?? 100,
                           colour: Colour.parse(band.colourHex) ?? .black, label: band.name)
        }
        let first = results.first??.shownText ?? "—"
        let last = results.last??.shownText ?? "—"
        // The band boundaries either side of the data are always on the axis, so a reader sees
        // how near 18.5 or 25 the line runs.
        let boundaries = Set(cutOffBands.flatMap { [$0.lower, $0.upper] }.compactMap { $0 }).sorted()
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
        // And the healthy band's nearest edge, with a little of the band beyond it, so a reader
        // sees how far away it is; and the goal's BMI.
        let healthy = scenario.cutOffs.healthy
        if let high = shown.max(), high >= healthy.upper.doubleValue { includes.append(healthy.upper.doubleValue - 0.5) }
        if let low = shown.min(), low < healthy.lower.doubleValue { includes.append(healthy.lower.doubleValue + 0.5) }
        if let goalBMI = goal?.bmi?.value { includes.append(goalBMI) }
        bmiChart.yIncludes = includes
        let system = scenario.system
        let weightChart = weightChart(scenario, trend: trend, goal: goal, idPrefix: idPrefix)
        var figures = [
            ChartFigure(chart: bmiChart, caption: "BMI at each weigh-in, over the shaded adult category bands.", wide: true),
            ChartFigure(chart: weightChart, caption: "The trend (line) and each weigh-in (dot) joined to it by a stem, in \(BMIFormatting.chartUnit(system).name): a dot above the trend is a floater, one below a sinker.", wide: true),
        ]
        if let fat = fatChart(scenario, idPrefix: idPrefix) {
            figures.append(ChartFigure(chart: fat, caption: "Body fat at each weigh-in that has a reading, in percent of the weight.", wide: false))
        }
        return figures
    }

    /// Body fat at each weigh-in with a reading; nil with fewer than two readings.
    static func fatChart(_ scenario: BMIScenario, idPrefix: String) -> LineChart? {
        let readings = scenario.entries.filter { $0.fat != nil }
        guard readings.count >= 2, let first = readings.first?.fat, let last = readings.last?.fat else { return nil }
        let locale = scenario.header.locale
        return LineChart(
            id: "\(idPrefix)-fat", title: "Body fat over time",
            desc: "Body fat moved from \(locale.percent(first)) to \(locale.percent(last)) over \(readings.count) readings.",
            xLabels: readings.map { locale.text($0.date, .short) },
            series: [LineChart.Series(name: "Body fat (%)", values: readings.map { $0.fat?.doubleValue }, colour: Colour.categorical(at: 2))],
            yAxisTitle: "Body fat (%)", startsAtZero: false, tickLabel: AxisLabels.number(decimals: 1)
        )
    }

    /// Every day from the first weigh-in to the last: the trend as a line, and each weigh-in as
    /// a dot on a stem from the trend, so a day's jump reads as noise around the line.
    /// A goal is a dashed level line across the whole chart.
    static func weightChart(_ scenario: BMIScenario, trend: WeightTrend, goal: BMIGoalText? = nil, idPrefix: String) -> LineChart {
        let system = scenario.system
        let locale = scenario.header.locale
        let unit = BMIFormatting.chartUnit(system).symbol
        let inChartUnit = { (kilograms: Double) -> Double? in
            (try? Quantity(kilograms, .kilogram)).map { BMIFormatting.weightValue($0, in: system) }
        }
        var line = LineChart.Series(name: "Trend (\(unit))", values: trend.days.map { inChartUnit($0.trend) }, colour: Colour.categorical(at: 1))
        line.stems = trend.days.map { $0.weighed.flatMap(inChartUnit) }
        let first = trend.days.first.map { BMITrendText.weight($0.trend, in: system, locale: locale) } ?? "—"
        let last = trend.days.last.map { BMITrendText.weight($0.trend, in: system, locale: locale) } ?? "—"
        return LineChart(
            id: "\(idPrefix)-weight", title: "Weight over time",
            desc: "The trend weight moved from \(first) to \(last) over \(trend.days.count) days; each of the \(scenario.entries.count) weigh-ins is a dot joined to the trend by a stem.",
            xLabels: trend.days.map { locale.text($0.date, .short) },
            series: [line] + (goal.map { goal in
                [LineChart.Series(name: "Goal: \(goal.weight)", values: trend.days.map { _ in inChartUnit(goal.kilograms) },
                                  colour: Colour.categorical(at: 2), dash: .dashed)]
            } ?? []),
            yAxisTitle: "Weight (\(unit))", startsAtZero: false, tickLabel: AxisLabels.number(decimals: 1)
        )
    }
}
