
/// Reads one YAML mapping key by key, collecting every mistake with its location instead of
/// stopping at the first, and finally reporting keys nobody asked for (with a did-you-mean).
public final class MappingReader {
    public let source: YAMLSource
    public let node: Node
    /// The mapping's keys, their nodes and values, in written order; keys apart, so a lookup
    /// compares strings only and copies a node only when it finds one.
    private let keys: [String]
    private let keyNodes: [Node]
    private let values: [Node]
    private var knownKeys: [String] = []
    public private(set) var diagnostics: [Diagnostic] = []

    /// Reads `node`, which must be a mapping; anything else is reported against `what`.
    public init?(_ node: Node, in source: YAMLSource, what: String, diagnostics sink: inout [Diagnostic]) {
        guard let mapping = node.mapping else {
            sink.append(Diagnostic("\(what) must be a set of `key: value` lines", at: source.location(of: node)))
            return nil
        }
        self.source = source
        self.node = node
        var keys: [String] = []
        var keyNodes: [Node] = []
        var values: [Node] = []
        keys.reserveCapacity(mapping.count)
        keyNodes.reserveCapacity(mapping.count)
        values.reserveCapacity(mapping.count)
        for (key, value) in mapping {
            keys.append(key.string ?? "")
            keyNodes.append(key)
            values.append(value)
        }
        self.keys = keys
        self.keyNodes = keyNodes
        self.values = values
        // Every key a reader may ask for, without growing: a loan asks for about twenty.
        knownKeys.reserveCapacity(32)
    }

    public func location(of node: Node) -> SourceLocation { source.location(of: node) }

    /// Records a mistake once: the same value read twice is not reported twice.
    public func report(_ message: String, at node: Node) {
        report(Diagnostic(message, at: location(of: node)))
    }

    public func report(_ diagnostic: Diagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// The value under `key`, or nil when the key is absent. Marks the key as known.
    public func value(_ key: String) -> Node? {
        knownKeys.append(key)
        return keys.firstIndex(of: key).map { values[$0] }
    }

    /// The key node itself (for errors about a key rather than its value).
    public func keyNode(_ key: String) -> Node? {
        keys.firstIndex(of: key).map { keyNodes[$0] }
    }

    public func has(_ key: String) -> Bool {
        keys.contains(key)
    }

    /// The value's text when it is a scalar; nil (unreported) when absent or blank (`~`, empty, `?`).
    public func located(_ key: String) -> (text: String, node: Node)? {
        guard let node = value(key) else { return nil }
        guard let scalar = node.scalar else {
            report("\(key) must be a single value, not a list or mapping", at: node)
            return nil
        }
        if Self.isBlank(node) { return nil }
        return (scalar.string, node)
    }

    /// Like `text`, but a missing value is reported.
    public func requiredLocated(_ key: String, hint: String = "") -> (text: String, node: Node)? {
        if let found = located(key) { return found }
        if !has(key) {
            report("missing `\(key):`\(hint)", at: node)
        } else if let value = value(key), value.scalar != nil {
            report("`\(key)` needs a value\(hint)", at: value)
        }
        return nil
    }

    /// Parses the value under `key` with `parse`, reporting its failure message at the value.
    public func parsed<T>(_ key: String, required: Bool = false, hint: String = "", _ parse: (String) -> Result<T, ValueError>) -> T? {
        guard let found = required ? requiredLocated(key, hint: hint) : located(key) else { return nil }
        switch parse(found.text) {
        case .success(let value): return value
        case .failure(let error):
            report("\(key) \(error.message)", at: found.node)
            return nil
        }
    }

    /// The list under `key` (empty when absent), reporting anything that is not a list.
    public func list(_ key: String) -> [Node] {
        guard let node = value(key) else { return [] }
        if Self.isBlank(node) { return [] }
        guard let sequence = node.sequence else {
            report("\(key) must be a list (lines starting with `- `)", at: node)
            return []
        }
        return Array(sequence)
    }

    /// Reports every key that no `value(_:)` call asked for, with the closest known key.
    public func reportUnknownKeys() {
        for (key, keyNode) in zip(keys, keyNodes) where !knownKeys.contains(key) {
            let hint = DidYouMean.hint(for: key, among: knownKeys)
            var listed: [String] = []
            for key in knownKeys where !listed.contains(key) { listed.append(key) }
            let known = hint.isEmpty ? "; known keys here: \(listed.joined(separator: ", "))" : hint
            report("unknown key '\(key)'\(known)", at: keyNode)
        }
    }

    /// Absent, empty, `~`, `null` or `?`: a field left for Tally to solve.
    public static func isBlank(_ node: Node) -> Bool {
        guard let scalar = node.scalar else { return false }
        if scalar.style == .plain {
            let text = scalar.string
            return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL" || text == "?"
        }
        return scalar.string == "?"
    }
}
