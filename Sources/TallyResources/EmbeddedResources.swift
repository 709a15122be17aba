import Foundation

/// The files of the resource folders (`Sources/<Target>/Resources`, `Templates`, `Site`),
/// compiled into the binary by the EmbedResources plugin so that an installed `tally` is one file.
///
/// Files are named by their path below `Sources/`, as in the repository:
/// `TallyReports/Templates/report.mustache`, `TallyScenarios/Resources/us-zipcodes.tsv`.
public enum EmbeddedResources {
    struct Entry: Sendable {
        let path: String
        private let literal: StaticString
        private let isBase64: Bool

        init(path: String, text: StaticString) {
            self.path = path
            literal = text
            isBase64 = false
        }

        init(path: String, base64: StaticString) {
            self.path = path
            literal = base64
            isBase64 = true
        }

        var bytes: [UInt8] {
            let raw = literal.withUTF8Buffer { Array($0) }
            guard isBase64 else { return raw }
            return Data(base64Encoded: Data(raw)).map { Array($0) } ?? []
        }
    }

    /// Every embedded file, sorted.
    public static var paths: [String] { entries.map(\.path) }

    /// The embedded folders, such as `TallySite/Site`, sorted.
    public static var embeddedFolders: [String] { folders }

    /// The bytes of one embedded file, or nil when there is no such file.
    public static func file(_ path: String) -> [UInt8]? {
        index[path].map { entries[$0].bytes }
    }

    /// The embedded files below `folder` (at any depth), as paths relative to it, sorted.
    public static func files(in folder: String) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return entries.lazy.map(\.path).filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    private static let index: [String: Int] = {
        var index: [String: Int] = [:]
        for (position, entry) in entries.enumerated() { index[entry.path] = position }
        return index
    }()
}
