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

    /// `<math display="block">…</math>`: every name and figure escaped.
    func mathML(display block: Bool = true) -> String {
        (block ? "<math display=\"block\">" : "<math>") + mathMLBody + "</math>"
    }

    private var mathMLBody: String {
        switch self {
        case .name(let text):
            return "<mi>" + text.htmlEscaped + "</mi>"
        case .number(let text):
            return "<mn>" + text.htmlEscaped + "</mn>"
        case .op(let text):
            return "<mo>" + text.htmlEscaped + "</mo>"
        case .items(let items):
            return "<mrow>" + items.map(\.mathMLBody).joined() + "</mrow>"
        case .negated(let inner):
            return "<mrow><mo>−</mo>" + inner.mathMLBody + "</mrow>"
        case .fraction(let top, let bottom):
            // `r/12` stays on the line, as the help pages write it: stacked inside another
            // fraction it would shrink past reading.
            if top.isFigure && bottom.isFigure {
                return "<mrow>" + top.mathMLBody + "<mo lspace=\"0\" rspace=\"0\">/</mo>" + bottom.mathMLBody + "</mrow>"
            }
            return "<mfrac>" + top.grouped + bottom.grouped + "</mfrac>"
        case .power(let base, let exponent):
            return "<msup>" + base.grouped + exponent.grouped + "</msup>"
        case .parens(let inner):
            return "<mrow><mo>(</mo>" + inner.mathMLBody + "<mo>)</mo></mrow>"
        case .function(let name, let argument):
            return "<mrow><mi>" + name.htmlEscaped + "</mi><mo>&#x2061;</mo>" + WorkingMath.parens(argument.unbracketed).mathMLBody + "</mrow>"
        }
    }

    /// A fraction's or power's part: every case draws exactly one element, as MathML needs.
    private var grouped: String { mathMLBody }

    // MARK: Plain text

    /// `PMT = P × i × g / (g − 1)`: brackets added where a fraction or power needs them.
    var plainText: String {
        switch self {
        case .name(let text), .number(let text):
            return text
        case .op(let text):
            return " " + text + " "
        case .items(let items):
            return items.map(\.plainText).joined()
        case .negated(let inner):
            return "−" + inner.plainText
        case .fraction(let top, let bottom):
            // `r/12` tight, as the help pages write it; anything longer spaced.
            let separator = top.isFigure && bottom.isFigure ? "/" : " / "
            // `P × i × g / (g − 1)`: × and / read left to right, so a product on top needs no brackets.
            return (top.isProduct ? top.plainText : top.bracketedText) + separator + bottom.bracketedText
        case .power(let base, let exponent):
            return base.bracketedText + "^" + exponent.bracketedText
        case .parens(let inner):
            return "(" + inner.plainText + ")"
        case .function(let name, let argument):
            return name + "(" + argument.unbracketed.plainText + ")"
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
        case .name(let text), .number(let text): return text.count <= 6
        default: return false
        }
    }

    /// Bracketed in plain text unless it is a single name, figure or bracket already.
    private var bracketedText: String {
        isAtom ? plainText : "(" + plainText + ")"
    }
}
