/// A finished document, ready to be written under the output folder.
public struct OutputFile: Sendable {
    /// Relative to the output folder, `/`-separated (`loan/first-home.html`).
    public let path: String
    /// UTF-8 bytes: big pages stay bytes from renderer to disk, never round-tripping a String.
    public let bytes: [UInt8]

    public init(path: String, contents: String) {
        self.path = path
        self.bytes = Array(contents.utf8)
    }

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The text, for tests and small pages.
    public var contents: String { String(decoding: bytes, as: UTF8.self) }
}
