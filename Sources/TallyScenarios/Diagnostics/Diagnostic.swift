/// A place in a scenario file: 1-based line and column, as editors count them.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String { "\(path):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

/// A mistake in a scenario file, written the way compilers write them so that editors and
/// terminals can jump to it: `examples/home.yaml:4:7: error: rate must be …`.
///
/// A warning is about a valid file that probably does not say what its writer meant (an
/// expense no tracked month counts): it is reported, and never stops a build.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error, warning
    }

    public let location: SourceLocation
    public let message: String
    public let severity: Severity

    public init(_ message: String, at location: SourceLocation, severity: Severity = .error) {
        self.location = location
        self.message = message
        self.severity = severity
    }

    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// Every mistake found in one or more files, in file and line order.
public struct Diagnostics: Error, Sendable, CustomStringConvertible {
    public let all: [Diagnostic]

    /// In file order, each mistake once (a scenario compared by a comparison is also built on
    /// its own, and both say what is wrong with it).
    public init(_ all: [Diagnostic]) {
        var unique: [Diagnostic] = []
        for diagnostic in all.sorted(by: { $0.location < $1.location }) {
            let sameplace = unique.reversed().prefix { $0.location == diagnostic.location }
            if !sameplace.contains(diagnostic) { unique.append(diagnostic) }
        }
        self.all = unique
    }

    public var description: String { all.map(\.description).joined(separator: "\n") }
}
