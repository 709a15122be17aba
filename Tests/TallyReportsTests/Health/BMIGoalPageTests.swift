@testable import TallyReports
import TallyEngines
import TallyScenarios
import Testing

/// A log's goal on its page (issue 29): the distance, the date at the current rate, the chart's
/// goal line, and one plain sentence when the goal's BMI is outside the healthy range.
@Suite struct BMIGoalPageTests {
    static func log(goal: String) -> String {
        BMITrendPageTests.shortLog.replacingOccurrences(of: "height: 180cm\n", with: "height: 180cm\ngoal: \(goal)\n")
    }

    /// By hand: the trend on 4 Jan 2025 is 79.8695 kg, falling 0.34055 kg a week (0.04865 a day).
    /// 79 kg is 0.8695 kg below it: 0.8695 / 0.04865 = 17.87 days, so the 18th day after, 22 Jan.
    @Test func theDateTheTrendReachesTheGoal() throws {
        let pages = try BMITrendPageTests.pages(Self.log(goal: "79kg"))
        let sentence = "At this rate the trend reaches the goal of 79.0 kg on 22 Jan 2025."
        #expect(pages.html.contains(sentence))
        #expect(pages.markdown.contains(sentence))
        // 79 / 1.8² = 24.38: healthy, so no warning.
        #expect(pages.markdown.contains("| Goal | 79.0 kg (BMI 24.4) |"))
        #expect(pages.markdown.contains("| To go | 0.9 kg to lose |"))
        #expect(pages.markdown.contains("| Reached at this rate | 22 Jan 2025 |"))
        #expect(!pages.markdown.contains("healthy range of"))
        #expect(pages.weightChart.contains(">Goal: 79.0 kg<"))
        #expect(pages.weightChart.contains("stroke-dasharray=\"7 4\""))
    }

    /// {bmi: 26} at 1.8 m is 84.24 kg, above a falling trend: moving away, and above the range.
    @Test func aGoalTheTrendIsMovingAwayFromAndOutsideTheHealthyRange() throws {
        let pages = try BMITrendPageTests.pages(Self.log(goal: "{bmi: 26}"))
        #expect(pages.markdown.contains("At this rate the trend is not moving towards the goal of 84.2 kg."))
        #expect(pages.markdown.contains("| To go | 4.4 kg to gain |"))
        #expect(pages.markdown.contains("| Reached at this rate | never, at this rate |"))
        #expect(pages.markdown.contains("A goal of 84.2 kg is a BMI of 26.0, above the healthy range of 18.5 to 25 for this height."))
        #expect(pages.html.contains("A goal of 84.2 kg is a BMI of 26.0, above the healthy range of 18.5 to 25 for this height."))
        // 55 / 3.24 = 16.98, shown 17.0: below.
        let low = try BMITrendPageTests.pages(Self.log(goal: "55kg"))
        #expect(low.markdown.contains("A goal of 55.0 kg is a BMI of 17.0, below the healthy range of 18.5 to 25 for this height."))
    }

    @Test func underTwentyTheAdultRangeIsNotHeldAgainstAGoal() throws {
        let pages = try BMITrendPageTests.pages(Self.log(goal: "55kg").replacingOccurrences(of: "units: metric", with: "units: metric\nage: 16"))
        #expect(pages.markdown.contains("| Goal | 55.0 kg (BMI 17.0) |"))
        #expect(!pages.markdown.contains("healthy range of"))
    }

    @Test func aGoalInStonesIsShownInStones() throws {
        let yaml = Self.log(goal: "12st 2lb").replacingOccurrences(of: "units: metric", with: "units: imperial-uk")
        let pages = try BMITrendPageTests.pages(yaml)
        #expect(pages.markdown.contains("| Goal | 12 st 2 lb (BMI 23.8) |"))
    }

    @Test func aLogWithoutAGoalSaysNothingOfOne() throws {
        let pages = try BMITrendPageTests.pages(BMITrendPageTests.shortLog)
        #expect(!pages.markdown.contains("Goal"))
        #expect(!pages.weightChart.contains("Goal"))
    }
}
