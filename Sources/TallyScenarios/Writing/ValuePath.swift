/// Where a value sits in a scenario file: the keys and list positions that lead to it from the
/// document's root, e.g. `categories`, 2 for the third category.
enum ValuePath {
    enum Step: Equatable, Sendable {
        case key(String)
        case index(Int)

        /// The value this step leads to from `value` in a file's outline.
        func child(of value: YAMLOutline.Value) -> YAMLOutline.Value? {
            switch self {
            case .key(let key): return value.value(forKey: key)?.value
            case .index(let index):
                return value.kind == .sequence && value.children.indices.contains(index) ? value.children[index] : nil
            }
        }
    }

    /// `root` with `item` appended to the list under `key` in the mapping at `path`: what the
    /// file must read as once the entry is added. The key is new at the mapping's end when it
    /// was not there, and a blank value becomes a list of the one entry. Nil when the path
    /// leads nowhere.
    static func appending(_ item: Node, toList key: String, under path: ArraySlice<Step>, in root: Node) -> Node? {
        appending([item], toList: key, under: path, in: root)
    }

    /// `root` with `items` appended, in order, as `appending(_:toList:under:in:)` appends one.
    static func appending(_ item: [Node], toList key: String, under path: ArraySlice<Step>, in root: Node) -> Node? {
        guard let step = path.first else {
            guard let mapping = root.mapping else { return nil }
            var pairs = mapping.pairs
            if let index = pairs.firstIndex(where: { $0.key.string == key }) {
                let list = pairs[index].value
                if let sequence = list.sequence {
                    pairs[index].value = .sequence(Node.Sequence(sequence.nodes + item, mark: sequence.mark))
                } else if MappingReader.isBlank(list) {
                    pairs[index].value = .sequence(Node.Sequence(item))
                } else {
                    return nil
                }
            } else {
                pairs.append((key: .scalar(Node.Scalar(key)), value: .sequence(Node.Sequence(item))))
            }
            return .mapping(Node.Mapping(pairs, mark: mapping.mark))
        }
        switch step {
        case .key(let name):
            guard let mapping = root.mapping, let index = mapping.pairs.firstIndex(where: { $0.key.string == name }),
                  let child = appending(item, toList: key, under: path.dropFirst(), in: mapping.pairs[index].value) else { return nil }
            var pairs = mapping.pairs
            pairs[index].value = child
            return .mapping(Node.Mapping(pairs, mark: mapping.mark))
        case .index(let index):
            guard let sequence = root.sequence, sequence.nodes.indices.contains(index),
                  let child = appending(item, toList: key, under: path.dropFirst(), in: sequence.nodes[index]) else { return nil }
            var nodes = sequence.nodes
            nodes[index] = child
            return .sequence(Node.Sequence(nodes, mark: sequence.mark))
        }
    }
}
