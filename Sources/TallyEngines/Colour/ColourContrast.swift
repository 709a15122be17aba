/// WCAG 2.x luminance and contrast, so reports can prove their text is readable on a fill.
extension Colour {
    /// Relative luminance (0 for black, 1 for white) per WCAG 2.x.
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// Contrast ratio with another colour, from 1 (same) to 21 (black on white); symmetric.
    public func contrastRatio(with other: Colour) -> Double {
        let first = relativeLuminance
        let second = other.relativeLuminance
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// Black or white, whichever contrasts more with this colour as a background.
    public var readableTextColour: Colour {
        contrastRatio(with: .black) >= contrastRatio(with: .white) ? .black : .white
    }

    /// This colour mixed towards white; `amount` 0 keeps it, 1 gives white.
    ///
    /// Used for table-row and band backgrounds, which must stay pale enough for black text.
    public func tinted(_ amount: Double) -> Colour {
        let fraction = amount.isFinite ? min(max(amount, 0), 1) : 0
        func mix(_ channel: UInt8) -> UInt8 {
            let value = Double(channel) + (255 - Double(channel)) * fraction
            return UInt8(min(max(value.rounded(.toNearestOrAwayFromZero), 0), 255))
        }
        return Colour(red: mix(red), green: mix(green), blue: mix(blue))
    }

    /// The pale tint reports use behind table rows.
    public var rowBackground: Colour { tinted(0.85) }

    private static func linear(_ channel: UInt8) -> Double {
        SRGBLinearTable.values[Int(channel)]
    }
}
