import Testing
import TallyTestSupport
@testable import TallyEngines

/// CIELAB distance, and the automatic colours it keeps clear of chosen ones.
@Suite struct ColourDistanceTests {
    @Test func distanceIsZeroForTheSameColourSymmetricAndLightnessForGreys() {
        var random = SeededRandom(seed: 22)
        for _ in 0..<200 {
            let a = random.colour(), b = random.colour()
            #expect(a.perceptualDistance(to: a) == 0)
            #expect(a.perceptualDistance(to: b) == b.perceptualDistance(to: a))
        }
        // Black to white is the whole lightness scale, L* 0 to 100.
        #expect(abs(Colour.black.perceptualDistance(to: .white) - 100) < 1e-6)
    }

    /// What RGB distance gets wrong: `sky` and the automatic blue look alike, and are close.
    @Test func lookalikesAreCloseAndDifferentColoursFar() throws {
        let automaticBlue = Colour.categorical[0], vermillion = Colour.categorical[3]
        #expect(try #require(Colour.named("sky")).perceptualDistance(to: automaticBlue) < Colour.tooCloseToChosen)
        #expect(try #require(Colour.named("orange")).perceptualDistance(to: vermillion) < Colour.tooCloseToChosen)
        #expect(try #require(Colour.named("violet")).perceptualDistance(to: vermillion) > 50)
    }

    @Test func theAutomaticColoursAreAllUsableWhenNothingIsChosen() {
        #expect(Colour.categorical(avoiding: []) == Colour.categorical)
        for (i, a) in Colour.categorical.enumerated() {
            for b in Colour.categorical.dropFirst(i + 1) { #expect(a.perceptualDistance(to: b) >= Colour.tooCloseToChosen) }
        }
    }

    @Test func onlyTheColoursNearAChosenOneAreLeftOutInOrder() throws {
        let orange = try #require(Colour.named("orange"))
        #expect(Colour.categorical(avoiding: [orange]) == Colour.categorical.filter { $0 != Colour.categorical[3] })
        // Chosen so that nothing is far enough: all of them rather than none.
        #expect(Colour.categorical(avoiding: Colour.categorical) == Colour.categorical)
    }
}
