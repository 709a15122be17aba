import TallyEngines

/// Ready-made tick label writers for chart axes.
public enum AxisLabels {
    /// Money in the short form axes need: `£950`, `£350k`, `£1.2m`, `£3bn`; negatives `−£5k`.
    ///
    /// One decimal at most, dropped when it is zero, so an axis reads `£0 £500k £1m £1.5m`.
    public static func compactMoney(_ value: Double, symbol: String) -> String {
        guard value.isFinite else { return symbol + "0" }
        let magnitude = abs(value)
        let negative = value < 0 && magnitude >= 0.5
        for (index, (size, suffix)) in compactUnits.enumerated() {
            guard magnitude >= size else { continue }
            let scaled = (magnitude / size * 10).rounded(.toNearestOrAwayFromZero) / 10
            // 999,960 rounds to 1000.0k: promote it to the next unit up (£1m) instead.
            if scaled >= 1000, index > 0 {
                let larger = compactUnits[index - 1]
                let promoted = (magnitude / larger.0 * 10).rounded(.toNearestOrAwayFromZero) / 10
                return compactLabel(negative: negative, symbol: symbol, promoted, decimals: 1, suffix: larger.1)
            }
            return compactLabel(negative: negative, symbol: symbol, scaled, decimals: 1, suffix: suffix)
        }
        let whole = magnitude.rounded(.toNearestOrAwayFromZero)
        if whole >= 1000 { return compactLabel(negative: negative, symbol: symbol, 1, decimals: 0, suffix: "k") }
        return compactLabel(negative: negative, symbol: symbol, whole, decimals: 0, suffix: "")
    }

    /// `−£1.5m`: the number as `ChartNumber.format` writes a non-negative value with `decimals`
    /// (0 or 1) places.
    private static func compactLabel(negative: Bool, symbol: String, _ number: Double, decimals: Int, suffix: StaticString) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        if negative { TallyLocale.appendMinus(to: &bytes) }
        bytes.append(contentsOf: symbol.utf8)
        ChartNumber.append(min(max(number, 0), 1e12), decimals: decimals, minus: [], to: &bytes)
        suffix.withUTF8Buffer { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Built once: a chart writes a few of these labels per drawing.
    private static let compactUnits: [(Double, StaticString)] = [(1e9, "bn"), (1e6, "m"), (1e3, "k")]

    /// A tick writer for `compactMoney` with a fixed symbol, to hand to a chart.
    public static func compactMoney(symbol: String) -> @Sendable (Double) -> String {
        { compactMoney($0, symbol: symbol) }
    }

    /// Plain numbers with up to `decimals` places, e.g. BMI `18.5`.
    public static func number(decimals: Int) -> @Sendable (Double) -> String {
        { ChartNumber.format($0, decimals: decimals) }
    }
}
