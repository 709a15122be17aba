/// How a loan's rate changes over its term: a first rate, then periods that start after a number
/// of payments, each fixed (a UK reversion to the lender's standard variable rate) or indexed (a
/// US adjustable-rate mortgage: index plus margin at each reset, within the note's caps).
///
/// Rates here are percentages held in millionths of a point, so that "index + margin, rounded to
/// the nearest eighth of a point, limited by the caps" is integer arithmetic, exactly as a note
/// states it.
public struct RatePlan: Sendable, Hashable {
    /// A percentage in millionths of a point: 5.875% is 5_875_000.
    public typealias Micro = Int64

    public enum Rule: Sendable, Hashable {
        case fixed(AnnualRate)
        /// At the period's first payment and every `resetsEvery` payments after, the rate is the
        /// assumed index (one per reset, the last repeating) plus the margin, rounded to the
        /// nearest eighth of a point, then held within the caps and the floor.
        case indexed(index: [Micro], margin: Micro, resetsEvery: Int)
    }

    public struct Period: Sendable, Hashable {
        /// Payments made before the period starts: its first payment is number `after + 1`.
        public let after: Int
        public let rule: Rule
        /// Each payment of the period is the month's interest only; the balance does not fall.
        public let interestOnly: Bool

        public init(after: Int, rule: Rule, interestOnly: Bool = false) {
            self.after = after
            self.rule = rule
            self.interestOnly = interestOnly
        }
    }

    /// Percentage points an indexed rate may move: at its first reset, at each later one, and
    /// over the whole loan above the first rate.
    public struct Caps: Sendable, Hashable {
        public let first: Micro
        public let later: Micro
        public let life: Micro

        public init(first: Micro, later: Micro, life: Micro) {
            self.first = first
            self.later = later
            self.life = life
        }
    }

    public let start: AnnualRate
    public let startInterestOnly: Bool
    /// In order of `after`, each after the one before.
    public let periods: [Period]
    public let caps: Caps?
    /// The lowest an indexed rate may go; the margin when nil.
    public let floor: Micro?

    public init(start: AnnualRate, startInterestOnly: Bool = false, periods: [Period] = [], caps: Caps? = nil, floor: Micro? = nil) {
        self.start = start
        self.startInterestOnly = startInterestOnly
        self.periods = periods
        self.caps = caps
        self.floor = floor
    }

    /// One rate for the whole term, as a loan without `then:` has.
    public var isSingleRate: Bool { periods.isEmpty && !startInterestOnly }

    /// Whether a period follows an index within caps, so that a worst case differs from the
    /// assumed path.
    public var hasCappedResets: Bool {
        caps != nil && periods.contains { if case .indexed = $0.rule { true } else { false } }
    }

    /// A run of payments at one rate.
    public struct Stretch: Sendable, Hashable {
        /// The first payment at this rate, counted from 1.
        public let first: Int
        public let rate: AnnualRate
        public let interestOnly: Bool
    }

    /// The rate in force from each payment where it may change, through `payments`: the
    /// assumed path, or with `worstCase` every reset moving as far up as the caps allow (the
    /// Loan Estimate's "maximum"), whatever the index does. Consecutive stretches may hold the
    /// same rate (a reset that changes nothing is still a reset).
    public func stretches(payments: Int, worstCase: Bool = false) -> [Stretch] {
        var result = [Stretch(first: 1, rate: start, interestOnly: startInterestOnly)]
        let startMicro = Self.micro(start)
        var current = startMicro
        var resets = 0
        for (position, period) in periods.enumerated() where period.after < payments {
            let end = position + 1 < periods.count ? min(periods[position + 1].after, payments) : payments
            switch period.rule {
            case .fixed(let rate):
                result.append(Stretch(first: period.after + 1, rate: rate, interestOnly: period.interestOnly))
                current = Self.micro(rate)
            case .indexed(let index, let margin, let every):
                var first = period.after + 1
                var count = 0
                while first <= end {
                    let assumed = Self.nearestEighth(index[min(count, index.count - 1)] + margin)
                    let cap = resets == 0 ? caps?.first : caps?.later
                    // With no caps the note sets no maximum, so the worst case is the assumed path.
                    var rate = worstCase && caps != nil ? current + (cap ?? 0) : assumed
                    if let cap { rate = min(max(rate, current - cap), current + cap) }
                    if let life = caps?.life { rate = min(rate, startMicro + life) }
                    rate = max(rate, floor ?? margin)
                    result.append(Stretch(first: first, rate: Self.rate(rate), interestOnly: period.interestOnly))
                    current = rate
                    resets += 1
                    count += 1
                    first += max(every, 1)
                }
            }
        }
        return result
    }

    /// `rate` in millionths of a point; a rate with more than six decimals is rounded half-up.
    public static func micro(_ rate: AnnualRate) -> Micro {
        micro(rate.percent)
    }

    public static func micro(_ percent: ExactDecimal) -> Micro {
        var value = percent.mantissa
        var scale = percent.scale
        while scale < 6 {
            value *= 10
            scale += 1
        }
        while scale > 6 {
            value = (value + (value < 0 ? -5 : 5)) / 10
            scale -= 1
        }
        return value
    }

    public static func rate(_ micro: Micro) -> AnnualRate {
        AnnualRate(percent: ExactDecimal(mantissa: micro, scale: 6).normalised)
    }

    /// To the nearest eighth of a point (125,000 millionths), a sixteenth rounding up.
    static func nearestEighth(_ micro: Micro) -> Micro {
        let eighth: Micro = 125_000
        let floored = micro >= 0 ? micro / eighth : (micro - eighth + 1) / eighth
        let remainder = micro - floored * eighth
        return (floored + (remainder * 2 >= eighth ? 1 : 0)) * eighth
    }
}

extension ExactDecimal {
    /// The same number with trailing zero decimals dropped: 5.875000 is 5.875.
    var normalised: ExactDecimal {
        var mantissa = self.mantissa
        var scale = self.scale
        while scale > 0 && mantissa % 10 == 0 {
            mantissa /= 10
            scale -= 1
        }
        return ExactDecimal(mantissa: mantissa, scale: scale)
    }
}
