/// The working as the HTML page shows it (formulas in MathML) and as the Markdown page does
/// (formulas as plain text).
extension TimeValueWorking {
    /// The section's body; the template gives it its heading.
    var html: ByteBuffer {
        var out = ByteBuffer(capacity: 8192)
        for block in blocks {
            switch block {
            case .text(let text):
                out.append("<p>")
                out.appendHTMLEscaped(text)
                out.append("</p>\n")
            case .formula(let math):
                out.append("<div class=\"formula\">")
                math.writeMathML(into: &out)
                out.append("</div>\n")
            case .steps(let steps):
                out.append("<ol class=\"working-steps\">\n")
                for step in steps {
                    out.append("<li>")
                    out.appendHTMLEscaped(step.text)
                    if let math = step.math {
                        out.append(" ")
                        math.writeMathML(display: false, into: &out)
                    }
                    out.append("</li>\n")
                }
                out.append("</ol>\n")
            case .table(let table):
                // In the scrolling box every wide table has: a re-worked payment's has seven columns.
                table.wrappedHTML(class: "data working-estimates", into: &out)
                out.append("\n")
            }
        }
        out.append("<p class=\"working-answer\">")
        out.appendHTMLEscaped(conclusion.before)
        out.append("<strong>")
        out.appendHTMLEscaped(answer)
        out.append("</strong>")
        out.appendHTMLEscaped(conclusion.after)
        out.append("</p>")
        return out
    }

    /// `## How the answer was found` and its body.
    func markdown(into out: inout ByteBuffer) {
        out.append("\n## How the answer was found\n\n")
        for block in blocks {
            switch block {
            case .text(let text):
                out.appendMarkdownEscaped(text)
                out.append("\n\n")
            case .formula(let math):
                out.append("```text\n")
                math.writePlainText(into: &out)
                out.append("\n```\n\n")
            case .steps(let steps):
                for (index, step) in steps.enumerated() {
                    out.append("\(index + 1). ")
                    out.appendMarkdownEscaped(step.text)
                    if let math = step.math {
                        out.append(" ")
                        MarkdownPage.appendCodeSpan(math.plainText, to: &out)
                    }
                    out.append("\n")
                }
                out.append("\n")
            case .table(let table):
                table.markdown(into: &out)
                out.append("\n")
            }
        }
        out.appendMarkdownEscaped(conclusion.before)
        out.append("**")
        out.appendMarkdownEscaped(answer)
        out.append("**")
        out.appendMarkdownEscaped(conclusion.after)
        out.append("\n")
    }
}
