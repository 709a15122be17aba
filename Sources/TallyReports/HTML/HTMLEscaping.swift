/// Escaping for text placed in HTML or SVG: element content and quoted attribute values alike.
extension String {
    /// `& < > " '` as entities (the same rules `ByteBuffer.appendHTMLEscaped` writes pages with).
    public var htmlEscaped: String {
        guard utf8.contains(where: ByteBuffer.isHTMLSpecial) else { return self }
        var out = ByteBuffer(capacity: utf8.count + 16)
        out.appendHTMLEscaped(self)
        return out.string
    }
}
