/// City names compared the way people write them: case, punctuation and spacing ignored, and the
/// usual abbreviations equal to the words (St./Saint, Ste./Sainte, Ft/Fort, Mt/Mount).
public enum CityName {
    public static func normalized(_ s: String) -> String {
        var words: [String] = []
        var word = ""
        for scalar in s.lowercased().unicodeScalars {
            let folded = foldedLetter(scalar)
            if let folded {
                word.unicodeScalars.append(folded)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        // Apostrophes join ("O'Fallon" is "ofallon"), so the words are glued back with nothing between.
        return words.map { abbreviations[$0] ?? $0 }.joined()
    }

    private static let abbreviations: [String: String] = [
        "st": "saint", "ste": "sainte", "ft": "fort", "mt": "mount", "mtn": "mountain",
    ]

    /// A lower-case ASCII letter or digit for `scalar` (accents dropped: "Mayagüez" is "mayaguez"),
    /// or nil for anything that separates words.
    private static func foldedLetter(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar {
        case "a"..."z", "0"..."9": return scalar
        default: return accented[scalar]
        }
    }

    private static let accented: [Unicode.Scalar: Unicode.Scalar] = {
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        let groups: [(String, Unicode.Scalar)] = [
            ("àáâãäå", "a"), ("ç", "c"), ("èéêë", "e"), ("ìíîï", "i"), ("ñ", "n"),
            ("òóôõöø", "o"), ("ùúûü", "u"), ("ýÿ", "y"),
        ]
        for (letters, base) in groups {
            for scalar in letters.unicodeScalars { table[scalar] = base }
        }
        return table
    }()
}
