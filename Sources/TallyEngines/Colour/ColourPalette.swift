/// A colour a scenario may call by name; the help page lists these.
public struct NamedColour: Sendable, Hashable {
    public let name: String
    public let colour: Colour

    public var hex: String { colour.hex }
}

extension Colour {
    /// The named colours, in hue order.
    ///
    /// Mid-to-deep tones chosen to print well on white paper and to carry white or black text
    /// legibly; `gray` is accepted as a spelling of `grey` but listed once.
    public static let palette: [NamedColour] = [
        NamedColour(name: "red", colour: Colour(red: 0xdc, green: 0x26, blue: 0x26)),
        NamedColour(name: "orange", colour: Colour(red: 0xea, green: 0x58, blue: 0x0c)),
        NamedColour(name: "amber", colour: Colour(red: 0xd9, green: 0x77, blue: 0x06)),
        NamedColour(name: "yellow", colour: Colour(red: 0xca, green: 0x8a, blue: 0x04)),
        NamedColour(name: "lime", colour: Colour(red: 0x65, green: 0xa3, blue: 0x0d)),
        NamedColour(name: "green", colour: Colour(red: 0x16, green: 0xa3, blue: 0x4a)),
        NamedColour(name: "teal", colour: Colour(red: 0x0d, green: 0x94, blue: 0x88)),
        NamedColour(name: "cyan", colour: Colour(red: 0x08, green: 0x91, blue: 0xb2)),
        NamedColour(name: "sky", colour: Colour(red: 0x02, green: 0x84, blue: 0xc7)),
        NamedColour(name: "blue", colour: Colour(red: 0x25, green: 0x63, blue: 0xeb)),
        NamedColour(name: "indigo", colour: Colour(red: 0x4f, green: 0x46, blue: 0xe5)),
        NamedColour(name: "violet", colour: Colour(red: 0x7c, green: 0x3a, blue: 0xed)),
        NamedColour(name: "purple", colour: Colour(red: 0x93, green: 0x33, blue: 0xea)),
        NamedColour(name: "pink", colour: Colour(red: 0xdb, green: 0x27, blue: 0x77)),
        NamedColour(name: "rose", colour: Colour(red: 0xe1, green: 0x1d, blue: 0x48)),
        NamedColour(name: "brown", colour: Colour(red: 0x92, green: 0x40, blue: 0x0e)),
        NamedColour(name: "slate", colour: Colour(red: 0x47, green: 0x55, blue: 0x69)),
        NamedColour(name: "grey", colour: Colour(red: 0x6b, green: 0x72, blue: 0x80)),
    ]

    /// The palette colour with this name, in any case (`gray` is `grey`), or nil.
    public static func named(_ name: String) -> Colour? {
        let lower = name.lowercased()
        let key = lower == "gray" ? "grey" : lower
        return palette.first(where: { $0.name == key })?.colour
    }

    /// Colours for series that name none, in the order they are handed out.
    ///
    /// The first eight are the Okabe–Ito set (distinguishable with the common colour-vision
    /// deficiencies), with its yellow moved last because it vanishes on white paper, and black
    /// replaced by a softer ink; then extras from Paul Tol's muted scheme for longer lists.
    public static let categorical: [Colour] = [
        Colour(red: 0x00, green: 0x72, blue: 0xb2),  // blue
        Colour(red: 0xe6, green: 0x9f, blue: 0x00),  // orange
        Colour(red: 0x00, green: 0x9e, blue: 0x73),  // bluish green
        Colour(red: 0xd5, green: 0x5e, blue: 0x00),  // vermillion
        Colour(red: 0xcc, green: 0x79, blue: 0xa7),  // reddish purple
        Colour(red: 0x56, green: 0xb4, blue: 0xe9),  // sky blue
        Colour(red: 0x33, green: 0x22, blue: 0x88),  // indigo (Tol)
        Colour(red: 0x88, green: 0x22, blue: 0x55),  // wine (Tol)
        Colour(red: 0x99, green: 0x99, blue: 0x33),  // olive (Tol)
        Colour(red: 0x4d, green: 0x4d, blue: 0x4d),  // ink grey
        Colour(red: 0xf0, green: 0xe4, blue: 0x42),  // yellow
    ]

    /// The categorical colour for the series at `index`, cycling when there are more series.
    public static func categorical(at index: Int) -> Colour {
        let count = categorical.count
        return categorical[((index % count) + count) % count]
    }

    /// How close (CIE ΔE) an automatic colour may come to one a person chose before it is left
    /// out: the automatic colours are at least 26 apart from one another, and `orange` is 11
    /// from the vermillion, which beside it reads as the same colour.
    public static let tooCloseToChosen = 20.0

    /// `categorical`, in order, without the colours too close to any of `chosen` (the colours a
    /// scenario names for some of its series), so an automatic colour never passes for a chosen
    /// one; all of them when every one is too close to something chosen.
    public static func categorical(avoiding chosen: [Colour]) -> [Colour] {
        let usable = categorical.filter { automatic in
            !chosen.contains { automatic.perceptualDistance(to: $0) < tooCloseToChosen }
        }
        return usable.isEmpty ? categorical : usable
    }
}
