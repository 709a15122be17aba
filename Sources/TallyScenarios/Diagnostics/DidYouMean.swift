import TallyEngines

/// Suggestions for a mistyped name, the way compilers offer them.
public enum DidYouMean {
    /// The closest candidate within a distance that still looks like a typo, if any.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        let limit = EditDistance.typoLimit(forLength: lowered.count)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `; did you mean 'rate'?` or an empty string.
    public static func hint(for word: String, among candidates: [String]) -> String {
        suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit (the engines'
    /// `EditDistance`, shared with unit suggestions).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        EditDistance.between(a, b)
    }
}
