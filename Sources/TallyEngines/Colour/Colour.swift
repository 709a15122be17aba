/// An sRGB colour with 8-bit channels, as scenarios name it and reports draw it.
///
/// Kept to whole 8-bit channels so that a colour always round-trips through `#rrggbb` and two
/// builds write the same bytes.
public struct Colour: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public static let black = Colour(red: 0, green: 0, blue: 0)
    public static let white = Colour(red: 255, green: 255, blue: 255)

    /// Lowercase `#rrggbb`.
    public var hex: String {
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        bytes.reserveCapacity(7)
        Digits.appendHex(UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue), count: 6, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads `#rgb`, `#rrggbb` (either case) or a palette name such as `teal` (either case).
    ///
    /// Returns nil for anything else, including surrounding spaces, so that validation can point
    /// at the exact value the user wrote rather than guess what they meant.
    public static func parse(_ text: String) -> Colour? {
        let utf8 = Array(text.utf8)
        if utf8.first == UInt8(ascii: "#") {
            return parseHexDigits(utf8.dropFirst())
        }
        return named(text)
    }

    private static func parseHexDigits(_ digits: ArraySlice<UInt8>) -> Colour? {
        var values = [UInt8]()
        values.reserveCapacity(6)
        for digit in digits {
            guard let value = hexValue(digit) else { return nil }
            values.append(value)
        }
        switch values.count {
        case 3:
            return Colour(red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17)
        case 6:
            return Colour(
                red: values[0] << 4 | values[1],
                green: values[2] << 4 | values[3],
                blue: values[4] << 4 | values[5]
            )
        default:
            return nil
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
