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
