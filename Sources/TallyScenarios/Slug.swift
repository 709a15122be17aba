/// URL-safe names for output files, made from the scenario's file name.
public enum Slug {
    /// `Our First Home.yaml` → `our-first-home`: lower-case ASCII letters and digits joined by hyphens.
    public static func make(fromFileName fileName: String) -> String {
        // Nearly every name is ASCII, whose slug one pass over the bytes makes; other names
        // go through Unicode's folding.
        if let slug = fileName.utf8.withContiguousStorageIfAvailable(asciiSlug), let slug { return slug }
        return unicodeSlug(fileName)
    }

    /// The slug of an ASCII name; nil when the name holds any other byte.
    static func asciiSlug(_ name: UnsafeBufferPointer<UInt8>) -> String? {
        // Beyond ASCII a `/` or `.` may begin a Character with a combining mark after it, which
        // the Character-wise rules do not split at: such names take the general path.
        if name.contains(where: { $0 >= 0x80 }) { return nil }
        var end = name.count
        // The last component that is not empty, as `split(separator: "/").last` gives it.
        while end > 0, name[end - 1] == UInt8(ascii: "/") { end -= 1 }
        var start = end
        while start > 0, name[start - 1] != UInt8(ascii: "/") { start -= 1 }
        var extensionStart = end
        for index in start..<end where name[index] == UInt8(ascii: ".") { extensionStart = index }
        // A leading dot names a hidden file, not an extension.
        if extensionStart > start { end = extensionStart }
        let slug = String(unsafeUninitializedCapacity: end - start) { slug in
            var count = 0
            var pendingHyphen = false
            for index in start..<end {
                var byte = name[index]
                if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 0x20 }
                if (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
                    // Never two bytes for one: a hyphen is only written after a kept byte, and the
                    // byte that ended it was dropped.
                    if pendingHyphen && count > 0 { slug[count] = UInt8(ascii: "-"); count += 1 }
                    pendingHyphen = false
                    slug[count] = byte
                    count += 1
                } else {
                    pendingHyphen = true
                }
            }
            return count
        }
        return slug.isEmpty ? "scenario" : slug
    }

    /// Any name, scalar by scalar: a letter outside ASCII may lower-case to one (`K`, the Kelvin sign).
    static func unicodeSlug(_ fileName: String) -> String {
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
