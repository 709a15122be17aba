/// A root finder that cannot wander off: Newton's method kept inside a bracket, falling back to
/// bisection whenever a Newton step would leave it or shrink it too slowly (Numerical Recipes'
/// `rtsafe`). Every step keeps a sign change inside the bracket, so it converges whenever the
/// bracket is valid; the iteration count is bounded regardless.
enum SafeguardedRoot {
    /// A function's value and slope at a point.
    typealias Evaluation = (value: Double, slope: Double)

    /// The x in `lower...upper` where `function` crosses zero, or nil when the ends do not
    /// bracket a sign change or the function is not a number somewhere inside. `tried` hears
    /// each estimate in turn, the last being the answer, so a report can show the search.
    static func find(
        lower: Double, upper: Double, maximumIterations: Int = 300,
        tried: (Double) -> Void = { _ in },
        _ function: (Double) -> Evaluation
    ) -> Double? {
        let atLower = function(lower).value
        let atUpper = function(upper).value
        guard !atLower.isNaN, !atUpper.isNaN else { return nil }
        if atLower == 0 { tried(lower); return lower }
        if atUpper == 0 { tried(upper); return upper }
        guard (atLower < 0) != (atUpper < 0) else { return nil }
        // Orient the bracket so that the function is negative at `low`.
        var low = atLower < 0 ? lower : upper
        var high = atLower < 0 ? upper : lower
        var root = 0.5 * (lower + upper)
        tried(root)
        var stepBefore = abs(upper - lower)
        var step = stepBefore
        var (value, slope) = function(root)
        for _ in 0..<maximumIterations {
            guard !value.isNaN else { return nil }
            if value == 0 { return root }
            let newtonLeaves = ((root - high) * slope - value) * ((root - low) * slope - value) > 0
            let newtonSlow = abs(2 * value) > abs(stepBefore * slope)
            if !slope.isFinite || slope == 0 || !value.isFinite || newtonLeaves || newtonSlow {
                stepBefore = step
                step = 0.5 * (high - low)
                root = low + step
                tried(root)
                // The bracket has shrunk to neighbouring doubles: nothing is left to halve.
                if root == low { return root }
            } else {
                stepBefore = step
                step = value / slope
                let previous = root
                root -= step
                tried(root)
                if root == previous { return root }
            }
            if abs(step) <= 1e-300 + 4 * Double.ulpOfOne * abs(root) { return root }
            (value, slope) = function(root)
            if value < 0 { low = root } else { high = root }
        }
        return nil
    }
}
