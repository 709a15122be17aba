import Foundation

/// What `tally serve` parses itself, for `make fuzz`: NIO's decoder reads the request line and
/// headers; Tally then checks the `Host` value and maps the target onto the output folder.
/// These are the promises those two keep, checked on any input.
public enum RequestFuzzCheck {
    /// A small output folder to resolve targets in, made once. One name for every run, so runs
    /// do not leave folders behind; making it again is harmless.
    private static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tally-fuzz-serve")
        try? FileManager.default.createDirectory(at: root.appendingPathComponent("help"), withIntermediateDirectories: true)
        for file in ["index.html", "help/index.html", "style.css"] {
            _ = FileManager.default.createFile(atPath: root.appendingPathComponent(file).path, contents: Data())
        }
        return root
    }()

    /// The first line of the input as a `Host` value, the rest as a request target. Nil when
    /// every promise held, else what broke.
    public static func run(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let host = String(parts[0])
        let target = parts.count > 1 ? String(parts[1]) : host
        if HostCheck.isAllowed(host), host.contains(where: { $0 == "/" || $0 == "@" || $0.isWhitespace }) {
            return "Host \(host.debugDescription) was allowed"
        }
        if let segments = RequestPath.segments(of: target),
           segments.contains(where: { $0 == "." || $0 == ".." || $0.contains("/") || $0.contains("\0") }) {
            return "target \(target.debugDescription) gave segments \(segments)"
        }
        switch RequestPath.resolve(PreviewServer.path(of: target), in: root) {
        case .redirect(let location):
            // A browser reads `//x` as another host, and `/\x` too.
            if !location.hasPrefix("/") || location.hasPrefix("//") || location.contains("\\") {
                return "target \(target.debugDescription) redirected to \(location.debugDescription)"
            }
        case .file(let url):
            let realRoot = root.resolvingSymlinksInPath().path
            if !url.path.hasPrefix(realRoot + "/") { return "target \(target.debugDescription) resolved to \(url.path)" }
        case .notFound:
            break
        }
        return nil
    }
}
