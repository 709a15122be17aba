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
        var position = amount.isNegative ? Self.writeMinus(to: destination) : 0
        if symbol {
            for byte in currency.symbol.utf8.prefix(16) {
                destination[position] = byte
                position += 1
            }
        }
        return position + Self.writeDigits(amount.minorUnits.magnitude, minorDigits: currency.minorDigits, grouping: groupingSeparator, decimalMark: decimalSeparator, to: destination + position)
    }

    /// The minus sign, U+2212 (a hyphen is not a minus in print), and its length in bytes.
    @inlinable
    public static func writeMinus(to destination: UnsafeMutablePointer<UInt8>) -> Int {
        destination[0] = 0xE2
        destination[1] = 0x88
        destination[2] = 0x92
        return 3
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

    /// Two-place amounts (pence, cents: nearly every cell), grouped: the length is counted
    /// first and the digits stored in place from the end, two at a time from a table.
    @inlinable
    public static func writeCents(_ magnitude: UInt64, grouping: UInt8, decimalMark: UInt8, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var whole = magnitude / 100
        let cents = Int(magnitude &- whole &* 100)
        // The length first, so that the digits are stored in place, right to left.
        let wholeDigits = decimalDigitCount(whole)
        let count = wholeDigits + (wholeDigits - 1) / 3 + 3
        let pairs = digitPairBytes
        var cursor = destination + count
        cursor -= 3
        cursor[0] = decimalMark
        cursor[1] = pairs[cents &* 2]
        cursor[2] = pairs[cents &* 2 &+ 1]
        while whole >= 1000 {
            let group = Int(whole % 1000)
            whole /= 1000
            let hundreds = group / 100
            let pair = (group &- hundreds &* 100) &* 2
            cursor -= 4
            cursor[0] = grouping
            cursor[1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: hundreds)
            cursor[2] = pairs[pair]
            cursor[3] = pairs[pair &+ 1]
        }
        // The leading group: one to three digits, without leading zeros.
        let lead = Int(whole)
        if lead >= 100 {
            let hundreds = lead / 100
            let pair = (lead &- hundreds &* 100) &* 2
            cursor[-3] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: hundreds)
            cursor[-2] = pairs[pair]
            cursor[-1] = pairs[pair &+ 1]
        } else if lead >= 10 {
            cursor[-2] = pairs[lead &* 2]
            cursor[-1] = pairs[lead &* 2 &+ 1]
        } else {
            cursor[-1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: lead)
        }
        return count
    }

    /// How many decimal digits `value` has (UInt64's largest has 20). Comparisons in a tree
    /// rather than a loop of multiplications: a cell's amount or count is counted in three or four.
    @inlinable
    public static func decimalDigitCount(_ value: UInt64) -> Int {
        if value < 100_000 {
            if value < 100 { return value < 10 ? 1 : 2 }
            return value < 1_000 ? 3 : (value < 10_000 ? 4 : 5)
        }
        if value < 10_000_000_000 {
            if value < 10_000_000 { return value < 1_000_000 ? 6 : 7 }
            return value < 100_000_000 ? 8 : (value < 1_000_000_000 ? 9 : 10)
        }
        var digits = 11
        var limit: UInt64 = 100_000_000_000
        while digits < 20 && value >= limit {
            digits += 1
            limit &*= 10
        }
        return digits
    }

    /// `00`, `01`, … `99` as bytes in the program's constant data: two digits per load, with no
    /// lazy global to initialise or array to check on the way. Charts write coordinates with it.
    @inlinable
    public static var digitPairBytes: UnsafePointer<UInt8> {
        let pairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
        return pairs.utf8Start
    }

    /// `Jan 2027` / `January 2027`: as `append(_:_:to:)` for a month.
    @inlinable
    public func write(month: YearMonth, _ style: DateStyle, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        let names = style == .long ? Self.longMonthBytes : Self.shortMonthBytes
        let index = min(max(month.month, 1), 12) - 1
        let position = names.write(month: index, to: destination)
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
        var magnitude = UInt64(value.magnitude)
        // The length first, then two digits per step.
        let digits = decimalDigitCount(magnitude)
        let pairs = digitPairBytes
        let end = destination + position + digits
        var cursor = end
        while magnitude >= 100 {
            let quotient = magnitude / 100
            let pair = Int(magnitude &- quotient &* 100) &* 2
            cursor -= 2
            cursor[0] = pairs[pair]
            cursor[1] = pairs[pair &+ 1]
            magnitude = quotient
        }
        if magnitude >= 10 {
            let pair = Int(magnitude) &* 2
            cursor[-2] = pairs[pair]
            cursor[-1] = pairs[pair &+ 1]
        } else {
            cursor[-1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
        }
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

        /// Writes the name of month `index` (0 for January), and returns its length.
        @inlinable
        public func write(month index: Int, to destination: UnsafeMutablePointer<UInt8>) -> Int {
            let start = offsets[index]
            let count = offsets[index + 1] - start
            bytes.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress else { return }
                destination.update(from: base + start, count: count)
            }
            return count
        }
    }

    public static let shortMonthBytes = MonthNameBytes(YearMonth.shortMonthNames)
    public static let longMonthBytes = MonthNameBytes(YearMonth.monthNames)
}
