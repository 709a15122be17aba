import Foundation

/// Writing to the terminal: errors to stderr, and whether a progress line makes sense.
enum Terminal {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static var stderrIsInteractive: Bool { isatty(STDERR_FILENO) == 1 }
}
