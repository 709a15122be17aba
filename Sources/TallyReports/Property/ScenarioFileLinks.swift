import TallyEngines

/// Edit and Delete links for a scenario file, from the site's `edit-url` and `delete-url`
/// patterns (`https://github.com/OWNER/REPO/edit/BRANCH/{path}`).
public enum ScenarioFileLinks {
    /// The pattern with `{path}` replaced by the file's path, percent-encoded a segment at a time
    /// (slashes kept, everything outside RFC 3986's unreserved characters encoded as UTF-8).
    public static func url(pattern: String, path: String) -> String {
        pattern.replacing("{path}", with: percentEncodedPath(path))
    }

    public static func percentEncodedPath(_ path: String) -> String {
        var out: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default:
                out.append(UInt8(ascii: "%"))
                Digits.appendHex(UInt64(byte), count: 2, uppercase: true, to: &out)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
