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

    /// `html` (a file) printed; the PDF's bytes, its dates set to `timestamp`.
    func print(_ html: URL, timestamp: Int64) throws(OutputError) -> [UInt8] {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("tally-print-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let pdf = work.appendingPathComponent("out.pdf")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-pdf-header-footer",
                             "--user-data-dir=\(work.appendingPathComponent("profile").path)", "--print-to-pdf=\(pdf.path)", html.absoluteString]
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
        return Self.dated(Array(bytes), timestamp: timestamp)
    }

    /// The sheet each of `anchors` starts on: Chromium names each link target a destination,
    /// `/NAME [n 0 R /XYZ …]`, and keeps the pages in a tree of `/Kids [a 0 R b 0 R …]` lists,
    /// eight to a node; walked in order, the tree gives each page object its number. nil when
    /// one is not found.
    static func pageNumbers(of anchors: [String], in pdf: [UInt8]) -> [Int]? {
        let text = String(decoding: pdf, as: UTF8.self)
        // Each node of the page tree: its object number and its kids' object numbers.
        var nodes: [String: [String]] = [:]
        var searchFrom = text.startIndex
        while let kids = text.range(of: "/Kids [", range: searchFrom..<text.endIndex),
              let close = text[kids.upperBound...].firstIndex(of: "]") {
            searchFrom = close
            guard let header = text.range(of: " 0 obj", options: .backwards, range: text.startIndex..<kids.lowerBound) else { return nil }
            let number = text[..<header.lowerBound].reversed().prefix { $0.isNumber }
            let references = text[kids.upperBound..<close].split(separator: " ")
            nodes[String(number.reversed())] = stride(from: 0, to: references.count, by: 3).map { String(references[$0]) }
        }
        // The tree's root is the catalog's `/Pages n 0 R` (other trees, such as the structure
        // tree's, have kids too, and are not walked).
        guard let catalog = text.range(of: "/Type /Catalog"), let pagesKey = text.range(of: "/Pages ", range: catalog.upperBound..<text.endIndex) else { return nil }
        let root = String(text[pagesKey.upperBound...].prefix { $0.isNumber })
        var pages: [String] = []
        func walk(_ node: String) {
            for kid in nodes[node] ?? [] {
                if nodes[kid] != nil { walk(kid) } else { pages.append(kid) }
            }
        }
        walk(root)
        var numbers: [Int] = []
        for anchor in anchors {
            guard let found = text.range(of: "/\(anchor) ["),
                  let object = text[found.upperBound...].split(separator: " ", maxSplits: 1).first,
                  let index = pages.firstIndex(of: String(object)) else { return nil }
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
        var bytes = pdf
        let marker = Array("(D:".utf8)
        var index = 0
        while index + marker.count + 14 <= bytes.count {
            if bytes[index] == marker[0], Array(bytes[index..<(index + 3)]) == marker,
               bytes[(index + 3)..<(index + 17)].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                bytes.replaceSubrange((index + 3)..<(index + 17), with: Array(stamp.utf8))
                index += 17
            } else {
                index += 1
            }
        }
        return bytes
    }
}
