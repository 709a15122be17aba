import TallyReports
import TallyScenarios

/// The most one scenario's reports may come to. A small file must not cost a large build: the
/// scenario reader's own limits stop nearly everything first, and this is the last guard.
enum ReportLimits {
    /// Bytes across every file one scenario renders (pages, charts, calendar, data).
    static let maximumBytes = 25_000_000
    /// Lines across one scenario's files: table rows, calendar events, data lines.
    static let maximumLines = 250_000

    /// A located error when `rendered` is over either limit, naming the limit.
    static func check(_ rendered: RenderedScenario, path: String) -> Diagnostic? {
        var bytes = 0
        var lines = 0
        for file in rendered.files { bytes += file.bytes.count }
        // A file has no more lines than bytes: only a large report needs its lines counted.
        if bytes > maximumLines {
            for file in rendered.files {
                for byte in file.bytes where byte == 0x0A { lines += 1 }
            }
        }
        let location = SourceLocation(path: path, line: 1, column: 1)
        if bytes > maximumBytes {
            return Diagnostic("this scenario's reports would come to \(bytes / 1_000_000) MB, over Tally's limit of \(maximumBytes / 1_000_000) MB for one scenario; split it into smaller files", at: location)
        }
        if lines > maximumLines {
            return Diagnostic("this scenario's reports would have \(lines) rows and lines, over Tally's limit of \(maximumLines) for one scenario; split it into smaller files", at: location)
        }
        return nil
    }
}
