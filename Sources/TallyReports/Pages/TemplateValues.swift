/// A page's context, written key by key by the page's builder, kept as its shape and its values
/// in the order they were written: two pages of the same shape number their values alike, so
/// one skeleton serves both (see `TemplateSkeleton`).
///
/// The shape encodes the context as its entries, each the key's length (one byte per seven bits)
/// and bytes, then the value: `s` a string, `e` an empty string, `t`/`f` a flag, `{…}` a
/// section's own values, `[…]` a list of them. It is all Mustache needs to know besides the
/// strings, so the context Mustache renders is read back from it (`TemplateShapeReader`).
public struct TemplateValues {
    enum Value {
        case text(String)
        /// HTML drawn beforehand (a chart, a small table, a group of cards), written as it is.
        case html([UInt8])
        /// A table, drawn straight into the page as the page is filled.
        indirect case table(Table, className: String)
    }

    private(set) var shape: [UInt8] = []
    private(set) var values: [Value] = []
    /// Bytes the HTML values and tables will add to the page, to size its buffer once.
    private(set) var htmlBytes = 0

    public init() {
        // A loan page's shape is some 600 bytes, most of them its keys.
        shape.reserveCapacity(1024)
        values.reserveCapacity(64)
    }

    /// Text, placed with `{{key}}` (escaped) or `{{{key}}}`.
    public mutating func add(_ key: StaticString, _ text: String) {
        append(key: key)
        append(text: text)
    }

    public mutating func add(_ key: StaticString, _ flag: Bool) {
        append(key: key)
        shape.append(flag ? UInt8(ascii: "t") : UInt8(ascii: "f"))
    }

    /// HTML drawn beforehand, placed with `{{{key}}}`. HTML made as a `String` (notes) is added as
    /// text, which `{{{key}}}` also writes as it is.
    mutating func add(_ key: StaticString, html: borrowing ByteBuffer) {
        add(key, html: html.bytes)
    }

    /// `add(_:html:)` for HTML drawn as bytes (an index card).
    public mutating func add(_ key: StaticString, html: [UInt8]) {
        append(key: key)
        shape.append(UInt8(ascii: "s"))
        values.append(.html(html))
        htmlBytes += html.count
    }

    /// `table` in its scrolling wrapper (`Table.wrappedHTML`), placed with `{{{key}}}`.
    mutating func add(_ key: StaticString, table: Table, class className: String = "data") {
        append(key: key)
        shape.append(UInt8(ascii: "s"))
        values.append(.table(table, className: className))
        // What `Table.wrappedHTML` reserves for the table on its own.
        htmlBytes += 256 + table.rowCount * table.columns.count * 28
    }

    /// A list of strings (`{{#key}}{{.}}{{/key}}`).
    public mutating func add(_ key: StaticString, texts: [String]) {
        append(key: key)
        shape.append(UInt8(ascii: "["))
        for text in texts { append(text: text) }
        shape.append(UInt8(ascii: "]"))
    }

    /// A section's own values (`{{#key}}…{{/key}}`).
    public mutating func addSection(_ key: StaticString, _ body: (inout TemplateValues) -> Void) {
        append(key: key)
        shape.append(UInt8(ascii: "{"))
        body(&self)
        shape.append(UInt8(ascii: "}"))
    }

    /// A list of sections, one per element of `items`, each filled by `body`.
    public mutating func addList<Items: Sequence>(_ key: StaticString, _ items: Items, _ body: (inout TemplateValues, Items.Element) -> Void) {
        append(key: key)
        shape.append(UInt8(ascii: "["))
        for item in items {
            shape.append(UInt8(ascii: "{"))
            body(&self, item)
            shape.append(UInt8(ascii: "}"))
        }
        shape.append(UInt8(ascii: "]"))
    }

    private mutating func append(text: String) {
        // An empty value renders nothing, which Mustache's indentation of partials notices.
        if text.isEmpty {
            shape.append(UInt8(ascii: "e"))
        } else {
            shape.append(UInt8(ascii: "s"))
            values.append(.text(text))
        }
    }

    private mutating func append(key: StaticString) {
        key.withUTF8Buffer { key in
            var length = key.count
            while length >= 0x80 {
                shape.append(UInt8(truncatingIfNeeded: length) | 0x80)
                length >>= 7
            }
            shape.append(UInt8(length))
            shape.append(contentsOf: key)
        }
    }

    // MARK: Contexts for Mustache

    /// The context Mustache renders for the skeleton: the same keys, flags and lists, with each
    /// value replaced by its numbered stand-in.
    func standIns() -> [String: Any] {
        var reader = TemplateShapeReader(shape: shape)
        return reader.context { TemplateSkeleton.standIn($0) } ?? [:]
    }

    /// The context with its real values, for a page Mustache renders itself (when the templates
    /// rule skeletons out).
    func context() -> [String: Any] {
        var reader = TemplateShapeReader(shape: shape)
        let context = reader.context { index -> Any in
            switch values[index] {
            case .text(let text):
                return text
            case .html(let html):
                return String(decoding: html, as: UTF8.self)
            case .table(let table, let className):
                var html = ByteBuffer(capacity: 256 + table.rowCount * table.columns.count * 28)
                table.wrappedHTML(class: className, into: &html)
                return html.string
            }
        }
        return context ?? [:]
    }
}

/// Reads a `TemplateValues.shape` back into a context for Mustache, numbering its strings in
/// order: once per shape for the skeleton's stand-ins, or for a page Mustache renders itself.
struct TemplateShapeReader {
    private let shape: [UInt8]
    private var position = 0
    private var next = 0

    init(shape: [UInt8]) {
        self.shape = shape
    }

    /// The whole shape as a dictionary, with `leaf(n)` for string number `n`; nil when the
    /// shape is not one `TemplateValues` writes.
    mutating func context(_ leaf: (Int) -> Any) -> [String: Any]? {
        let context = entries(until: nil, leaf)
        return position == shape.count ? context : nil
    }

    private mutating func entries(until end: UInt8?, _ leaf: (Int) -> Any) -> [String: Any]? {
        var dictionary: [String: Any] = [:]
        while position < shape.count {
            if let end, shape[position] == end {
                position += 1
                return dictionary
            }
            guard let key = key(), let value = value(leaf) else { return nil }
            dictionary[key] = value
        }
        return end == nil ? dictionary : nil
    }

    private mutating func key() -> String? {
        var length = 0
        var bits = 0
        while position < shape.count, bits < 63 {
            let byte = shape[position]
            position += 1
            length |= Int(byte & 0x7F) << bits
            bits += 7
            if byte < 0x80 {
                guard position + length <= shape.count else { return nil }
                defer { position += length }
                return String(decoding: shape[position..<(position + length)], as: UTF8.self)
            }
        }
        return nil
    }

    private mutating func value(_ leaf: (Int) -> Any) -> Any? {
        guard position < shape.count else { return nil }
        let tag = shape[position]
        position += 1
        switch tag {
        case UInt8(ascii: "s"):
            defer { next += 1 }
            return leaf(next)
        case UInt8(ascii: "e"):
            return ""
        case UInt8(ascii: "t"):
            return true
        case UInt8(ascii: "f"):
            return false
        case UInt8(ascii: "{"):
            return entries(until: UInt8(ascii: "}"), leaf)
        case UInt8(ascii: "["):
            var list: [Any] = []
            while position < shape.count, shape[position] != UInt8(ascii: "]") {
                guard let element = value(leaf) else { return nil }
                list.append(element)
            }
            guard position < shape.count else { return nil }
            position += 1
            return list
        default:
            return nil
        }
    }
}
