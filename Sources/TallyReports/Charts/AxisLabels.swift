import TallyEngines
/// Ready-made tick label writers for chart axes.
public enum AxisLabels {
    /// Money in the short form axes need: `£950`, `£350k`, `£1.2m`, `£3bn`; negatives `−£5k`.
    ///
    /// One decimal at most, dropped when it is zero, so an axis reads `£0 £500k £1m £1.5m`.
    public static func compactMoney(_ value: Double, symbol: String) -> String {
        guard value.isFinite else { return symbol + "0" }
        let magnitude = abs(value)
        var text = value < 0 && magnitude >= 0.5 ? "\u{2212}" : ""
        text += symbol
        let units = compactUnits
        for (index, (size, suffix)) in units.enumerated() {
            guard magnitude >= size else { continue }
            let scaled = (magnitude / size * 10).rounded(.toNearestOrAwayFromZero) / 10
            // 999,960 rounds to 1000.0k: promote it to the next unit up (£1m) instead.
            if scaled >= 1000, index > 0 {
                let larger = units[index - 1]
                let promoted = (magnitude / larger.0 * 10).rounded(.toNearestOrAwayFromZero) / 10
                return text + ChartNumber.format(promoted, decimals: 1) + larger.1
            }
            return text + ChartNumber.format(scaled, decimals: 1) + suffix
        }
        let whole = magnitude.rounded(.toNearestOrAwayFromZero)
        if whole >= 1000 { return text + "1k" }
        return text + ChartNumber.format(whole, decimals: 0)
    }

    /// Built once: a chart writes a few of these labels per drawing.
    private static let compactUnits: [(Double, String)] = [(1e9, "bn"), (1e6, "m"), (1e3, "k")]

    /// A tick writer for `compactMoney` with a fixed symbol, to hand to a chart.
    public static func compactMoney(symbol: String) -> @Sendable (Double) -> String {
        { compactMoney($0, symbol: symbol) }
    }

    /// Plain numbers with up to `decimals` places, e.g. BMI `18.5`.
    public static func number(decimals: Int) -> @Sendable (Double) -> String {
        { ChartNumber.format($0, decimals: decimals) }
    }
}
