import Yams

/// A scenario file's text parsed into a YAML node tree whose nodes keep their line and column.
public struct YAMLSource {
    public let path: String
    public let root: Node

    /// Parses `text`; a syntax error comes back located like every other mistake.
    public init(text: String, path: String) throws(Diagnostics) {
        self.path = path
        let prepared = Self.markBareQuestionMarksAsBlank(text)
        do {
            // Every value is read from its text by our own parsers, so Yams is asked for plain
            // strings: its default resolver runs several regular expressions per scalar.
            guard let root = try Yams.compose(yaml: prepared, .basic) else {
                throw Diagnostics([Diagnostic("the file is empty; a scenario starts with `kind:`", at: SourceLocation(path: path, line: 1, column: 1))])
            }
            self.root = root
        } catch let error as Diagnostics {
            throw error
        } catch let error as YamlError {
            throw Diagnostics([Self.diagnostic(from: error, path: path)])
        } catch {
            throw Diagnostics([Diagnostic("could not read YAML: \(error)", at: SourceLocation(path: path, line: 1, column: 1))])
        }
    }

    public func location(of node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(path: path, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// A value written as a lone `?` means "solve this", but YAML reads `?` as a complex-key
    /// marker. Rewriting it to `~` (YAML's null, the same width) keeps every column where the
    /// person typed it.
    static func markBareQuestionMarksAsBlank(_ text: String) -> String {
        guard text.contains("?") else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            let line = lines[index]
            guard let colon = line.range(of: ": ?") else { continue }
            let after = line[colon.upperBound...]
            let trimmed = after.drop(while: { $0 == " " || $0 == "\t" })
            guard trimmed.isEmpty || trimmed.hasPrefix("#") || after.first == "\r" else { continue }
            let keyPart = line[..<colon.lowerBound]
            guard !keyPart.contains("#"), !keyPart.contains("\""), !keyPart.contains("'") else { continue }
            let questionMark = line.index(before: colon.upperBound)
            lines[index].replaceSubrange(questionMark...questionMark, with: "~")
        }
        return lines.joined(separator: "\n")
    }

    static func diagnostic(from error: YamlError, path: String) -> Diagnostic {
        func located(_ problem: String, _ mark: Mark) -> Diagnostic {
            Diagnostic("YAML syntax: \(problem)", at: SourceLocation(path: path, line: mark.line, column: mark.column))
        }
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return located(problem, mark)
        case let .duplicatedKeysInMapping(duplicates, context):
            let names = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic("\(names) is given twice; each key may appear once",
                              at: SourceLocation(path: path, line: context.mark.line, column: context.mark.column))
        default:
            return Diagnostic("could not read YAML: \(error)", at: SourceLocation(path: path, line: 1, column: 1))
        }
    }
}
