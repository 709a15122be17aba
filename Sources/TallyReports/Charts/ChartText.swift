/// Rough text metrics for laying out labels without a font engine.
///
/// SVG cannot measure text before a browser draws it, so layout uses per-character width
/// classes of a typical sans-serif; slightly generous so labels never collide.
enum ChartText {
    static func estimatedWidth(_ text: String, fontSize: Double) -> Double {
        estimatedUnits(text) * fontSize
    }

    /// The width at a font size of 1, so a width worked out once serves every size.
    static func estimatedUnits(_ text: String) -> Double {
        var text = text
        return text.withUTF8 { estimatedUnits(utf8: $0) }
    }

    /// `estimatedUnits` of text given as UTF-8 bytes. Labels are nearly always ASCII: their
    /// bytes are read in place, and scalars decoded only when one is not.
    static func estimatedUnits(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Double {
        var units = 0.0
        for byte in bytes {
            guard byte < 0x80 else { return decodedUnits(utf8: bytes) }
            units += asciiWidthUnits(byte)
        }
        return units
    }

    /// `scalarUnits` of the bytes' text, its scalars decoded in place: money labels (`£350k`)
    /// are measured on every axis, and a string per label cost more than the measuring. Bytes
    /// that are not valid UTF-8 go the string's way, which repairs them.
    private static func decodedUnits(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Double {
        var units = 0.0
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                units += asciiWidthUnits(lead)
                index += 1
                continue
            }
            guard let (scalar, length) = scalar(in: bytes, at: index) else {
                return scalarUnits(String(decoding: bytes, as: UTF8.self))
            }
            units += widthUnits(scalar)
            index += length
        }
        return units
    }

    /// The scalar a multi-byte sequence at `index` encodes and the sequence's length; nil for
    /// anything but a shortest-form sequence of a scalar (no surrogates, nothing past U+10FFFF).
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        let length: Int
        let smallest: UInt32
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, smallest, value) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, smallest, value) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, smallest, value) = (4, 0x10000, UInt32(lead & 0x07))
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    private static func scalarUnits(_ text: String) -> Double {
        var units = 0.0
        for scalar in text.unicodeScalars {
            units += widthUnits(scalar)
        }
        return units
    }

    /// The label cut with an ellipsis so that it fits `maxWidth`; the original when it fits.
    static func truncated(_ text: String, fontSize: Double, maxWidth: Double) -> String {
        guard estimatedWidth(text, fontSize: fontSize) > maxWidth else { return text }
        let budget = maxWidth - widthUnits("…") * fontSize
        var used = 0.0
        var result = ""
        for scalar in text.unicodeScalars {
            let width = widthUnits(scalar) * fontSize
            if used + width > budget { break }
            used += width
            result.unicodeScalars.append(scalar)
        }
        while result.last == " " { result.removeLast() }
        return result + "…"
    }

    /// The width class of each ASCII byte, as `widthUnits` sorts the same characters: a
    /// lookup per byte instead of a chain of comparisons.
    private static var asciiWidthClasses: UnsafePointer<UInt8> {
        let classes: StaticString = "66666666666666666666666666666666106632601166010633333333330066662444444440444244444444424441616665555515500502555515155255560666"
        return classes.utf8Start
    }

    @inline(__always)
    private static func asciiWidthUnits(_ byte: UInt8) -> Double {
        switch asciiWidthClasses[Int(byte & 0x7F)] {
        case UInt8(ascii: "0"): return 0.28
        case UInt8(ascii: "1"): return 0.36
        case UInt8(ascii: "2"): return 0.9
        case UInt8(ascii: "3"): return 0.58
        case UInt8(ascii: "4"): return 0.68
        case UInt8(ascii: "5"): return 0.54
        default: return 0.62
        }
    }

    private static func widthUnits(_ scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case "i", "l", "j", ".", ",", "'", ":", ";", "|", "!", "I": return 0.28
        case " ", "f", "t", "r", "(", ")", "[", "]", "-": return 0.36
        case "m", "w", "M", "W", "@", "%": return 0.9
        case "0"..."9", "£", "$", "€", "¥", "₹": return 0.58
        case "A"..."Z": return 0.68
        case "a"..."z": return 0.54
        default: return 0.62
        }
    }
}
