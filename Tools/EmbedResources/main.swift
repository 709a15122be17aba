import Foundation

// embed-resources OUTPUT SOURCES-DIR FOLDER... -- FILE...
//
// Writes one Swift file holding every FILE (a path relative to SOURCES-DIR) as a string literal,
// so that the tally binary needs nothing beside it. Run by the EmbedResources plugin, which
// chooses the folders and lists their files; this tool only reads and escapes.

/// Text goes in as a multi-line string literal that keeps the file's own lines, so the
/// generated source stays readable and the compiler only lexes it (an array literal of 2 MB of
/// numbers takes minutes to type-check). Anything that is not UTF-8 goes in as base64.
func literal(for bytes: [UInt8]) -> (kind: String, body: String) {
    guard let text = String(validating: bytes, as: UTF8.self) else {
        return ("base64", "\"" + Data(bytes).base64EncodedString() + "\"")
    }
    var out = "\"\"\"\n"
    out.reserveCapacity(bytes.count + bytes.count / 16 + 16)
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
        switch scalar {
        case "\n": out += "\n"
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        case " " where index + 1 == scalars.count || scalars[index + 1] == "\n":
            // Trailing blanks in a multi-line literal are easy to lose to an editor; spell them.
            out += "\\u{20}"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    // The line break before the closing delimiter is not part of the string.
    out += "\n\"\"\""
    return ("text", out)
}

func quoted(_ string: String) -> String {
    "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("embed-resources: error: \(message)\n".utf8))
    exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, let separator = arguments.firstIndex(of: "--"), separator >= 2 else {
    fail("usage: embed-resources OUTPUT SOURCES-DIR FOLDER... -- FILE...")
}
let output = URL(fileURLWithPath: arguments[0])
let sources = URL(fileURLWithPath: arguments[1], isDirectory: true)
let folders = arguments[2..<separator].sorted()
let files = arguments[(separator + 1)...].sorted()

var swift = """
// Generated at build time by the EmbedResources plugin (Plugins/EmbedResources) from the files
// below Sources/ listed here. Do not edit: change the files themselves.

extension EmbeddedResources {
    static let folders: [String] = [\(folders.map(quoted).joined(separator: ", "))]

    static let entries: [Entry] = [

"""
for file in files {
    guard let data = FileManager.default.contents(atPath: sources.appendingPathComponent(file).path) else {
        fail("cannot read \(file)")
    }
    let (kind, body) = literal(for: [UInt8](data))
    swift += "        Entry(path: \(quoted(file)), \(kind): \(body)),\n"
}
swift += "    ]\n}\n"

let bytes = Data(swift.utf8)
// Leave an unchanged file alone so that the module is not recompiled for nothing.
if FileManager.default.contents(atPath: output.path) != bytes {
    do {
        try bytes.write(to: output, options: .atomic)
    } catch {
        fail("cannot write \(output.path): \(error.localizedDescription)")
    }
}
