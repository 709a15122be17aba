/// Options set side by side month by month, by one of two rules:
/// - by net cost: what each has paid less the principal it has paid off, lower is better;
/// - by net worth (`investing` at a rate): every option that spends less in a month than the one
///   that spends most invests the difference, and its invested money grows at the rate a year
///   compounded monthly (the balance × rate ÷ 12, rounded half-up, as savings are); net worth
///   is that money plus what the option owns less what it owes, higher is better. So every
///   option spends the same each month, and only what they end with differs.
public struct Comparison: Sendable {
    public let options: [OptionMonths]
    /// The return on invested differences; nil compares by net cost.
    public let investing: AnnualRate?
    /// Per option, month by month: the money it invested by spending less, with its growth.
    public let invested: [[Money]]

    public init(_ options: [OptionMonths], investing: AnnualRate?) {
        self.options = options
        self.investing = investing
        let months = options.map(\.months).max() ?? 0
        guard let investing else {
            invested = options.map { [Money](repeating: .zero, count: $0.months + 1) }
            return
        }
        let growth = MonthlyInterest(investing)
        let top = (0..<(months + 1)).map { k in options.map { $0.outlay[k] }.max() ?? .zero }
        invested = options.map { option in
            var balance = Money.zero
            return (0..<(months + 1)).map { k in
                balance += (k > 0 ? growth.on(balance) : .zero) + top[k] - option.outlay[k]
                return balance
            }
        }
    }

    /// The last month compared.
    public var months: Int { options.map(\.months).max() ?? 0 }

    public var byNetWorth: Bool { investing != nil }

    /// Net worth after month `k`: invested differences plus what the option owns less what it owes.
    public func netWorth(_ option: Int, _ k: Int) -> Money {
        invested[option][k] + options[option].worth[k]
    }

    /// The figure options are ranked by after month `k`, lower being better: net cost, or net
    /// worth turned round.
    public func standing(_ option: Int, _ k: Int) -> Money {
        byNetWorth ? Money.zero - netWorth(option, k) : options[option].netCost(k)
    }

    /// The best option after month `k` (the first listed of equals), and how far ahead of each
    /// other option it is (zero against itself).
    public func best(at k: Int) -> (option: Int, ahead: [Money]) {
        let winner = options.indices.min { standing($0, k) < standing($1, k) } ?? 0
        return (winner, options.indices.map { standing($0, k) - standing(winner, k) })
    }

    /// The first month from which `option` stays ahead of `other` (strictly) to the end: 0 when
    /// it is ahead from closing; nil when it never stays ahead, and always against itself.
    public func breakEven(_ option: Int, against other: Int) -> Int? {
        var first: Int?
        for k in 0..<(months + 1) {
            if standing(option, k) < standing(other, k) {
                if first == nil { first = k }
            } else {
                first = nil
            }
        }
        return first
    }
}
