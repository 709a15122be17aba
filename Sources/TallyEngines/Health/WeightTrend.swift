/// The trend of a weight log, as The Hacker's Diet defines it: an exponentially smoothed moving
/// average that a day's water and meals barely move.
///
/// - Every day from the first weigh-in to the last counts. A day with several weigh-ins uses
///   their mean; a day with none takes the straight line between the weigh-ins either side.
/// - The first trend value is the first weight; each later one is the day before's plus a tenth
///   of the difference between the day's weight and that trend (α = 0.1 a day).
///
/// Weights here are kilograms as `Double`: a trend is an average to show to a tenth of a kilogram
/// or pound, not an amount that must add up to the cent.
public struct WeightTrend: Sendable, Equatable {
    public struct Day: Sendable, Equatable {
        public let date: CalendarDate
        /// The mean of the day's weigh-ins; nil on a day without one.
        public let weighed: Double?
        /// The weight the trend took: the day's mean, or the line between its neighbours.
        public let weight: Double
        public let trend: Double
    }

    /// The smoothing a day: a tenth.
    public static let smoothing = 0.1

    /// One per day, first weigh-in to last; empty without weigh-ins.
    public let days: [Day]

    public init(weighIns: [(date: CalendarDate, kilograms: Double)]) {
        var byDay: [Int: (sum: Double, count: Int)] = [:]
        for weighIn in weighIns {
            byDay[weighIn.date.daysSinceEpoch, default: (0, 0)].sum += weighIn.kilograms
            byDay[weighIn.date.daysSinceEpoch, default: (0, 0)].count += 1
        }
        let weighed = byDay.keys.sorted().map { (day: $0, kilograms: byDay[$0]!.sum / Double(byDay[$0]!.count)) }
        guard let first = weighed.first else {
            days = []
            return
        }
        var result: [Day] = []
        result.reserveCapacity(weighed[weighed.count - 1].day - first.day + 1)
        var trend = first.kilograms
        for (index, point) in weighed.enumerated() {
            if index > 0 {
                let previous = weighed[index - 1]
                // The days between two weigh-ins lie on the line between them.
                for day in (previous.day + 1)..<point.day {
                    let fraction = Double(day - previous.day) / Double(point.day - previous.day)
                    let weight = previous.kilograms + (point.kilograms - previous.kilograms) * fraction
                    trend += Self.smoothing * (weight - trend)
                    result.append(Day(date: CalendarDate(daysSinceEpoch: day), weighed: nil, weight: weight, trend: trend))
                }
                trend += Self.smoothing * (point.kilograms - trend)
            }
            result.append(Day(date: CalendarDate(daysSinceEpoch: point.day), weighed: point.kilograms, weight: point.kilograms, trend: trend))
        }
        days = result
    }

    /// The trend's change a week, from the slope of the least-squares line through the last
    /// `window` days' trend values (all of them when there are fewer); nil with fewer than two.
    public func weeklyRate(overLast window: Int = 14) -> Double? {
        let recent = days.suffix(window)
        guard recent.count >= 2 else { return nil }
        let count = Double(recent.count)
        let meanX = (count - 1) / 2
        let meanY = recent.reduce(0) { $0 + $1.trend } / count
        var numerator = 0.0, denominator = 0.0
        for (offset, day) in recent.enumerated() {
            let x = Double(offset) - meanX
            numerator += x * (day.trend - meanY)
            denominator += x * x
        }
        return numerator / denominator * 7
    }

    /// The trend's change from the first weigh-in to the last day.
    public var change: Double? {
        guard let first = days.first, let last = days.last else { return nil }
        return last.trend - first.trend
    }

    /// The day the trend reaches `goal` kilograms at `weeklyRate` kilograms a week from the last
    /// day; nil when the trend is not moving towards it (or is there already: see `reached`).
    public func dateReaching(_ goal: Double, weeklyRate: Double) -> CalendarDate? {
        guard let last = days.last, weeklyRate != 0 else { return nil }
        let remaining = goal - last.trend
        guard remaining != 0, (remaining < 0) == (weeklyRate < 0) else { return nil }
        let daysNeeded = (remaining / (weeklyRate / 7)).rounded(.up)
        guard daysNeeded.isFinite, daysNeeded < 365_000 else { return nil }
        return CalendarDate(daysSinceEpoch: last.date.daysSinceEpoch + Int(daysNeeded))
    }
}
