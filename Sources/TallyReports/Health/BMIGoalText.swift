import TallyEngines
import TallyScenarios

/// A log's `goal:` as its page says it: the goal and its BMI, the distance from the trend, the
/// day the trend reaches it at the current weekly rate, and a plain word when its BMI is outside
/// the healthy range.
struct BMIGoalText {
    let kilograms: Double
    /// The goal as the log shows weights: `75.0 kg`.
    let weight: String
    /// The goal as the log shows weights, with its BMI: `75.0 kg (BMI 26.0)`.
    let shown: String
    let bmi: BMIResult?
    let facts: [Fact]
    /// `At this rate the trend reaches the goal of 75.0 kg on 3 Aug 2026.`
    let sentence: String?
    /// Only for a goal whose BMI is outside the healthy range.
    let warning: String?

    init?(_ scenario: BMIScenario, trend: WeightTrend) {
        guard let goal = scenario.goal, let quantity = try? Quantity(goal.kilograms(height: scenario.height), .kilogram) else { return nil }
        let system = scenario.system
        let locale = scenario.header.locale
        kilograms = quantity.value
        let weight = BMIFormatting.weight(quantity, in: system, locale: locale)
        self.weight = weight
        bmi = try? BMICalculator.calculate(weight: quantity, height: scenario.height, cutOffs: scenario.cutOffs)
        shown = weight + (bmi.map { " (BMI \($0.shownText))" } ?? "")
        var facts = [Fact("Goal", shown)]
        var sentence: String?
        if let last = trend.days.last {
            let remaining = kilograms - last.trend
            let distance = BMITrendText.weight(abs(remaining), in: system, locale: locale)
            if distance == BMITrendText.weight(0, in: system, locale: locale) {
                facts.append(Fact("To go", "reached"))
                sentence = "The trend has reached the goal of \(weight)."
            } else {
                facts.append(Fact("To go", distance + (remaining < 0 ? " to lose" : " to gain")))
                if let rate = BMITrendText.rates(trend).first {
                    // The trend's sentence, just before, gives the rate.
                    if let day = trend.dateReaching(kilograms, weeklyRate: rate.kilogramsAWeek) {
                        facts.append(Fact("Reached at this rate", locale.text(day, .short)))
                        sentence = "At this rate the trend reaches the goal of \(weight) on \(locale.text(day, .short))."
                    } else {
                        facts.append(Fact("Reached at this rate", "never, at this rate"))
                        sentence = "At this rate the trend is not moving towards the goal of \(weight)."
                    }
                }
            }
        }
        self.facts = facts
        self.sentence = sentence
        // The healthy band is the Normal category, judged on the BMI as shown like every other;
        // under 20 the adult bands do not apply, so neither does the sentence.
        if let bmi, (scenario.age ?? BMICalculator.adultAge) >= BMICalculator.adultAge, bmi.category != .normal, let band = scenario.cutOffs.bands.first(where: { $0.category == .normal }),
           let lower = band.lower, let upper = band.upper {
            let side = bmi.category < .normal ? "below" : "above"
            warning = "A goal of \(weight) is a BMI of \(bmi.shownText), \(side) the healthy range of \(ChartNumber.format(lower, decimals: 1)) to \(ChartNumber.format(upper, decimals: 1)) for this height."
        } else {
            warning = nil
        }
    }
}
