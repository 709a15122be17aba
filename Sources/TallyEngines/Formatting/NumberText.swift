/// Numbers for people: thousands grouped, true minus signs, significant figures where a fixed
/// number of places would print `0.00`.
extension TallyLocale {
    /// `-73481.96` → `-73,481.96`: a plain decimal (as machine output writes it) grouped for
    /// reading. The hyphen stays, so a terminal line can be pasted into another program; pages
    /// turn it into a true minus. Text that is not a plain decimal is returned unchanged.
    public func grouped(_ plain: String) -> String {
        var utf8 = Array(plain.utf8)
        var negative = false
        if utf8.first == UInt8(ascii: "-") { negative = true; utf8.removeFirst() }
        let point = utf8.firstIndex(of: UInt8(ascii: ".")) ?? utf8.count
        guard point > 0, utf8[..<point].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return plain }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + utf8.count / 3 + 3)
        if negative { out.append(UInt8(ascii: "-")) }
        for (index, digit) in utf8[..<point].enumerated() {
            if index > 0 && (point - index) % 3 == 0 { out.append(groupingSeparator) }
            out.append(digit)
        }
        if point < utf8.count {
            out.append(decimalSeparator)
            out.append(contentsOf: utf8[(point + 1)...])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `value` to `figures` significant figures with trailing zeros dropped, grouped:
    /// `0.001`, `1,609.3`, `39.37`, `-40`. Whole digits are never rounded away (`62,137`).
    public func significant(_ value: ExactFraction, figures: Int = 5) -> String {
        grouped(NumberText.significantPlain(value, figures: figures))
    }
}

public enum NumberText {
    /// The ungrouped form of `TallyLocale.significant`: `1609.3`, `0.001`, `-40`.
    public static func significantPlain(_ value: ExactFraction, figures: Int = 5) -> String {
        let wide = value.decimalText(places: 30)
        let digits = wide.hasPrefix("-") ? Substring(wide.dropFirst()) : Substring(wide)
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts.first ?? "0"
        let places: Int
        if whole != "0" {
            places = max(0, figures - whole.count)
        } else if let fraction = parts.dropFirst().first, let firstNonZero = fraction.firstIndex(where: { $0 != "0" }) {
            places = min(30, fraction.distance(from: fraction.startIndex, to: firstNonZero) + figures)
        } else {
            return "0"
        }
        var text = value.decimalText(places: places)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
