/// URL-safe names for output files, made from the scenario's file name.
public enum Slug {
    /// `Our First Home.yaml` → `our-first-home`: lower-case ASCII letters and digits joined by hyphens.
    public static func make(fromFileName fileName: String) -> String {
        var base = Substring(fileName.split(separator: "/").last ?? "")
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = base[..<dot] }
        var slug = ""
        var pendingHyphen = false
        for scalar in base.unicodeScalars {
            let lowered = scalar.properties.lowercaseMapping
            if lowered.unicodeScalars.count == 1, let first = lowered.unicodeScalars.first,
               first.isASCII, (first >= "a" && first <= "z") || (first >= "0" && first <= "9") {
                if pendingHyphen && !slug.isEmpty { slug += "-" }
                pendingHyphen = false
                slug.unicodeScalars.append(first)
            } else {
                pendingHyphen = true
            }
        }
        return slug.isEmpty ? "scenario" : slug
    }

    /// `first-home` → `First home`, a title for a scenario that does not give one.
    public static func title(from slug: String) -> String {
        let words = slug.split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
