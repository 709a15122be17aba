import Foundation
import TallyEngines
import TallyReports
import TallyScenarios

/// The booklet, a part of the site drawn when `tally build --booklet` asks: every report (or
/// those `tally.yaml` lists under `booklet:`, in its order) in one printable `booklet.html`, and
/// with `--pdf`, printed to `booklet.pdf` by Chromium with its contents numbered.
struct BookletPart {
    static let htmlPath = "booklet.html"
    static let pdfPath = "booklet.pdf"

    let settings: SiteSettings
    let page: PageInfo
    let output: BuildOptions.BookletOutput
    let environment: [String: String]

    /// The scenarios the booklet holds, in its order; a `booklet:` name that matches none is a
    /// located mistake in `tally.yaml`.
    func chosen(_ scenarios: [BuildManifest.Scenario]) throws(BuildFailure) -> [BuildManifest.Scenario] {
        guard let names = settings.booklet else { return scenarios }
        var chosen: [BuildManifest.Scenario] = []
        var missing: [Diagnostic] = []
        for name in names {
            let found = scenarios.first { scenario in
                let source = scenario.record.source
                return source == name.text || source.hasSuffix("/" + name.text) || scenario.record.slug == name.text
            }
            if let found { chosen.append(found) } else {
                missing.append(Diagnostic("booklet lists '\(name.text)', which is not a scenario this build read; name a scenario file (such as examples/car-loan.yaml)", at: name.location))
            }
        }
        if !missing.isEmpty { throw BuildFailure(diagnostics: missing) }
        return chosen
    }

    /// The booklet's files. `pageText(path)` gives a report page as this build publishes it;
    /// `previous` is the contents' numbers of the booklet this build replaces, if any; `note` is
    /// told when the PDF cannot be printed here.
    func draw(_ scenarios: [BuildManifest.Scenario], templates: PageTemplates, pageText: (String) throws -> String,
              previous: [Int]? = nil, note: (String) -> Void) throws -> [OutputFile] {
        var reports: [Booklet.Report] = []
        for (index, scenario) in try chosen(scenarios).enumerated() {
            let entry = scenario.record.entry
            let html = try pageText(entry.href)
            guard let article = Booklet.article(ofPage: html, path: entry.href, prefix: "r\(index + 1)") else { continue }
            reports.append(Booklet.Report(title: entry.title, kind: entry.groupName, article: article))
        }
        let stylesheet = try SiteFiles.stylesheet()
        let locale = settings.locale ?? .enGB
        func render(_ numbers: [Int]?) -> [UInt8] {
            Booklet.render(reports, pageNumbers: numbers, stylesheet: stylesheet, templates: templates, page: page, locale: locale)
        }
        guard output == .pdf else { return [OutputFile(path: Self.htmlPath, bytes: render(nil))] }
        guard let printer = PDFPrinter(environment: environment) else {
            note("--pdf prints the booklet with Chromium, which is not on this machine's PATH (apt-get install chromium); \(Self.htmlPath) was written: open it in a browser and print it, with headers and footers off")
            return [OutputFile(path: Self.htmlPath, bytes: render(nil))]
        }
        // The contents' numbers stand in boxes of one width (booklet.mustache), so the numbers
        // shown move nothing: any printing tells where every report starts, and a second is
        // needed only to show those numbers when the first showed others. The first shows the
        // last booklet's numbers, right after most edits (one printing, about half the time);
        // else placeholders, printed without the PDF's structure tree (a third quicker), since
        // that printing is only read, never kept.
        let anchors = reports.indices.map { Booklet.anchor($0 + 1) }
        let guess = previous.flatMap { $0.count == reports.count ? $0 : nil }
        var numbers = guess ?? [Int](repeating: 888, count: reports.count)
        var html = render(numbers)
        var tagged = guess != nil
        var pdf = try printed(html, printer: printer, tagged: tagged)
        for _ in 0..<2 {
            guard let found = PDFPrinter.pageNumbers(of: anchors, in: pdf) else {
                throw OutputError("the printed booklet does not say where its reports start; print \(Self.htmlPath) from a browser instead")
            }
            if found == numbers && tagged { break }
            numbers = found
            html = render(numbers)
            tagged = true
            pdf = try printed(html, printer: printer, tagged: tagged)
        }
        pdf = PDFPrinter.dated(pdf, timestamp: page.buildTimestamp)
        return [OutputFile(path: Self.htmlPath, bytes: html), OutputFile(path: Self.pdfPath, bytes: pdf)]
    }

    private func printed(_ html: [UInt8], printer: PDFPrinter, tagged: Bool) throws -> [UInt8] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tally-booklet-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(html).write(to: file)
        return try printer.print(file, tagged: tagged)
    }
}
