/// A page's context taken apart into its shape and its values, in one fixed order, so that two
/// contexts of the same shape number their values alike (see `TemplateSkeleton`).
///
/// Built either from a `[String: Any]` context (keys sorted), or key by key by a report on its
/// hot path (`add`, in the order the report writes them): a loan page writes its fifty values
/// straight into slot order, with no dictionary, sort or boxed value per page.
///
/// The shape encodes a dictionary as its entries, each the key's length (one byte per seven
/// bits) and bytes, then the value: `s` a string, `e` an empty string, `t`/`f` a flag, `{…}` a
/// dictionary, `[…]` a list of values. It is all Mustache needs to know besides the strings, so
/// the skeleton's stand-in context is read back from it (`TemplateShapeReader`).
struct TemplateValues {
    enum Value {
        case text(String)
        /// Large HTML built beforehand (a chart), written as it is.
        case spliced(ByteBuffer)
        /// A table written straight into the page as the page is filled: drawn into a buffer of
        /// its own first, its 60 KB were copied twice.
        indirect case table(Table, className: String)
    }

    private(set) var shape: [UInt8] = []
    private(set) var values: [Value] = []
    /// Bytes the spliced values and tables will add to the page, to size its buffer once.
    private(set) var splicedBytes = 0
    /// Large HTML by key; the context holds `PageTemplates.marker(key)` where it goes.
    private let large: [String: ByteBuffer]

    /// An empty context for `add`.
    init() {
        large = [:]
        // A loan page's shape is some 600 bytes, most of them its keys.
        shape.reserveCapacity(1024)
        values.reserveCapacity(64)
    }

    /// Nil when the context holds something other than strings, integers, flags, lists and
    /// string-keyed dictionaries: such a page is rendered directly.
    init?(_ context: [String: Any], splicing large: [String: ByteBuffer]) {
        self.large = large
        shape.reserveCapacity(512)
        values.reserveCapacity(64)
        guard walkEntries(context) else { return nil }
    }

    // MARK: Key by key

    mutating func add(_ key: StaticString, _ text: String) {
        append(key: key)
        walk(text)
    }

    mutating func add(_ key: StaticString, _ flag: Bool) {
        append(key: key)
        shape.append(flag ? UInt8(ascii: "t") : UInt8(ascii: "f"))
    }

    /// HTML drawn beforehand, placed with `{{{key}}}`.
    mutating func add(_ key: StaticString, html: ByteBuffer) {
        append(key: key)
        append(html: html)
    }

    /// `add(_:html:)` for a key made at run time (`chart_2`).
    mutating func add(named key: String, html: ByteBuffer) {
        append(key: key)
        append(html: html)
    }

    private mutating func append(html: ByteBuffer) {
        shape.append(UInt8(ascii: "s"))
        values.append(.spliced(html))
        splicedBytes += html.count
    }

    /// `table` in its scrolling wrapper (`Table.wrappedHTML`), placed with `{{{key}}}`.
    mutating func add(_ key: StaticString, table: Table, class className: String = "data") {
        append(key: key)
        shape.append(UInt8(ascii: "s"))
        values.append(.table(table, className: className))
        // What `Table.wrappedHTML` reserves for the table on its own.
        splicedBytes += 256 + table.rowCount * table.columns.count * 28
    }

    /// A list of strings (`{{#key}}{{.}}{{/key}}`).
    mutating func add(_ key: StaticString, texts: [String]) {
        append(key: key)
        walk(texts)
    }

    /// A section's own values (`{{#key}}…{{/key}}` over a dictionary).
    mutating func addSection(_ key: StaticString, _ body: (inout TemplateValues) -> Void) {
        append(key: key)
        shape.append(UInt8(ascii: "{"))
        body(&self)
        shape.append(UInt8(ascii: "}"))
    }

    /// A list of dictionaries, one per element of `items`, each filled by `body`.
    mutating func addList<Items: Sequence>(_ key: StaticString, _ items: Items, _ body: (inout TemplateValues, Items.Element) -> Void) {
        append(key: key)
        shape.append(UInt8(ascii: "["))
        for item in items {
            shape.append(UInt8(ascii: "{"))
            body(&self, item)
            shape.append(UInt8(ascii: "}"))
        }
        shape.append(UInt8(ascii: "]"))
    }

    private mutating func append(key: StaticString) {
        key.withUTF8Buffer { append(key: $0) }
    }

    private mutating func append(key: UnsafeBufferPointer<UInt8>) {
        var length = key.count
        while length >= 0x80 {
            shape.append(UInt8(truncatingIfNeeded: length) | 0x80)
            length >>= 7
        }
        shape.append(UInt8(length))
        shape.append(contentsOf: key)
    }

    // MARK: Walking a dictionary context

    // `walk` runs for every value of every page: it tells types apart by their metatype, a
    // pointer comparison, because a failed `as?` costs a runtime call and a successful cast of
    // `[String: String]` to `[String: Any]` copies the dictionary.
    private mutating func walk<Value>(_ dictionary: [String: Value]) -> Bool {
        shape.append(UInt8(ascii: "{"))
        guard walkEntries(dictionary) else { return false }
        shape.append(UInt8(ascii: "}"))
        return true
    }

    private mutating func walkEntries<Value>(_ dictionary: [String: Value]) -> Bool {
        // Sorted as pairs: sorting the keys and looking each up again would hash every key twice.
        for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
            append(key: key)
            if !walk(value) { return false }
        }
        return true
    }

    private mutating func append(key: String) {
        var key = key
        key.withUTF8 { append(key: $0) }
    }

    // Lists of small string dictionaries (a page's year links, its contents) are walked
    // without the generic path: sorting `(key, Any)` pairs boxed every value and copied it.
    private mutating func walk(_ dictionary: [String: String]) {
        shape.append(UInt8(ascii: "{"))
        if dictionary.count == 1, let (key, value) = dictionary.first {
            walk(key: key, text: value)
        } else {
            for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) { walk(key: key, text: value) }
        }
        shape.append(UInt8(ascii: "}"))
    }

    private mutating func walk(key: String, text: String) {
        append(key: key)
        walk(text)
    }

    private mutating func walk(_ list: [[String: String]]) {
        shape.append(UInt8(ascii: "["))
        for element in list { walk(element) }
        shape.append(UInt8(ascii: "]"))
    }

    private mutating func walk(_ list: [String]) {
        shape.append(UInt8(ascii: "["))
        for element in list { walk(element) }
        shape.append(UInt8(ascii: "]"))
    }

    private mutating func walk<Element>(_ list: [Element]) -> Bool {
        shape.append(UInt8(ascii: "["))
        for element in list where !walk(element) { return false }
        shape.append(UInt8(ascii: "]"))
        return true
    }

    private mutating func walk(_ value: Any) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: value))
        if type == Self.stringType, let text = value as? String {
            walk(text)
        } else if type == Self.boolType, let flag = value as? Bool {
            shape.append(flag ? UInt8(ascii: "t") : UInt8(ascii: "f"))
        } else if type == Self.intType, let number = value as? Int {
            shape.append(UInt8(ascii: "s"))
            values.append(.text(String(number)))
        } else if type == Self.anyDictionaryType, let dictionary = value as? [String: Any] {
            return walk(dictionary)
        } else if type == Self.stringDictionaryType, let dictionary = value as? [String: String] {
            walk(dictionary)
        } else if type == Self.anyDictionaryListType, let list = value as? [[String: Any]] {
            return walk(list)
        } else if type == Self.stringDictionaryListType, let list = value as? [[String: String]] {
            walk(list)
        } else if type == Self.stringListType, let list = value as? [String] {
            walk(list)
        } else if let dictionary = value as? [String: Any] {
            return walk(dictionary)
        } else if let list = value as? [Any] {
            return walk(list)
        } else {
            return false
        }
        return true
    }

    private mutating func walk(_ text: String) {
        if text.isEmpty {
            shape.append(UInt8(ascii: "e"))
            return
        }
        shape.append(UInt8(ascii: "s"))
        if !large.isEmpty, let key = PageTemplates.markerKey(text), let html = large[key] {
            values.append(.spliced(html))
            splicedBytes += html.count
        } else {
            values.append(.text(text))
        }
    }

    private static let stringType = ObjectIdentifier(String.self)
    private static let boolType = ObjectIdentifier(Bool.self)
    private static let intType = ObjectIdentifier(Int.self)
    private static let anyDictionaryType = ObjectIdentifier([String: Any].self)
    private static let stringDictionaryType = ObjectIdentifier([String: String].self)
    private static let anyDictionaryListType = ObjectIdentifier([[String: Any]].self)
    private static let stringDictionaryListType = ObjectIdentifier([[String: String]].self)
    private static let stringListType = ObjectIdentifier([String].self)

    // MARK: Contexts for Mustache

    /// The context Mustache renders for the skeleton: the same keys, flags and lists, with each
    /// value replaced by its numbered stand-in, in the order `values` has them.
    func standIns() -> [String: Any] {
        var reader = TemplateShapeReader(shape: shape)
        return reader.context { TemplateSkeleton.standIn($0) } ?? [:]
    }

    /// The context with its real values, for a page Mustache renders directly, and the large
    /// HTML its markers stand for (see `PageTemplates.render(_:template:splicing:)`).
    func directContext() -> (context: [String: Any], large: [String: ByteBuffer]) {
        var large: [String: ByteBuffer] = [:]
        var reader = TemplateShapeReader(shape: shape)
        let context = reader.context { index -> Any in
            switch values[index] {
            case .text(let text):
                return text
            case .spliced(let html):
                large["slot-\(index)"] = html
                return PageTemplates.marker("slot-\(index)")
            case .table(let table, let className):
                var html = ByteBuffer(capacity: 256 + table.rowCount * table.columns.count * 28)
                table.wrappedHTML(class: className, into: &html)
                large["slot-\(index)"] = html
                return PageTemplates.marker("slot-\(index)")
            }
        }
        return (context ?? [:], large)
    }
}

/// Reads a `TemplateValues.shape` back into a context for Mustache, numbering its strings in
/// order: run once per shape (the skeleton's stand-ins), or for a page rendered directly.
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
