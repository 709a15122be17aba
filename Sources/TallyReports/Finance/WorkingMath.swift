/// A formula in a report's working, written once and drawn two ways: as MathML Core for the
/// HTML page (browsers render it with no script or web font) and as plain text for the
/// Markdown page, in the help pages' notation (`A = P × (1 + r/12)^n`).
indirect enum WorkingMath: Sendable, Hashable {
    /// A letter standing for a quantity (`P`, `PMT`, `r`), in italics where it is one letter.
    case name(String)
    /// A figure, written as plain digits (`350000`, `0.0029166667`).
    case number(String)
    /// `=`, `+`, `−`, `×`, `≈`: spaced on both sides in plain text.
    case op(String)
    case items([WorkingMath])
    /// A minus sign before an expression: `−ln(…)`.
    case negated(WorkingMath)
    case fraction(WorkingMath, WorkingMath)
    case power(WorkingMath, WorkingMath)
    /// Round brackets around an expression.
    case parens(WorkingMath)
    /// A function applied to its bracketed argument: `ln(A / P)`.
    case function(String, WorkingMath)

    // MARK: Building

    static func row(_ items: WorkingMath...) -> WorkingMath { .items(items) }

    /// `left = right`, `left = a = b`, each side in turn.
    static func equation(_ sides: WorkingMath...) -> WorkingMath {
        var items: [WorkingMath] = []
        for (index, side) in sides.enumerated() {
            if index > 0 { items.append(.op("=")) }
            items.append(side)
        }
        return .items(items)
    }

    /// `(1 + r/12)` and the like: the monthly growth factor in brackets.
    static func onePlus(_ rate: WorkingMath) -> WorkingMath { .parens(.row(.number("1"), .op("+"), rate)) }

    // MARK: MathML

    /// `<math display="block">…</math>`: every name and figure escaped, written straight into
    /// the page (a working has a few hundred elements, on every loan's page).
    func writeMathML(display block: Bool = true, into out: inout ByteBuffer) {
        if block { out.append("<math display=\"block\">") } else { out.append("<math>") }
        writeBody(into: &out)
        out.append("</math>")
    }

    /// The MathML as text, for tests and for anything that is not a page.
    func mathML(display block: Bool = true) -> String {
        var out = ByteBuffer(capacity: 512)
        writeMathML(display: block, into: &out)
        return out.string
    }

    private func writeBody(into out: inout ByteBuffer) {
        switch self {
        case .name(let text):
            out.append("<mi>")
            out.appendHTMLEscaped(text)
            out.append("</mi>")
        case .number(let text):
            out.append("<mn>")
            out.appendHTMLEscaped(text)
            out.append("</mn>")
        case .op(let text):
            out.append("<mo>")
            out.appendHTMLEscaped(text)
            out.append("</mo>")
        case .items(let items):
            out.append("<mrow>")
            for item in items { item.writeBody(into: &out) }
            out.append("</mrow>")
        case .negated(let inner):
            out.append("<mrow><mo>−</mo>")
            inner.writeBody(into: &out)
            out.append("</mrow>")
        case .fraction(let top, let bottom):
            // `r/12` stays on the line, as the help pages write it: stacked inside another
            // fraction it would shrink past reading. Every case draws exactly one element, as
            // a fraction's or power's part must be.
            if top.isFigure && bottom.isFigure {
                out.append("<mrow>")
                top.writeBody(into: &out)
                out.append("<mo lspace=\"0\" rspace=\"0\">/</mo>")
                bottom.writeBody(into: &out)
                out.append("</mrow>")
            } else {
                out.append("<mfrac>")
                top.writeBody(into: &out)
                bottom.writeBody(into: &out)
                out.append("</mfrac>")
            }
        case .power(let base, let exponent):
            out.append("<msup>")
            base.writeBody(into: &out)
            exponent.writeBody(into: &out)
            out.append("</msup>")
        case .parens(let inner):
            out.append("<mrow><mo>(</mo>")
            inner.writeBody(into: &out)
            out.append("<mo>)</mo></mrow>")
        case .function(let name, let argument):
            out.append("<mrow><mi>")
            out.appendHTMLEscaped(name)
            out.append("</mi><mo>&#x2061;</mo>")
            WorkingMath.parens(argument.unbracketed).writeBody(into: &out)
            out.append("</mrow>")
        }
    }

    // MARK: Plain text

    /// `PMT = P × i × g / (g − 1)`: brackets added where a fraction or power needs them.
    var plainText: String {
        var out = ByteBuffer(capacity: 256)
        writePlainText(into: &out)
        return out.string
    }

    /// The plain text written straight into a page (unescaped: it goes in a code block).
    func writePlainText(into out: inout ByteBuffer) {
        switch self {
        case .name(let text), .number(let text):
            out.append(text)
        case .op(let text):
            out.append(" ")
            out.append(text)
            out.append(" ")
        case .items(let items):
            for item in items { item.writePlainText(into: &out) }
        case .negated(let inner):
            out.append("−")
            inner.writePlainText(into: &out)
        case .fraction(let top, let bottom):
            // `r/12` tight, as the help pages write it; anything longer spaced.
            // `P × i × g / (g − 1)`: × and / read left to right, so a product on top needs no brackets.
            if top.isProduct { top.writePlainText(into: &out) } else { top.writeBracketed(into: &out) }
            if top.isFigure && bottom.isFigure { out.append("/") } else { out.append(" / ") }
            bottom.writeBracketed(into: &out)
        case .power(let base, let exponent):
            base.writeBracketed(into: &out)
            out.append("^")
            exponent.writeBracketed(into: &out)
        case .parens(let inner):
            out.append("(")
            inner.writePlainText(into: &out)
            out.append(")")
        case .function(let name, let argument):
            out.append(name)
            out.append("(")
            argument.unbracketed.writePlainText(into: &out)
            out.append(")")
        }
    }

    /// Bracketed in plain text unless it is a single name, figure or bracket already.
    private func writeBracketed(into out: inout ByteBuffer) {
        if isAtom {
            writePlainText(into: &out)
        } else {
            out.append("(")
            writePlainText(into: &out)
            out.append(")")
        }
    }

    /// Without its own brackets, for a function that brackets its argument anyway.
    private var unbracketed: WorkingMath {
        if case .parens(let inner) = self { return inner }
        return self
    }

    private var isAtom: Bool {
        switch self {
        case .name, .number, .parens, .function: return true
        case .items(let items): return items.count == 1 && items[0].isAtom
        case .negated(let inner): return inner.isAtom
        case .op, .fraction, .power: return false
        }
    }

    /// Factors joined by × alone.
    private var isProduct: Bool {
        guard case .items(let items) = self else { return false }
        return items.allSatisfy { item in
            if case .op(let symbol) = item { return symbol == "×" }
            if case .fraction = item { return true }
            return item.isAtom || item.isPower
        }
    }

    private var isPower: Bool {
        if case .power = self { return true }
        return false
    }

    /// A single name or short figure, as in `r/12`.
    private var isFigure: Bool {
        switch self {
        case .name(let text), .number(let text): return text.unicodeScalars.count <= 6
        default: return false
        }
    }

}
