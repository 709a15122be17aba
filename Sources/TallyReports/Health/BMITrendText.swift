import TallyEngines
import TallyScenarios

/// The trend of a BMI log as its page says it: the rule, the weekly rates and the change since
/// the first weigh-in, in the log's own units.
enum BMITrendText {
    /// Stated on the page as in the help, so a reader can check a trend value by hand.
    static let rule = "The trend smooths out the day-to-day swings of water and meals, as The Hacker's Diet defines it: the first trend is the first weight, and each day after moves a tenth of the way from the day before's trend to that day's weight (a day with no weigh-in takes the straight line between the weigh-ins either side). Each dot is a weigh-in, joined by a stem to the trend on its day."

    /// The trend of the log's weigh-ins, in kilograms.
    static func trend(_ scenario: BMIScenario) -> WeightTrend {
        WeightTrend(weighIns: scenario.entries.map { (date: $0.date, kilograms: $0.kilograms.doubleValue) })
    }

    /// The trend on each weigh-in's day, in the order of `scenario.entries`.
    static func trendAtEntries(_ scenario: BMIScenario, trend: WeightTrend) -> [Double?] {
        var byDay: [Int: Double] = [:]
        for day in trend.days { byDay[day.date.daysSinceEpoch] = day.trend }
        return scenario.entries.map { byDay[$0.date.daysSinceEpoch] }
    }

    /// `72.9 kg`, `160.7 lb` or `11 st 6.7 lb`: a weight in kilograms as the log shows weights.
    static func weight(_ kilograms: Double, in system: MeasurementSystem, locale: TallyLocale) -> String {
        guard let quantity = try? Quantity(kilograms, .kilogram) else { return "—" }
        return BMIFormatting.weight(quantity, in: system, locale: locale)
    }

    /// A rate is said in kilograms to two places, as trackers do, or in pounds to one (stones
    /// are too coarse for a week's change).
    static func rateAmount(_ kilogramsAWeek: Double, in system: MeasurementSystem, locale: TallyLocale) -> (text: String, isZero: Bool) {
        let magnitude = abs(kilogramsAWeek)
        let places = system == .metric ? 2 : 1
        let amount = system == .metric ? magnitude : magnitude / BMITrendText.kilogramsPerPound
        let exact = ExactFraction(shortestDecimalOf: amount) ?? ExactFraction(0)
        let text = locale.fixed(exact, places: places)
        let isZero = exact.rounded(places: places).map { $0.mantissa == 0 } ?? true
        return (text + " " + system.weightUnit.symbol, isZero)
    }

    static let kilogramsPerPound = 0.45359237

    /// `losing 0.42 kg a week`, `gaining 1.2 lb a week`, or `holding steady` when the rate
    /// rounds to nothing in the units shown.
    static func rateWords(_ kilogramsAWeek: Double, in system: MeasurementSystem, locale: TallyLocale) -> String {
        let amount = rateAmount(kilogramsAWeek, in: system, locale: locale)
        if amount.isZero { return "holding steady" }
        return (kilogramsAWeek < 0 ? "losing " : "gaining ") + amount.text + " a week"
    }

    /// `over the last two weeks`, or over every day logged when there are fewer.
    static func span(_ window: Int, days: Int) -> String {
        if days < window { return "over the \(days) days logged" }
        return window == 14 ? "over the last two weeks" : "over the last four weeks"
    }

    /// `Last two weeks`, or `All 4 days logged`, for a table's label.
    static func spanLabel(_ window: Int, days: Int) -> String {
        if days < window { return "All \(days) days logged" }
        return window == 14 ? "Last two weeks" : "Last four weeks"
    }

    /// The rates to show: the last two weeks, and the last four where the log is longer than two.
    static func rates(_ trend: WeightTrend) -> [(window: Int, kilogramsAWeek: Double)] {
        var result: [(window: Int, kilogramsAWeek: Double)] = []
        if let rate = trend.weeklyRate(overLast: 14) { result.append((14, rate)) }
        if trend.days.count > 14, let rate = trend.weeklyRate(overLast: 28) { result.append((28, rate)) }
        return result
    }

    /// `down 6.9 kg`, `up 1.2 lb`, or `unchanged`.
    static func changeWords(_ kilograms: Double, in system: MeasurementSystem, locale: TallyLocale) -> String {
        let text = weight(abs(kilograms), in: system, locale: locale)
        let zero = weight(0, in: system, locale: locale)
        if text == zero { return "unchanged" }
        return (kilograms < 0 ? "down " : "up ") + text
    }

    /// The trend's facts for the page: its latest value, each rate and the change.
    static func facts(_ scenario: BMIScenario, trend: WeightTrend) -> [Fact] {
        guard let last = trend.days.last, let first = trend.days.first else { return [] }
        let system = scenario.system
        let locale = scenario.header.locale
        // Short labels: the facts table is narrow, and the values are already words.
        var rows = [Fact("Trend on \(locale.text(last.date, .short))", weight(last.trend, in: system, locale: locale))]
        for rate in rates(trend) {
            rows.append(Fact(spanLabel(rate.window, days: trend.days.count), rateWords(rate.kilogramsAWeek, in: system, locale: locale)))
        }
        if let change = trend.change, trend.days.count > 1 {
            rows.append(Fact("Since the first weigh-in, \(locale.text(first.date, .short))", changeWords(change, in: system, locale: locale)))
        }
        return rows
    }

    /// `trend 72.5 kg, losing 0.17 kg a week`: the index card's line beside the latest BMI
    /// (the rate over the last two weeks, or every day logged when there are fewer).
    static func cardLine(_ scenario: BMIScenario, trend: WeightTrend) -> String? {
        guard let last = trend.days.last, let rate = rates(trend).first else { return nil }
        let system = scenario.system
        let locale = scenario.header.locale
        return "trend \(weight(last.trend, in: system, locale: locale)), \(rateWords(rate.kilogramsAWeek, in: system, locale: locale))"
    }

    /// `The trend is 72.9 kg, losing 0.42 kg a week over the last two weeks.`
    static func sentence(_ scenario: BMIScenario, trend: WeightTrend) -> String? {
        guard let last = trend.days.last, let rate = rates(trend).first else { return nil }
        let system = scenario.system
        let locale = scenario.header.locale
        return "The trend is \(weight(last.trend, in: system, locale: locale)), \(rateWords(rate.kilogramsAWeek, in: system, locale: locale)) \(span(rate.window, days: trend.days.count))."
    }
}
