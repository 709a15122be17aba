import Foundation

/// Prints an HTML file to PDF with headless Chromium, the one program Tally runs: offline (a
/// file URL, no network), with the page's own margins and footers, and reproducibly (the only
/// bytes Chromium varies, its creation and modification dates, are set to the build's time).
struct PDFPrinter {
    let executable: String

    /// The first Chromium on the PATH; nil when there is none.
    init?(environment: [String: String]) {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                executable = "\(folder)/\(name)"
                return
            }
        }
        return nil
    }

    /// `html` (a file) printed; the PDF's bytes, dated by Chromium (see `dated`). `tagged: false`
    /// leaves out the structure tree a screen reader reads, which lays nothing out differently
    /// and costs a third of the printing time of a booklet of long tables: for a printing only
    /// read for its page numbers.
    func print(_ html: URL, tagged: Bool = true) throws(OutputError) -> [UInt8] {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("tally-print-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let pdf = work.appendingPathComponent("out.pdf")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-pdf-header-footer"]
            + (tagged ? [] : ["--disable-pdf-tagging"])
            + ["--user-data-dir=\(work.appendingPathComponent("profile").path)", "--print-to-pdf=\(pdf.path)", html.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            try process.run()
            process.waitUntilExit()
        } catch {
            throw OutputError("cannot run \(executable) to print the booklet: \(error.localizedDescription)")
        }
        guard process.terminationStatus == 0, let bytes = FileManager.default.contents(atPath: pdf.path), !bytes.isEmpty else {
            throw OutputError("\(executable) did not print the booklet (exit status \(process.terminationStatus))")
        }
        return Array(bytes)
    }

    /// The sheet each of `anchors` starts on: Chromium names each link target a destination,
    /// `/NAME [n 0 R /XYZ …]`, and keeps the pages in a tree of `/Kids [a 0 R b 0 R …]` lists,
    /// eight to a node; walked in order, the tree gives each page object its number. nil when
    /// one is not found.
    ///
    /// Searched as bytes, not as a `String`: a booklet's PDF runs to tens of megabytes, mostly
    /// binary streams that are no text at all.
    static func pageNumbers(of anchors: [String], in pdf: [UInt8]) -> [Int]? {
        let text = PDFBytes(bytes: pdf)
        // Each node of the page tree: its object number and its kids' object numbers.
        var nodes: [Int: [Int]] = [:]
        var from = 0
        while let kids = text.find("/Kids [", from: from), let close = text.find("]", from: kids) {
            from = close
            guard let header = text.findBackwards(" 0 obj", before: kids), let number = text.numberEnding(at: header) else { return nil }
            // `a 0 R b 0 R …`: an object number, then its generation.
            let references = text.numbers(in: kids + 7..<close)
            nodes[number] = stride(from: 0, to: references.count, by: 2).map { references[$0] }
        }
        // The tree's root is the catalog's `/Pages n 0 R` (other trees, such as the structure
        // tree's, have kids too, and are not walked).
        guard let catalog = text.find("/Type /Catalog", from: 0), let pagesKey = text.find("/Pages ", from: catalog),
              let root = text.numbers(in: pagesKey + 7..<min(pagesKey + 27, pdf.count)).first else { return nil }
        var pages: [Int] = []
        func walk(_ node: Int) {
            for kid in nodes[node] ?? [] {
                if nodes[kid] != nil { walk(kid) } else { pages.append(kid) }
            }
        }
        walk(root)
        let destinations = text.destinations(named: Set(anchors))
        var numbers: [Int] = []
        for anchor in anchors {
            guard let object = destinations[anchor], let index = pages.firstIndex(of: object) else { return nil }
            numbers.append(index + 1)
        }
        return numbers
    }

    /// `pdf` with each `(D:YYYYMMDDHHMMSS` date replaced by `timestamp` in the same form and
    /// length, so no byte offset moves.
    static func dated(_ pdf: [UInt8], timestamp: Int64) -> [UInt8] {
        let date = Date(timeIntervalSince1970: TimeInterval(timestamp))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let stamp = String(format: "%04d%02d%02d%02d%02d%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        let text = PDFBytes(bytes: pdf)
        var places: [Int] = []
        var from = 0
        while let found = text.find("(D:", from: from) {
            from = found + 3
            if found + 17 <= pdf.count, (found + 3..<found + 17).allSatisfy({ pdf[$0] >= 0x30 && pdf[$0] <= 0x39 }) {
                places.append(found + 3)
                from = found + 17
            }
        }
        var bytes = pdf
        for place in places {
            bytes.replaceSubrange(place..<(place + 14), with: stamp.utf8)
        }
        return bytes
    }
}

/// Plain byte searches over a PDF, for `PDFPrinter.pageNumbers`.
private struct PDFBytes {
    let bytes: [UInt8]

    /// Where `needle` first starts at or after `from`: each place its first byte stands, then
    /// the rest compared.
    func find(_ needle: String, from: Int) -> Int? {
        let needle = Array(needle.utf8)
        guard let first = needle.first, from <= bytes.count else { return nil }
        var index = from
        while index <= bytes.count - needle.count {
            guard let hit = bytes[index...].firstIndex(of: first) else { return nil }
            index = hit
            guard index <= bytes.count - needle.count else { return nil }
            var matched = 1
            while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
            if matched == needle.count { return index }
            index += 1
        }
        return nil
    }

    /// The page object each of `names` points to, from destinations written `/NAME [n 0 R …`,
    /// found in one pass over the file.
    func destinations(named names: Set<String>) -> [String: Int] {
        var found: [String: Int] = [:]
        var from = 0
        while found.count < names.count, let slash = find("/", from: from) {
            var end = slash + 1
            while end < bytes.count, !Self.delimiters.contains(bytes[end]) { end += 1 }
            from = end
            guard end + 1 < bytes.count, bytes[end] == 0x20, bytes[end + 1] == UInt8(ascii: "[") else { continue }
            let name = String(decoding: bytes[(slash + 1)..<end], as: UTF8.self)
            if names.contains(name), found[name] == nil, let object = numbers(in: (end + 2)..<min(end + 22, bytes.count)).first {
                found[name] = object
            }
        }
        return found
    }

    /// The bytes that end a PDF name: white space and the delimiters of PDF's syntax.
    private static let delimiters: Set<UInt8> = Set(" \n\r\t/[]<>()".utf8)

    /// Where `needle` last starts wholly before `before`.
    func findBackwards(_ needle: String, before: Int) -> Int? {
        let needle = Array(needle.utf8)
        var index = before - needle.count
        while index >= 0 {
            var matched = 0
            while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
            if matched == needle.count { return index }
            index -= 1
        }
        return nil
    }

    /// The decimal number whose last digit is just before `end`.
    func numberEnding(at end: Int) -> Int? {
        var start = end
        while start > 0, bytes[start - 1] >= 0x30, bytes[start - 1] <= 0x39 { start -= 1 }
        return numbers(in: start..<end).first
    }

    /// The runs of digits in `range`, as numbers.
    func numbers(in range: Range<Int>) -> [Int] {
        var found: [Int] = []
        var current: Int?
        for index in range {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                current = (current ?? 0) * 10 + Int(byte - 0x30)
            } else if let number = current {
                found.append(number)
                current = nil
            }
        }
        if let current { found.append(current) }
        return found
    }
}
