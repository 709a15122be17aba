/// Where a problem's fields come from (a scenario file, or command-line options) and where
/// a complaint about one of them is reported, so both are validated by the same code.
public protocol FieldSource: AnyObject {
    /// The field's text, or nil when absent or blank (empty, `~`, `?`).
    func text(_ key: String) -> String?
    /// Whether the key was written at all, even blank.
    func isPresent(_ key: String) -> Bool
    /// Reports a problem with the value of `key` (or with the whole input when `key` is nil).
    func report(_ message: String, key: String?)
    /// How many problems have been reported so far.
    var problemCount: Int { get }
}

extension MappingReader: FieldSource {
    public func text(_ key: String) -> String? {
        located(key)?.text
    }

    public func isPresent(_ key: String) -> Bool { has(key) }

    public var problemCount: Int { diagnostics.count }

    public func report(_ message: String, key: String?) {
        if let key, let node = value(key) {
            report(message, at: node)
        } else if let key, let keyNode = keyNode(key) {
            report(message, at: keyNode)
        } else if let kind = keyNode("kind") {
            report(message, at: kind)
        } else {
            report(message, at: node)
        }
    }
}

