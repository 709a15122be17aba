import Foundation
import TallyScenarios
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Answers typed at a terminal, a line at a time, with Tab completion: the terminal is put in
/// raw mode only while a line is read, and restored before anything else happens.
struct TerminalInput: PromptInput {
    /// Whether standard input is a terminal: the only time `tally add` asks anything.
    static var isAvailable: Bool { isatty(STDIN_FILENO) == 1 }

    mutating func say(_ text: String) {
        write(text + "\n")
    }

    mutating func read(prompt: String, completions: [String]) -> String? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return readPlainLine(prompt: prompt) }
        var raw = saved
        // No echo, no line buffering, and Ctrl-C arrives as a byte so the terminal is always restored.
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }

        var line: [UInt8] = []
        write(prompt)
        while true {
            var byte: UInt8 = 0
            let count = Foundation.read(STDIN_FILENO, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { write("\n"); return nil }
            switch byte {
            case 0x0D, 0x0A:
                write("\n")
                return String(decoding: line, as: UTF8.self)
            case 0x03:
                write("^C\n")
                return nil
            case 0x04:
                if line.isEmpty { write("\n"); return nil }
            case 0x7F, 0x08:
                while let last = line.popLast(), last & 0xC0 == 0x80 {}
                redraw(prompt, line)
            case 0x15:
                line.removeAll()
                redraw(prompt, line)
            case 0x09:
                let typed = String(decoding: line, as: UTF8.self)
                let completed = CategoryNames.complete(typed, among: completions)
                if completed != typed {
                    line = Array(completed.utf8)
                    redraw(prompt, line)
                } else {
                    let matches = CategoryNames.matches(typed, among: completions)
                    if matches.count > 1 {
                        write("\n" + matches.joined(separator: "   ") + "\n")
                        redraw(prompt, line)
                    }
                }
            case 0x1B:
                skipEscapeSequence()
            default:
                if byte >= 0x20 {
                    line.append(byte)
                    writeBytes([byte])
                }
            }
        }
    }

    /// Arrow and function keys send `ESC [ … letter`; they do nothing here.
    private func skipEscapeSequence() {
        var byte: UInt8 = 0
        guard Foundation.read(STDIN_FILENO, &byte, 1) == 1, byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") else { return }
        while Foundation.read(STDIN_FILENO, &byte, 1) == 1, !(0x40...0x7E).contains(byte) {}
    }

    /// A terminal without termios (unusual): read a cooked line.
    private func readPlainLine(prompt: String) -> String? {
        write(prompt)
        return Swift.readLine(strippingNewline: true)
    }

    private func redraw(_ prompt: String, _ line: [UInt8]) {
        write("\r\u{1B}[K" + prompt)
        writeBytes(line)
    }

    private func write(_ text: String) { writeBytes(Array(text.utf8)) }

    private func writeBytes(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(STDOUT_FILENO, base + offset, buffer.count - offset)
                if written <= 0 { if errno == EINTR { continue }; return }
                offset += written
            }
        }
    }
}
