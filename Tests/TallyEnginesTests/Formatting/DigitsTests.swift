import Testing
import TallyTestSupport
@testable import TallyEngines

/// The one writer of integers: every length, both signs, the extremes, grouping and hex.
@Suite struct DigitsTests {
    @Test func decimalIntegersReadAsTheirText() {
        var random = SeededRandom(seed: 0x1A7E_0011)
        var samples = [0, 1, 9, 10, 99, 100, 999, 1_000, -1, -10, -100, Int.max, Int.min, Int.min + 1, 999_999_999_999_999_999]
        for _ in 0..<2_000 {
            var magnitude = 0
            for _ in 0..<random.int(in: 1...18) { magnitude = magnitude * 10 + random.int(in: 0...9) }
            samples.append(random.bool() ? -magnitude : magnitude)
        }
        for value in samples {
            var bytes = Array("x".utf8)
            Digits.append(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "x" + String(value))
        }
        var largest: [UInt8] = []
        Digits.append(UInt64.max, to: &largest)
        #expect(String(decoding: largest, as: UTF8.self) == "18446744073709551615")
    }

    @Test func groupedDigitsHaveASeparatorEveryThree() {
        let cases: [(UInt64, String)] = [(0, "0"), (999, "999"), (1_000, "1,000"), (12_345, "12,345"), (1_234_567, "1,234,567"), (UInt64.max, "18,446,744,073,709,551,615")]
        for (value, expected) in cases {
            var bytes: [UInt8] = []
            Digits.append(value, grouping: UInt8(ascii: ","), to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == expected)
        }
    }

    /// The leading group of one, two or three digits after whole groups, and a fraction that
    /// leaves a whole zero: every way an amount's digits end up laid out.
    @Test func fractionsAndLeadingGroups() {
        let cases: [(UInt64, Int, String)] = [
            (0, 2, "0.00"), (5, 2, "0.05"), (99, 2, "0.99"), (100, 2, "1.00"), (1_234, 2, "12.34"), (99_999, 2, "999.99"),
            (100_000, 2, "1,000.00"), (123_456, 2, "1,234.56"), (12_345_678, 2, "123,456.78"), (100_000_000, 2, "1,000,000.00"),
            (7, 0, "7"), (42, 0, "42"), (1_000_000, 3, "1,000.000"), (12_345, 1, "1,234.5"), (1, 18, "0.000000000000000001"),
        ]
        for (value, places, expected) in cases {
            var bytes: [UInt8] = []
            Digits.append(value, fractionDigits: places, grouping: UInt8(ascii: ","), to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(value) with \(places) places")
        }
    }

    @Test func hexDigitsAsRadixSixteen() {
        for value: UInt64 in [0, 1, 0xF, 0x10, 0xABCDEF, 0xCBF2_9CE4_8422_2325, .max] {
            var bytes: [UInt8] = []
            Digits.appendHex(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == String(value, radix: 16))
            var upper: [UInt8] = []
            Digits.appendHex(value, uppercase: true, to: &upper)
            #expect(String(decoding: upper, as: UTF8.self) == String(value, radix: 16, uppercase: true))
        }
        var padded: [UInt8] = []
        Digits.appendHex(0x2F, count: 4, to: &padded)
        Digits.appendHex(0x1_0000_00AB, count: 2, to: &padded)
        Digits.appendHex(0x7, count: 18, to: &padded)
        #expect(String(decoding: padded, as: UTF8.self) == "002fab000000000000000007")
    }
}
