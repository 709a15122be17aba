/// Money, months and counts written straight into memory the caller has reserved.
///
/// The writers behind a schedule's cells: a table row is composed in one reserved stretch of
/// bytes, so a cell costs its digits and no capacity check, closure or array access per byte.
/// Each returns how many bytes it wrote; the `max…Bytes` figures bound what the caller reserves.
extension TallyLocale {
    /// The most `write(money:…)` writes: a minus sign, a symbol and twenty grouped digits.
    public static let maxMoneyBytes = 64
    /// The most `write(month:…)` writes (`September 2027` and a year of up to 11 digits).
    public static let maxMonthBytes = 24
    /// The most `writeInteger` writes.
    public static let maxIntegerBytes = 20

    /// `1,752.18`, `−£1,752.18`: as `appendMoney`.
    @inlinable
    public func write(money amount: Money, _ currency: Currency, symbol: Bool, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var position = 0
        if amount.isNegative {
            destination[0] = 0xE2
            destination[1] = 0x88
            destination[2] = 0x92
            position = 3
        }
        if symbol {
            for byte in currency.symbol.utf8.prefix(16) {
                destination[position] = byte
                position += 1
            }
        }
        return position + Self.writeDigits(amount.minorUnits.magnitude, minorDigits: currency.minorDigits, grouping: groupingSeparator, decimalMark: decimalSeparator, to: destination + position)
    }

    /// `magnitude` minor units as `1,752.18`, written left to right once its length is known.
    @inlinable
    static func writeDigits(_ magnitude: UInt64, minorDigits: Int, grouping: UInt8?, decimalMark: UInt8, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        if minorDigits == 2, let grouping {
            return writeCents(magnitude, grouping: grouping, decimalMark: decimalMark, to: destination)
        }
        let minorDigits = min(max(minorDigits, 0), 18)
        var scale: UInt64 = 1
        for _ in 0..<minorDigits { scale &*= 10 }
        var whole = magnitude / scale
        var fraction = magnitude % scale
        var wholeDigits = 1
        var probe = whole
        while probe >= 10 {
            probe /= 10
            wholeDigits += 1
        }
        let separators = grouping == nil ? 0 : (wholeDigits - 1) / 3
        let total = wholeDigits + separators + (minorDigits > 0 ? minorDigits + 1 : 0)
        var index = total
        if minorDigits > 0 {
            for _ in 0..<minorDigits {
                index -= 1
                destination[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
                fraction /= 10
            }
            index -= 1
            destination[index] = decimalMark
        }
        var written = 0
        repeat {
            if let grouping, written > 0 && written % 3 == 0 {
                index -= 1
                destination[index] = grouping
            }
            index -= 1
            destination[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole % 10)
            whole /= 10
            written += 1
        } while whole > 0
        return total
    }

    /// Two-place amounts (pence, cents: nearly every cell), grouped: the digits are laid out
    /// from the end in a stack buffer, two at a time from a table, and copied in one go.
    @inlinable
    static func writeCents(_ magnitude: UInt64, grouping: UInt8, decimalMark: UInt8, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer -> Int in
            guard let end = buffer.baseAddress.map({ $0 + 32 }) else { return 0 }
            var cursor = end
            var whole = magnitude / 100
            digitPairs.withUnsafeBufferPointer { pairs in
                let cents = Int(magnitude - whole * 100) * 2
                cursor -= 3
                cursor[0] = decimalMark
                cursor[1] = pairs[cents]
                cursor[2] = pairs[cents + 1]
                while whole >= 1000 {
                    let group = Int(whole % 1000)
                    whole /= 1000
                    let pair = (group % 100) * 2
                    cursor -= 4
                    cursor[0] = grouping
                    cursor[1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: group / 100)
                    cursor[2] = pairs[pair]
                    cursor[3] = pairs[pair + 1]
                }
                // The leading group: one to three digits, without leading zeros.
                let lead = Int(whole)
                if lead >= 100 {
                    let pair = (lead % 100) * 2
                    cursor -= 3
                    cursor[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: lead / 100)
                    cursor[1] = pairs[pair]
                    cursor[2] = pairs[pair + 1]
                } else if lead >= 10 {
                    cursor -= 2
                    cursor[0] = pairs[lead * 2]
                    cursor[1] = pairs[lead * 2 + 1]
                } else {
                    cursor -= 1
                    cursor[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: lead)
                }
            }
            let count = end - cursor
            destination.update(from: cursor, count: count)
            return count
        }
    }

    /// `00`, `01`, … `99`: two digits per lookup.
    public static let digitPairs: [UInt8] = (0..<100).flatMap { [UInt8(ascii: "0") + UInt8($0 / 10), UInt8(ascii: "0") + UInt8($0 % 10)] }

    /// `Jan 2027` / `January 2027`: as `append(_:_:to:)` for a month.
    @inlinable
    public func write(month: YearMonth, _ style: DateStyle, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        let names = style == .long ? Self.longMonthBytes : Self.shortMonthBytes
        let index = min(max(month.month, 1), 12) - 1
        let start = names.offsets[index]
        let end = names.offsets[index + 1]
        var position = 0
        names.bytes.withUnsafeBufferPointer { bytes in
            for offset in start..<end {
                destination[position] = bytes[offset]
                position += 1
            }
        }
        destination[position] = UInt8(ascii: " ")
        return position + 1 + Self.writeInteger(month.year, to: destination + position + 1)
    }

    /// A count or a year in decimal digits, with a hyphen if negative.
    @inlinable
    public static func writeInteger(_ value: Int, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var position = 0
        if value < 0 {
            destination[0] = UInt8(ascii: "-")
            position = 1
        }
        var magnitude = value.magnitude
        var digits = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        var index = position + digits
        repeat {
            index -= 1
            destination[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        return position + digits
    }

    /// Month names laid end to end, so that writing one reads a single array.
    public struct MonthNameBytes: Sendable {
        public let bytes: [UInt8]
        /// Where each month's name starts in `bytes`, and where the last one ends.
        public let offsets: [Int]

        init(_ names: [String]) {
            var bytes: [UInt8] = []
            var offsets = [0]
            for name in names {
                bytes.append(contentsOf: name.utf8)
                offsets.append(bytes.count)
            }
            self.bytes = bytes
            self.offsets = offsets
        }
    }

    public static let shortMonthBytes = MonthNameBytes(YearMonth.shortMonthNames)
    public static let longMonthBytes = MonthNameBytes(YearMonth.monthNames)
}
