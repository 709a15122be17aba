/// Rates and percentages for people, per locale: `3.5%`, `22.17%`, `24.57%`, `12.5%`.
extension TallyLocale {
    /// `3.5%`, `0.004%`: a percentage exactly as written, trailing zeros dropped.
    public func percent(_ value: ExactDecimal) -> String {
        // One buffer, one string: every report writes its rate a few times.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        appendShortest(value, to: &bytes)
        bytes.append(UInt8(ascii: "%"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A rate as the reports write it: a given rate exactly as written (`3.5%`, `0.004%`); a
    /// solved one, held to 12 places, to two places rounded half up in integers (`22.17%`).
    /// A rate that two places would show as 0% is not 0 (`0.0000000001` was used): it is
    /// written whole instead.
    public func rate(_ rate: AnnualRate) -> String {
        let percent = rate.percent
        guard percent.scale > 4, !percent.rounded(scale: 2).isZero || percent.isZero else { return self.percent(percent) }
        return self.percent(percent.rounded(scale: 2))
    }

    /// `24.57%`: a worked-out percentage (an AER) to at most `places` decimals, no trailing
    /// zeros. A value too large to hold exactly is written plainly rather than dropped.
    public func percent(_ value: Double, places: Int = 2) -> String {
        guard let rounded = ExactDecimal(rounding: value, scale: places) else { return "\(value)%" }
        return percent(rounded)
    }

    /// `12.5%`, `1,250,000.0%`, `−2.5%`: tenths of a percent (as budgets share out their
    /// spending), always with its one decimal. Tenths are 128-bit: a share can pass Int64.
    public func percent(tenths: Int128) -> String {
        var bytes: [UInt8] = []
        if tenths < 0 { Self.appendMinus(to: &bytes) }
        appendLaidOut(digits: Array(String(tenths.magnitude).utf8), places: 1, trimmingZeros: false, to: &bytes)
        bytes.append(UInt8(ascii: "%"))
        return String(decoding: bytes, as: UTF8.self)
    }
}
