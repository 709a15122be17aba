/// One rate's month of interest with its divisor worked out once, for loops that charge it
/// every month of a schedule: `AnnualRate.monthlyInterest(on:)` rebuilds `1200 × 10^scale`
/// and checks for overflow on each call.
///
/// The result is exactly `monthlyInterest(on:)`'s: `|balance| × |mantissa| / 1200 × 10^scale`
/// rounded half-up (`(n + d/2) / d`, the divisor being even), its sign the product's. Balances
/// up to `largestBalance` cannot overflow that sum in 64 bits; larger ones (and rates with more
/// than 15 decimal places) take the general 128-bit path.
struct MonthlyInterest {
    let rate: AnnualRate
    let mantissa: UInt64
    let negativeRate: Bool
    let divisor: UInt64
    let half: UInt64
    /// The largest balance magnitude the 64-bit path takes; 0 when it takes none.
    let largestBalance: UInt64

    init(_ rate: AnnualRate) {
        self.rate = rate
        mantissa = rate.percent.mantissa.magnitude
        negativeRate = rate.percent.mantissa < 0
        var divisor: UInt64 = 1200
        if rate.percent.scale >= 0 && rate.percent.scale <= 15 {
            for _ in 0..<rate.percent.scale { divisor *= 10 }
            self.divisor = divisor
            half = divisor / 2
            // balance × mantissa + half ≤ UInt64.max, and the quotient fits an Int64 (it is at
            // most balance × mantissa / 1200, and the balance is an Int64 magnitude).
            let room = UInt64.max - divisor / 2
            largestBalance = mantissa == 0 ? UInt64(Int64.max) : min(room / mantissa, UInt64(Int64.max))
        } else {
            self.divisor = 1
            half = 0
            largestBalance = 0
        }
    }

    func on(_ balance: Money) -> Money {
        let magnitude = balance.minorUnits.magnitude
        guard magnitude <= largestBalance else { return rate.monthlyInterest(on: balance) }
        let interest = Int64(truncatingIfNeeded: (magnitude &* mantissa &+ half) / divisor)
        return Money(minorUnits: (balance.minorUnits < 0) != negativeRate ? 0 &- interest : interest)
    }
}
