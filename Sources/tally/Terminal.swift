import Foundation

/// Writing to the terminal: errors to stderr, and whether a progress line makes sense.
///
/// Everything written goes through `escaped`: a value or a file name is the user's text, and a
/// control character in it (ESC starting a colour or a cursor move, a carriage return) would be
/// obeyed by the terminal instead of shown.
enum Terminal {
    /// A message nobody can be shown (stderr full or closed) is dropped: the exit status
    /// still tells. `FileHandle.write(_:)` traps on a failed write; the throwing form does not.
    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data((escaped(text) + "\n").utf8))
    }

    /// Standard output, as `print` would write it (`terminator` after the text). Output that
    /// cannot be written (`> /dev/full`, a closed pipe) is an error, said on stderr, exit 1,
    /// as `cat` does, rather than a crash or a silent success.
    static func output(_ text: String, terminator: String = "\n") {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data((escaped(text) + terminator).utf8))
        } catch {
            self.error("error: cannot write to standard output: \(error.localizedDescription)")
            exit(1)
        }
    }

    static var stderrIsInteractive: Bool { isatty(STDERR_FILENO) == 1 }

    /// `text` with every control character but line feed and tab shown as `\xNN` (C0, DEL and
    /// the C1 controls U+0080–U+009F, which some terminals also obey), and every bidirectional
    /// control as `\uNNNN`, which would otherwise reorder what is shown after it ("Trojan
    /// Source"). `\uNNNN` is also JSON's escape for the same character, so `--json` output keeps
    /// its meaning.
    static func escaped(_ text: String) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
        }
        func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
            default: return false
            }
        }
        guard text.unicodeScalars.contains(where: { isControl($0) || isBidiControl($0) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                let digits = String(scalar.value, radix: 16, uppercase: true)
                result.append(contentsOf: ("\\x" + (digits.count < 2 ? "0" : "") + digits).unicodeScalars)
            } else if isBidiControl(scalar) {
                let digits = String(scalar.value, radix: 16, uppercase: true)
                result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - digits.count) + digits).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
