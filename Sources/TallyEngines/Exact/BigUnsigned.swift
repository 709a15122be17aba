#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An unsigned integer of any size, just large enough in features for exact unit arithmetic and
/// for deciding how a money formula rounds.
///
/// Unit factors (0.45359237, 1609.344, 5/9) multiplied into a 17-digit typed value overflow 64
/// bits, rounding "1.005" correctly needs the exact product, and a loan's (1 + r/12)^n is a
/// fraction of thousands of digits, so the few operations needed are done on base-2³² limbs
/// rather than in `Double`.
struct BigUnsigned: Sendable, Hashable, Comparable {
    /// Little-endian base-2³² digits with no high zero limbs; zero has none.
    private(set) var limbs: [UInt32]

    static let zero = BigUnsigned(limbs: [])
    static let one = BigUnsigned(1)

    private init(limbs: [UInt32]) {
        self.limbs = limbs
        normalize()
    }

    init(_ value: UInt64) {
        limbs = value == 0 ? [] : (value >> 32 == 0 ? [UInt32(truncatingIfNeeded: value)]
            : [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)])
    }

    var isZero: Bool { limbs.isEmpty }

    private mutating func normalize() {
        while let last = limbs.last, last == 0 { limbs.removeLast() }
    }

    /// 10^exponent.
    static func powerOfTen(_ exponent: Int) -> BigUnsigned {
        var result = BigUnsigned.one
        var remaining = max(0, exponent)
        while remaining >= 9 {
            result = result.multiplied(bySmall: 1_000_000_000)
            remaining -= 9
        }
        var tail: UInt32 = 1
        for _ in 0..<remaining { tail *= 10 }
        return result.multiplied(bySmall: tail)
    }

    /// The number of significant bits (0 for zero).
    var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return (limbs.count - 1) * 32 + (32 - top.leadingZeroBitCount)
    }

    func bit(at index: Int) -> Bool {
        let limb = index / 32
        guard limb < limbs.count else { return false }
        return (limbs[limb] >> UInt32(index % 32)) & 1 == 1
    }

    /// The value when it fits in 64 bits.
    var uint64Value: UInt64? {
        switch limbs.count {
        case 0: return 0
        case 1: return UInt64(limbs[0])
        case 2: return UInt64(limbs[0]) | UInt64(limbs[1]) << 32
        default: return nil
        }
    }

    func multiplied(bySmall factor: UInt32) -> BigUnsigned {
        guard factor != 0, !isZero else { return .zero }
        var result = [UInt32]()
        result.reserveCapacity(limbs.count + 1)
        var carry: UInt64 = 0
        for limb in limbs {
            let product = UInt64(limb) * UInt64(factor) + carry
            result.append(UInt32(truncatingIfNeeded: product))
            carry = product >> 32
        }
        if carry != 0 { result.append(UInt32(truncatingIfNeeded: carry)) }
        return BigUnsigned(limbs: result)
    }

    static func * (lhs: BigUnsigned, rhs: BigUnsigned) -> BigUnsigned {
        guard !lhs.isZero, !rhs.isZero else { return .zero }
        var result = [UInt32](repeating: 0, count: lhs.limbs.count + rhs.limbs.count)
        for (i, left) in lhs.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, right) in rhs.limbs.enumerated() {
                let sum = UInt64(left) * UInt64(right) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: sum)
                carry = sum >> 32
            }
            var k = i + rhs.limbs.count
            while carry != 0 {
                let sum = UInt64(result[k]) + carry
                result[k] = UInt32(truncatingIfNeeded: sum)
                carry = sum >> 32
                k += 1
            }
        }
        return BigUnsigned(limbs: result)
    }

    /// `self` raised to `exponent` (≥ 0), by repeated squaring.
    func power(_ exponent: Int) -> BigUnsigned {
        var result = BigUnsigned.one
        var base = self
        var remaining = max(0, exponent)
        while remaining > 0 {
            if remaining & 1 == 1 { result = result * base }
            remaining >>= 1
            if remaining > 0 { base = base * base }
        }
        return result
    }

    /// `self` divided by 2^(32 × count), rounded down.
    func droppingLowLimbs(_ count: Int) -> BigUnsigned {
        count >= limbs.count ? .zero : BigUnsigned(limbs: Array(limbs[count...]))
    }

    /// `lhs / rhs` as the nearest `Double` within a few ulps, for sizes far past `Double`'s
    /// range (each side is cut to its top 64 bits first); rhs must not be zero.
    static func ratio(_ lhs: BigUnsigned, _ rhs: BigUnsigned) -> Double {
        let left = lhs.topBits, right = rhs.topBits
        return (left.significand / right.significand) * pow(2, Double(left.exponent - right.exponent))
    }

    /// The value as its top 64 bits (a `Double` within an ulp) times 2^exponent.
    private var topBits: (significand: Double, exponent: Int) {
        let width = bitWidth
        guard width > 64 else { return (Double(uint64Value ?? 0), 0) }
        var top: UInt64 = 0
        for index in stride(from: width - 1, through: width - 64, by: -1) {
            top = top << 1 | (bit(at: index) ? 1 : 0)
        }
        return (Double(top), width - 64)
    }

    static func + (lhs: BigUnsigned, rhs: BigUnsigned) -> BigUnsigned {
        let count = max(lhs.limbs.count, rhs.limbs.count)
        var result = [UInt32]()
        result.reserveCapacity(count + 1)
        var carry: UInt64 = 0
        for index in 0..<count {
            let left = index < lhs.limbs.count ? UInt64(lhs.limbs[index]) : 0
            let right = index < rhs.limbs.count ? UInt64(rhs.limbs[index]) : 0
            let sum = left + right + carry
            result.append(UInt32(truncatingIfNeeded: sum))
            carry = sum >> 32
        }
        if carry != 0 { result.append(UInt32(truncatingIfNeeded: carry)) }
        return BigUnsigned(limbs: result)
    }

    /// `self - other`, or nil when that would be negative.
    func subtracting(_ other: BigUnsigned) -> BigUnsigned? {
        guard other <= self else { return nil }
        var copy = self
        copy.subtractInPlace(other)
        return copy
    }

    /// Requires `other <= self`; callers check first.
    private mutating func subtractInPlace(_ other: BigUnsigned) {
        var borrow: Int64 = 0
        for index in 0..<limbs.count {
            let right = index < other.limbs.count ? Int64(other.limbs[index]) : 0
            var difference = Int64(limbs[index]) - right - borrow
            if difference < 0 {
                difference += 1 << 32
                borrow = 1
            } else {
                borrow = 0
            }
            limbs[index] = UInt32(truncatingIfNeeded: difference)
        }
        normalize()
    }

    /// `self * 2 + (bit ? 1 : 0)`, in place.
    private mutating func shiftLeftOne(insertingBit bit: Bool) {
        var carry: UInt32 = bit ? 1 : 0
        for index in 0..<limbs.count {
            let next = limbs[index] >> 31
            limbs[index] = limbs[index] << 1 | carry
            carry = next
        }
        if carry != 0 { limbs.append(carry) }
    }

    /// Binary long division; a zero divisor gives a zero quotient and keeps the dividend as the
    /// remainder (callers never divide by zero: every denominator is a product of unit factors).
    func quotientAndRemainder(dividingBy divisor: BigUnsigned) -> (quotient: BigUnsigned, remainder: BigUnsigned) {
        guard !divisor.isZero else { return (.zero, self) }
        if self < divisor { return (.zero, self) }
        if let small = divisor.uint64Value, small <= UInt64(UInt32.max) {
            let (quotient, remainder) = dividedBySmall(UInt32(small))
            return (quotient, BigUnsigned(UInt64(remainder)))
        }
        var quotientLimbs = [UInt32](repeating: 0, count: limbs.count)
        var remainder = BigUnsigned.zero
        remainder.limbs.reserveCapacity(divisor.limbs.count + 1)
        var index = bitWidth - 1
        while index >= 0 {
            remainder.shiftLeftOne(insertingBit: bit(at: index))
            if remainder >= divisor {
                remainder.subtractInPlace(divisor)
                quotientLimbs[index / 32] |= 1 << UInt32(index % 32)
            }
            index -= 1
        }
        return (BigUnsigned(limbs: quotientLimbs), remainder)
    }

    func dividedBySmall(_ divisor: UInt32) -> (quotient: BigUnsigned, remainder: UInt32) {
        guard divisor != 0 else { return (.zero, 0) }
        var quotient = [UInt32](repeating: 0, count: limbs.count)
        var remainder: UInt64 = 0
        var index = limbs.count - 1
        while index >= 0 {
            let current = remainder << 32 | UInt64(limbs[index])
            quotient[index] = UInt32(truncatingIfNeeded: current / UInt64(divisor))
            remainder = current % UInt64(divisor)
            index -= 1
        }
        return (BigUnsigned(limbs: quotient), UInt32(truncatingIfNeeded: remainder))
    }

    /// Plain decimal digits.
    var decimalDigits: String {
        guard !isZero else { return "0" }
        var chunks = [UInt32]()
        var rest = self
        while !rest.isZero {
            let (quotient, remainder) = rest.dividedBySmall(1_000_000_000)
            chunks.append(remainder)
            rest = quotient
        }
        var text = String(chunks.removeLast())
        for chunk in chunks.reversed() {
            let piece = String(chunk)
            text += String(repeating: "0", count: 9 - piece.count) + piece
        }
        return text
    }

    /// The nearest `Double` below 2^1024 (rounding the top 64 bits, which is within an ulp).
    var doubleValue: Double {
        let (significand, exponent) = topBits
        return Double(sign: .plus, exponent: exponent, significand: significand)
    }

    static func < (lhs: BigUnsigned, rhs: BigUnsigned) -> Bool {
        if lhs.limbs.count != rhs.limbs.count { return lhs.limbs.count < rhs.limbs.count }
        var index = lhs.limbs.count - 1
        while index >= 0 {
            if lhs.limbs[index] != rhs.limbs[index] { return lhs.limbs[index] < rhs.limbs[index] }
            index -= 1
        }
        return false
    }
}
