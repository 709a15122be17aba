@testable import TallyScenarios
import TallyTestSupport
import Testing

/// Slugs of ASCII names are made from their bytes; they must equal what the scalar-by-scalar
/// rules make of the same name.
@Suite struct SlugTests {
    @Test func asciiNamesGetTheGeneralSlug() {
        var random = SeededRandom(seed: 0x5106)
        let pieces = ["a", "Z", "7", "-", "_", " ", ".", "/", "//", ".yaml", "..", "!", "\t", "\r\n", "Home", "x.y"]
        for _ in 0..<5_000 {
            var name = ""
            for _ in 0..<random.int(in: 0...8) { name += pieces[random.int(in: 0...pieces.count - 1)] }
            #expect(Slug.make(fromFileName: name) == Slug.unicodeSlug(name), "\(name.debugDescription)")
        }
    }

    @Test func namesBeyondASCIITakeTheGeneralPath() {
        #expect(Slug.make(fromFileName: "\u{212A}elvin.yaml") == "kelvin")
        #expect(Slug.make(fromFileName: "caf\u{E9} au lait.yaml") == "caf-au-lait")
        #expect(Slug.make(fromFileName: "dir/\u{301}home.yaml") == Slug.unicodeSlug("dir/\u{301}home.yaml"))
        #expect(Slug.make(fromFileName: "scenarios/Our First Home.yaml") == "our-first-home")
        #expect(Slug.make(fromFileName: ".hidden") == "hidden")
        #expect(Slug.make(fromFileName: "///") == "scenario")
    }
}
