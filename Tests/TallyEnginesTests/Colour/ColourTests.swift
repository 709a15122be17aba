import Testing
import TallyTestSupport
@testable import TallyEngines

extension SeededRandom {
    mutating func colour() -> Colour {
        let bits = next()
        return Colour(red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8), blue: UInt8(truncatingIfNeeded: bits >> 16))
    }
}

@Suite struct ColourTests {
    @Test func parsesHexInEitherCase() {
        #expect(Colour.parse("#fff") == .white)
        #expect(Colour.parse("#000") == .black)
        #expect(Colour.parse("#FFFFFF") == .white)
        #expect(Colour.parse("#0a0B0c") == Colour(red: 10, green: 11, blue: 12))
        #expect(Colour.parse("#1Ab") == Colour(red: 0x11, green: 0xaa, blue: 0xbb))
        #expect(Colour.parse("#0A0B0C")?.hex == "#0a0b0c")
    }

    @Test func parsesPaletteNames() {
        #expect(Colour.parse("red") == Colour(red: 0xdc, green: 0x26, blue: 0x26))
        #expect(Colour.parse("Teal") == Colour.named("teal"))
        #expect(Colour.parse("GRAY") == Colour.parse("grey"))
        #expect(Colour.parse("gray") != nil)
    }

    @Test func rejectsMalformedColours() {
        for text in ["#12", "#ggg", "#12345", "#1234567", "#", "", "redd", " red", "red ", "#fff ", "rgb(0,0,0)", "#+12", "12f", "#ééé"] {
            #expect(Colour.parse(text) == nil, "\(text) should not parse")
        }
    }

    @Test func hexRoundTripsForRandomColours() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<2_000 {
            let colour = random.colour()
            #expect(Colour.parse(colour.hex) == colour)
            #expect(Colour.parse(colour.hex.uppercased()) == colour)
            #expect(colour.hex.count == 7)
        }
    }

    @Test func paletteIsListableAndConsistent() {
        let names = Colour.palette.map(\.name)
        #expect(names.count >= 16)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0 == $0.lowercased() })
        for entry in Colour.palette {
            #expect(Colour.parse(entry.name) == entry.colour)
            #expect(Colour.parse(entry.hex) == entry.colour)
            // Print-safe: every named colour carries white or black text at WCAG AA for large text.
            #expect(entry.colour.contrastRatio(with: entry.colour.readableTextColour) >= 3)
        }
        #expect(Colour.categorical.count >= 8)
        #expect(Set(Colour.categorical).count == Colour.categorical.count)
        #expect(Colour.categorical(at: Colour.categorical.count) == Colour.categorical(at: 0))
        #expect(Colour.categorical(at: -1) == Colour.categorical.last)
    }

    @Test func contrastOfKnownPairs() {
        #expect(Colour.black.contrastRatio(with: .white) == 21)
        #expect(Colour.white.contrastRatio(with: .black) == 21)
        #expect(Colour.white.relativeLuminance == 1)
        #expect(Colour.black.relativeLuminance == 0)
        // #767676 is the classic lightest grey passing 4.5:1 on white.
        let grey = Colour(red: 0x76, green: 0x76, blue: 0x76)
        #expect(abs(grey.contrastRatio(with: .white) - 4.54) < 0.01)
        #expect(Colour.parse("#777")?.contrastRatio(with: .white) ?? 5 < 4.5)
    }

    @Test func contrastPropertiesHoldForRandomPairs() {
        var random = SeededRandom(seed: 99)
        for _ in 0..<2_000 {
            let first = random.colour()
            let second = random.colour()
            let ratio = first.contrastRatio(with: second)
            #expect(ratio >= 1 && ratio <= 21)
            #expect(ratio == second.contrastRatio(with: first))
            #expect(first.contrastRatio(with: first) == 1)
            let text = first.readableTextColour
            let other: Colour = text == .black ? .white : .black
            #expect(first.contrastRatio(with: text) >= first.contrastRatio(with: other))
            #expect(first.contrastRatio(with: text) >= 4.5)
        }
    }

    @Test func readableTextColourChoices() {
        #expect(Colour.parse("#000080")?.readableTextColour == .white)
        #expect(Colour.parse("#ffff00")?.readableTextColour == .black)
        #expect(Colour.white.readableTextColour == .black)
        #expect(Colour.black.readableTextColour == .white)
    }

    @Test func tintsMoveTowardsWhite() {
        var random = SeededRandom(seed: 5)
        for _ in 0..<500 {
            let colour = random.colour()
            #expect(colour.tinted(0) == colour)
            #expect(colour.tinted(1) == .white)
            #expect(colour.tinted(.nan) == colour)
            #expect(colour.tinted(2) == .white)
            #expect(colour.tinted(0.3).relativeLuminance >= colour.relativeLuminance)
            #expect(colour.tinted(0.7).relativeLuminance >= colour.tinted(0.3).relativeLuminance)
            #expect(colour.rowBackground.contrastRatio(with: .black) >= 7)
        }
    }
}
