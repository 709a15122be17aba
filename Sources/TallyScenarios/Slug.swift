/// URL-safe names for output files, made from the scenario's file name.
public enum Slug {
    /// `Our First Home.yaml` → `our-first-home`: lower-case ASCII letters and digits joined by hyphens.
    public static func make(fromFileName fileName: String) -> String {
        var base = Substring(fileName.split(separator: "/").last ?? "")
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = base[..<dot] }
        var slug = ""
        var pendingHyphen = false
        for scalar in base.unicodeScalars {
            if let first = Self.lowercasedASCII(scalar), (first >= "a" && first <= "z") || (first >= "0" && first <= "9") {
                if pendingHyphen && !slug.isEmpty { slug += "-" }
                pendingHyphen = false
                slug.unicodeScalars.append(first)
            } else {
                pendingHyphen = true
            }
        }
        return slug.isEmpty ? "scenario" : slug
    }

    /// The scalar lower-cased when that gives one ASCII scalar (`K`, the Kelvin sign, gives `k`).
    /// ASCII is lowered by hand: Unicode's case mapping builds a string for every scalar.
    private static func lowercasedASCII(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar.isASCII {
            return scalar >= "A" && scalar <= "Z" ? Unicode.Scalar(UInt8(scalar.value) + 0x20) : scalar
        }
        let lowered = scalar.properties.lowercaseMapping.unicodeScalars
        guard lowered.count == 1, let first = lowered.first, first.isASCII else { return nil }
        return first
    }

    /// `first-home` → `First home`, a title for a scenario that does not give one.
    public static func title(from slug: String) -> String {
        let words = slug.split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
