/// Where a value starts in its file, 1-based, as libyaml counts it (columns in Unicode scalars).
public struct Mark: Sendable, Equatable {
    public let line: Int
    public let column: Int
    /// Which of its source's files the value was written in: 0, the source's own, but for a
    /// comparison's variant, whose changed values are written in the comparison (`YAMLSource.varying`).
    public let file: Int

    public init(line: Int, column: Int, file: Int = 0) {
        self.line = line
        self.column = column
        self.file = file
    }
}

/// One value of a scenario file, composed by `YAMLComposer` from the same libyaml pass that
/// checks the file's limits. Scalars stay text: every value is read by Tally's own parsers,
/// so no tag is resolved.
public enum Node: Sendable {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)

    public struct Scalar: Sendable {
        /// libyaml's scalar styles, in its own numbering.
        public enum Style: UInt32, Sendable {
            case any = 0, plain, singleQuoted, doubleQuoted, literal, folded
        }

        public let string: String
        public let style: Style
        public let mark: Mark?

        public init(_ string: String, style: Style = .plain, mark: Mark? = nil) {
            self.string = string
            self.style = style
            self.mark = mark
        }
    }

    /// A mapping's `key: value` pairs in the order they are written.
    public struct Mapping: Sendable, RandomAccessCollection {
        public typealias Element = (key: Node, value: Node)
        let pairs: [Element]
        public let mark: Mark?

        public init(_ pairs: [Element], mark: Mark? = nil) {
            self.pairs = pairs
            self.mark = mark
        }

        public var startIndex: Int { pairs.startIndex }
        public var endIndex: Int { pairs.endIndex }
        public subscript(position: Int) -> Element { pairs[position] }

        /// The value under the scalar key `key`, if written.
        public subscript(key: String) -> Node? {
            pairs.first(where: { $0.key.string == key })?.value
        }
    }

    public struct Sequence: Sendable, RandomAccessCollection {
        let nodes: [Node]
        public let mark: Mark?

        public init(_ nodes: [Node], mark: Mark? = nil) {
            self.nodes = nodes
            self.mark = mark
        }

        public var startIndex: Int { nodes.startIndex }
        public var endIndex: Int { nodes.endIndex }
        public subscript(position: Int) -> Node { nodes[position] }
    }

    public var scalar: Scalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    public var mapping: Mapping? {
        if case .mapping(let mapping) = self { return mapping }
        return nil
    }

    public var sequence: Sequence? {
        if case .sequence(let sequence) = self { return sequence }
        return nil
    }

    /// The text of a scalar; nil for a list or mapping.
    public var string: String? { scalar?.string }

    public var mark: Mark? {
        switch self {
        case .scalar(let scalar): return scalar.mark
        case .mapping(let mapping): return mapping.mark
        case .sequence(let sequence): return sequence.mark
        }
    }

    /// The same value with every mark moved to file `file` of its source.
    func marked(file: Int) -> Node {
        func moved(_ mark: Mark?) -> Mark? { mark.map { Mark(line: $0.line, column: $0.column, file: file) } }
        switch self {
        case .scalar(let scalar):
            return .scalar(Scalar(scalar.string, style: scalar.style, mark: moved(scalar.mark)))
        case .mapping(let mapping):
            return .mapping(Mapping(mapping.map { (key: $0.key.marked(file: file), value: $0.value.marked(file: file)) }, mark: moved(mapping.mark)))
        case .sequence(let sequence):
            return .sequence(Sequence(sequence.map { $0.marked(file: file) }, mark: moved(sequence.mark)))
        }
    }
}

extension Node: Equatable {
    /// Same text and shape, wherever written: how two keys are told to be the same key.
    public static func == (left: Node, right: Node) -> Bool {
        switch (left, right) {
        case let (.scalar(a), .scalar(b)): return a.string == b.string
        case let (.sequence(a), .sequence(b)): return a.nodes == b.nodes
        case let (.mapping(a), .mapping(b)):
            return a.count == b.count && zip(a.pairs, b.pairs).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }
}
