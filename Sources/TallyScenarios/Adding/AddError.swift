/// Why `tally add` left a file as it was: each line is a located error, about an option
/// (`error: --amount must be …`) or about the file (`budget.yaml:12:5: error: …`).
public struct AddError: Error, Sendable, CustomStringConvertible {
    public let lines: [String]

    public init(lines: [String]) {
        self.lines = lines
    }

    public var description: String { lines.joined(separator: "\n") }

    /// A value given on the command line (or at a prompt) that cannot be added.
    public static func option(_ option: String, _ message: String) -> AddError {
        AddError(lines: ["error: \(option) \(message)"])
    }

    /// Something about the file itself.
    public static func file(_ path: String, _ message: String) -> AddError {
        AddError(lines: ["\(path): error: \(message)"])
    }
}
