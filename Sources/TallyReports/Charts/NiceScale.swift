/// An axis range with "nice" ticks: steps of 1, 2 or 5 times a power of ten, 3 to 8 ticks.
///
/// Readers compare values against round gridlines; odd steps such as 3.7 make every reading a
/// sum. The range always covers the data, and includes zero on request (money axes start at
/// zero so bar and area heights are honest).
public struct NiceScale: Sendable, Equatable {
    public let lower: Double
    public let upper: Double
    public let step: Double
    public let ticks: [Double]

    public init(dataMin: Double, dataMax: Double, includeZero: Bool) {
        var low = dataMin.isFinite ? dataMin : 0
        var high = dataMax.isFinite ? dataMax : 0
        if low > high { swap(&low, &high) }
        // Beyond this the step arithmetic loses integers; no household number gets near it.
        low = min(max(low, -1e14), 1e14)
        high = min(max(high, -1e14), 1e14)
        if includeZero {
            low = min(low, 0)
            high = max(high, 0)
        }
        if high - low <= abs(high) * 1e-12 {
            if high == 0 {
                high = 1
            } else {
                let pad = abs(high) * 0.1
                low = includeZero && low >= 0 ? 0 : low - pad
                high += pad
                if includeZero && high > 0 && low > 0 { low = 0 }
            }
        }
        let step = Self.niceStep(low: low, high: high)
        let first = (low / step).rounded(.down)
        let last = (high / step).rounded(.up)
        let count = Int(last - first) + 1
        var ticks = [Double]()
        ticks.reserveCapacity(count)
        for index in 0..<count {
            ticks.append(Self.tick(first + Double(index), step: step))
        }
        self.step = step
        self.ticks = ticks
        self.lower = ticks.first ?? low
        self.upper = ticks.last ?? high
    }

    /// Decimal places that show every tick exactly (0 for steps of 1 and more).
    public var decimals: Int {
        var places = 0
        var scaled = step
        while places < 6 && abs(scaled - scaled.rounded()) > 1e-9 * max(1, abs(scaled)) {
            scaled *= 10
            places += 1
        }
        return places
    }

    /// Where `value` falls along the range, 0 at `lower` and 1 at `upper`.
    func fraction(of value: Double) -> Double {
        let span = upper - lower
        guard span > 0, value.isFinite else { return 0 }
        return (value - lower) / span
    }

    /// The smallest 1-2-5 step that needs at most 8 ticks for the span (hence at least 3).
    private static func niceStep(low: Double, high: Double) -> Double {
        let span = high - low
        guard span > 0, span.isFinite else { return 1 }
        var magnitude = 1.0
        // Start a decade below a fifth of the span, found by repeated scaling (no libm needed).
        let target = span / 50
        // A span too small to divide (a denormal) has no finer step to find.
        guard target > Double.leastNormalMagnitude else { return span }
        while magnitude > target { magnitude /= 10 }
        while magnitude * 10 <= target { magnitude *= 10 }
        while true {
            for multiple in [1.0, 2.0, 5.0] {
                let step = multiple * magnitude
                let count = (high / step).rounded(.up) - (low / step).rounded(.down) + 1
                if count <= 8 { return step }
            }
            magnitude *= 10
        }
    }

    /// The `multiple`-th tick, dividing for fractional steps so 3 × 0.1 is 0.3, not 0.30000000000000004.
    private static func tick(_ multiple: Double, step: Double) -> Double {
        let value = step >= 1 ? multiple * step : multiple / (1 / step).rounded()
        return value == 0 ? 0 : value
    }
}
