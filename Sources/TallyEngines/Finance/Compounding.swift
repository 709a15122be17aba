#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The compounding factors of the three calculators, in `Double`: the solvers', and public so a
/// report's working shows the very figures the answer came from.
///
/// `log1p`/`expm1` keep small monthly rates accurate: `(1 + i)^n − 1` for i = 0.0001 loses half
/// its digits when computed as `pow(1 + i, n) - 1`. A rate of zero takes the exact limits, so no
/// formula ever divides by zero.
public enum Compounding {
    /// `(1 + i)^n`.
    public static func growth(_ i: Double, _ n: Double) -> Double {
        i == 0 ? 1 : exp(n * log1p(i))
    }

    /// `((1 + i)^n − 1) / i`: what 1 a month grows to after n payments (n when i is 0).
    public static func futureAnnuity(_ i: Double, _ n: Double) -> Double {
        i == 0 ? n : expm1(n * log1p(i)) / i
    }

    /// `(1 − (1 + i)^−n) / i`: what n payments of 1 are worth today (n when i is 0).
    public static func presentAnnuity(_ i: Double, _ n: Double) -> Double {
        i == 0 ? n : -expm1(-n * log1p(i)) / i
    }

    /// d/di of `growth`.
    public static func growthSlope(_ i: Double, _ n: Double) -> Double {
        n * exp((n - 1) * log1p(i))
    }

    /// d/di of `futureAnnuity`; n(n − 1)/2 at i = 0.
    public static func futureAnnuitySlope(_ i: Double, _ n: Double) -> Double {
        if i == 0 { return n * (n - 1) / 2 }
        return (growthSlope(i, n) - futureAnnuity(i, n)) / i
    }

    /// d/di of `presentAnnuity`; −n(n + 1)/2 at i = 0.
    public static func presentAnnuitySlope(_ i: Double, _ n: Double) -> Double {
        if i == 0 { return -n * (n + 1) / 2 }
        return (n * exp(-(n + 1) * log1p(i)) - presentAnnuity(i, n)) / i
    }

    /// The n with `(1 + i)^n = ratio`, for i > 0 and ratio > 0.
    public static func periods(toGrowBy ratio: Double, at i: Double) -> Double {
        log(ratio) / log1p(i)
    }

    /// The i with `(1 + i)^n = ratio`, for n > 0 and ratio > 0.
    public static func monthlyRate(toGrowBy ratio: Double, over n: Double) -> Double {
        expm1(log(ratio) / n)
    }

    /// The n with `(1 + i)^−n = 1 − share`: a loan's term when the first month's interest is
    /// `share` of the payment (0 ≤ share < 1, i > 0).
    public static func periods(toRepayShare share: Double, at i: Double) -> Double {
        -log1p(-share) / log1p(i)
    }
}
