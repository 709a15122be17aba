import Foundation

/// Maps a request's path onto a file inside the output folder, or refuses it.
///
/// Refused (the server answers 404, so nothing outside is even confirmed to exist): `..` and `.`
/// segments however they are spelled (`%2e%2e`, `%2E%2e`), backslashes, NUL, hidden names,
/// paths that do not start with `/`, and anything whose real path (symlinks resolved) is not
/// inside the real output folder.
enum RequestPath {
    enum Resolution: Equatable {
        case file(URL)
        /// A folder asked for without its trailing slash: relative links inside its
        /// `index.html` only work from `/folder/`.
        case redirect(to: String)
        case notFound
    }

    static func resolve(_ rawPath: String, in root: URL) -> Resolution {
        guard let segments = segments(of: rawPath) else { return .notFound }
        guard let realRoot = realPath(root.path) else { return .notFound }
        var candidate = realRoot
        for segment in segments { candidate += "/" + segment }
        guard var real = realPath(candidate), real == realRoot || real.hasPrefix(realRoot + "/") else { return .notFound }
        if isDirectory(real) {
            // Leading slashes collapsed: a browser reads `Location: //help/` as the host `help`.
            if !segments.isEmpty, !rawPath.hasSuffix("/") { return .redirect(to: "/" + rawPath.drop { $0 == "/" } + "/") }
            guard let index = realPath(real + "/index.html") else { return .notFound }
            real = index
        }
        guard real.hasPrefix(realRoot + "/"), isRegularFile(real) else { return .notFound }
        return .file(URL(fileURLWithPath: real))
    }

    /// The decoded path segments, or nil for a path that tries to leave or hide.
    static func segments(of rawPath: String) -> [String]? {
        guard rawPath.hasPrefix("/"), !rawPath.contains("\\"), !rawPath.contains("\0") else { return nil }
        var segments: [String] = []
        for encoded in rawPath.split(separator: "/", omittingEmptySubsequences: true) {
            guard let segment = String(encoded).removingPercentEncoding else { return nil }
            guard !segment.isEmpty, !segment.hasPrefix("."), !segment.contains("/"), !segment.contains("\\"),
                  !segment.contains("\0") else { return nil }
            segments.append(segment)
        }
        return segments
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
