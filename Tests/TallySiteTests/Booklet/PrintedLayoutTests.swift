import Foundation
import Testing
@testable import TallySite

/// How the site's stylesheet breaks pages, checked by printing with Chromium (when present, as
/// `make test` arranges) and reading the pages back with poppler's pdftotext.
@Suite struct PrintedLayoutTests {
    /// A heading and the sentence leading into a table, with room left on the sheet for them but
    /// not for the table: all three go to the next sheet together (the examples' booklet printed a
    /// budget's "Bills due" heading and sentence at one sheet's foot, its table on the next).
    @Test(.enabled(if: PDFPrinter(environment: ProcessInfo.processInfo.environment) != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext")))
    func theSentenceBeforeATableStaysWithIt() throws {
        let printer = try #require(PDFPrinter(environment: ProcessInfo.processInfo.environment))
        let style = String(decoding: try SiteFiles.stylesheet(), as: UTF8.self)
        let rows = (1...8).map { "<tr><td class=\"text\">Bill \($0)<td>£\($0).00</tr>" }.joined()
        let html = """
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title><style>\(style)
        @page { size: A4; margin: 20mm; }</style></head><body><main>
        <div style="height: 215mm">Filler</div>
        <h2>Bills due</h2>
        <p>Leading sentence.</p>
        <div class="table-block"><p class="table-caption">Table caption</p><div class="table-wrap"><table class="data figures">
        <thead><tr><th class="text">Bill</th><th>Planned</th></tr></thead><tbody>\(rows)</tbody></table></div></div>
        </main></body></html>
        """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: page)
        let pdf = folder.appendingPathComponent("page.pdf")
        try Data(try printer.print(page)).write(to: pdf)
        let first = try BookletTests.pdftotext(pdf, page: 1)
        let second = try BookletTests.pdftotext(pdf, page: 2)
        #expect(second.contains("Table caption") && second.contains("Bill 8"), "the table is whole on the second sheet")
        #expect(second.contains("Leading sentence.") && !first.contains("Leading sentence."))
        #expect(second.contains("Bills due") && !first.contains("Bills due"))
    }
}
