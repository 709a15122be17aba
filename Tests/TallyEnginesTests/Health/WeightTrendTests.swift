import Testing
@testable import TallyEngines

/// Issue 29: the Hacker's Diet trend, its weekly rate and the date it reaches a goal.
@Suite struct WeightTrendTests {
    static let start = CalendarDate(year: 2026, month: 1, day: 1)!

    static func day(_ offset: Int) -> CalendarDate { CalendarDate(daysSinceEpoch: start.daysSinceEpoch + offset) }

    /// Worked by hand: two weigh-ins on day 0 (80.0 and 81.0, mean 80.5), none on day 1 (the
    /// line gives 80.0), 79.5 on day 2. Trend 80.5, then 80.5 + 0.1 × (80.0 − 80.5) = 80.45,
    /// then 80.45 + 0.1 × (79.5 − 80.45) = 80.355.
    @Test func theTrendSmoothsFillsGapsAndAveragesADay() {
        let trend = WeightTrend(weighIns: [(Self.day(2), 79.5), (Self.day(0), 80.0), (Self.day(0), 81.0)])
        #expect(trend.days.map(\.date) == [Self.day(0), Self.day(1), Self.day(2)])
        #expect(trend.days.map(\.weighed) == [80.5, nil, 79.5])
        #expect(trend.days.map(\.weight) == [80.5, 80.0, 79.5])
        let values = trend.days.map(\.trend)
        #expect(abs(values[0] - 80.5) < 1e-12 && abs(values[1] - 80.45) < 1e-12 && abs(values[2] - 80.355) < 1e-12)
        #expect(abs((trend.change ?? 0) - -0.145) < 1e-12)
    }

    /// The least-squares slope through (0, 80.5), (1, 80.45), (2, 80.355) is −0.145 / 2 = −0.0725
    /// a day, −0.5075 a week (numpy.polyfit agrees); at that rate the trend reaches 80.0 after
    /// 0.355 / 0.0725 = 4.9 days, so on day 2 + 5.
    @Test func theWeeklyRateIsTheLeastSquaresSlopeAndGivesTheGoalDate() throws {
        let trend = WeightTrend(weighIns: [(Self.day(0), 80.0), (Self.day(0), 81.0), (Self.day(2), 79.5)])
        let rate = try #require(trend.weeklyRate())
        #expect(abs(rate - -0.5075) < 1e-12)
        #expect(trend.dateReaching(80.0, weeklyRate: rate) == Self.day(7))
        // Moving away from a goal above, or already past it, gives no date.
        #expect(trend.dateReaching(81.0, weeklyRate: rate) == nil)
        #expect(trend.dateReaching(80.355, weeklyRate: rate) == nil)
        #expect(WeightTrend(weighIns: [(Self.day(0), 80.0)]).weeklyRate() == nil)
        #expect(WeightTrend(weighIns: []).days.isEmpty)
    }

    /// A month of weigh-ins every third day, falling 0.05 kg a day with a swing of water
    /// weight: the last 14 days' slope, from numpy.polyfit over the same filled and smoothed
    /// series, is −0.285147 kg a week.
    @Test func aLongerLogMatchesAnOutsideFit() throws {
        var weighIns: [(date: CalendarDate, kilograms: Double)] = []
        for offset in stride(from: 0, to: 30, by: 3) {
            weighIns.append((Self.day(offset), 90 - 0.05 * Double(offset) + (offset % 2 == 1 ? 0.4 : -0.3)))
        }
        let trend = WeightTrend(weighIns: weighIns)
        #expect(trend.days.count == 28)
        #expect(abs((trend.days.last?.trend ?? 0) - 89.12554284661442) < 1e-9)
        #expect(abs(try #require(trend.weeklyRate()) - -0.28514691407250975) < 1e-9)
    }
}
