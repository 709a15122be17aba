import Foundation
import Testing
import TallyReports
@testable import TallySite

/// Issue 28: `tally build --booklet` puts every report (or `tally.yaml`'s `booklet:` list, in
/// its order) in one printable booklet.html; with `--pdf` Chromium prints it and its contents
/// gives the sheet each report starts on.
@Suite struct BookletTests {
    static let files = [
        "scenarios/car.yaml": "kind: loan\ntitle: Car <loan>\nprincipal: 12000\nrate: 6\nyears: 4\npayment: ?\nstart: 2027-01\n",
        "scenarios/pot.yaml": TemporaryProject.savings,
        "scenarios/home.yaml": TemporaryProject.loan,
    ]

    @Test func theBookletHoldsTheListedReportsInOrderWithTheirOwnIDs() throws {
        var files = Self.files
        files["tally.yaml"] = "title: Class set\nbooklet:\n  - scenarios/pot.yaml\n  - car.yaml\n"
        let project = try TemporaryProject(files: files)
        var options = project.options()
        options.booklet = .html
        #expect(try BuildPipeline.build(options).published)
        let html = try #require(project.read("public/booklet.html"))
        let pot = try #require(html.range(of: "<section class=\"booklet-report\" id=\"report-1\""))
        let car = try #require(html.range(of: "<section class=\"booklet-report\" id=\"report-2\""))
        #expect(pot.lowerBound < car.lowerBound && !html.contains("id=\"report-3\""))
        #expect(html.contains("<h1>Class set</h1>") && html.contains("Car &lt;loan&gt;"))
        // Each report's ids are its own, and what links to them follows.
        #expect(html.contains("id=\"r1-inputs-heading\"") && html.contains("id=\"r2-inputs-heading\""))
        #expect(!html.contains(" id=\"inputs-heading\""))
        #expect(html.contains("href=\"help/loan.html\"") && !html.contains("href=\"../"))
        // A footer per report: its title as a CSS string on its named page.
        #expect(html.contains("@page report-2 { @bottom-left { content: \"Car \\3c loan\\3e \"; } }"))
        // Unprinted, the contents has no numbers for a later printing to start from.
        #expect(Booklet.pageNumbers(ofRendered: Array(html.utf8)) == nil)
        // Without --booklet the booklet goes.
        #expect(try BuildPipeline.build(project.options()).published)
        #expect(!project.exists("public/booklet.html"))
    }

    @Test func aBookletNameThatIsNoScenarioIsLocatedInTallyYAML() throws {
        var files = Self.files
        files["tally.yaml"] = "booklet:\n  - car.yaml\n  - missing.yaml\n"
        let project = try TemporaryProject(files: files)
        var options = project.options()
        options.booklet = .html
        #expect(throws: BuildFailure.self) { try BuildPipeline.build(options) }
        do {
            _ = try BuildPipeline.build(options)
        } catch {
            #expect(error.diagnostics.map(\.description) == ["tally.yaml:3:5: error: booklet lists 'missing.yaml', which is not a scenario this build read; name a scenario file (such as examples/car-loan.yaml)"])
        }
    }

    /// Chromium's page tree, eight pages to a node, and its named destinations.
    @Test func pageNumbersAreReadFromThePageTreeAndTheDestinations() {
        let pdf = """
        1 0 obj
        <</Type /Pages /Kids [2 0 R 3 0 R] /Count 10>>
        endobj
        2 0 obj
        <</Type /Pages /Kids [10 0 R 11 0 R 12 0 R 13 0 R 14 0 R 15 0 R 16 0 R 17 0 R] /Parent 1 0 R>>
        endobj
        3 0 obj
        <</Type /Pages /Kids [18 0 R 19 0 R] /Parent 1 0 R>>
        endobj
        9 0 obj
        <</Kids [99 0 R]>>
        endobj
        20 0 obj
        <</Type /Catalog
        /Pages 1 0 R
        /Dests 21 0 R>>
        endobj
        21 0 obj
        <</report-1 [10 0 R /XYZ 0 841 0]
        /report-10 [19 0 R /XYZ 0 841 0]
        /report-2 [13 0 R /XYZ 0 841 0]>>
        endobj
        """
        #expect(PDFPrinter.pageNumbers(of: ["report-1", "report-2", "report-10"], in: Array(pdf.utf8)) == [1, 4, 10])
        #expect(PDFPrinter.pageNumbers(of: ["report-3"], in: Array(pdf.utf8)) == nil)
    }

    @Test func aPrintedPDFIsDatedByTheBuild() {
        let pdf = Array("/CreationDate (D:20261126020531+00'00')\n/ModDate (D:20261126020531+00'00')".utf8)
        let dated = PDFPrinter.dated(pdf, timestamp: 1_767_225_600)
        #expect(String(decoding: dated, as: UTF8.self) == "/CreationDate (D:20260101000000+00'00')\n/ModDate (D:20260101000000+00'00')")
        #expect(dated.count == pdf.count)
    }

    /// With Chromium on the machine (`make test` installs it): the contents' page numbers are
    /// where each report starts in the printed PDF, read back by poppler's pdftotext, and a
    /// second build gives the same bytes.
    @Test(.enabled(if: PDFPrinter(environment: ProcessInfo.processInfo.environment) != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext")))
    func theContentsPageNumbersAreWhereEachReportStartsInThePDF() throws {
        var files = Self.files
        files["tally.yaml"] = "title: Class set\n"
        let project = try TemporaryProject(files: files)
        var options = project.options()
        options.environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
        options.booklet = .pdf
        #expect(try BuildPipeline.build(options).published)
        let first = try expectNumbersMatchThePDF(project)
        // A rebuild starts from the published booklet's numbers; where an edit has moved the
        // reports (a car loan of 30 years, not 4, has a longer schedule), they are printed again.
        try Data(Self.files["scenarios/car.yaml"]!.replacingOccurrences(of: "years: 4", with: "years: 30").utf8)
            .write(to: project.root.appendingPathComponent("scenarios/car.yaml"))
        #expect(try BuildPipeline.build(options).published)
        let moved = try expectNumbersMatchThePDF(project)
        #expect(moved != first && moved.first == first.first)
        var cold = project.options(out: "again")
        cold.environment = options.environment
        cold.booklet = .pdf
        #expect(try BuildPipeline.build(cold).published)
        #expect(project.snapshot("again")["booklet.pdf"] == project.snapshot("public")["booklet.pdf"])
    }

    /// The contents' numbers of public/booklet.html, each checked against the page of
    /// public/booklet.pdf the report starts on.
    private func expectNumbersMatchThePDF(_ project: TemporaryProject, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Int] {
        let html = try #require(project.read("public/booklet.html"))
        let numbers = html.components(separatedBy: "<span class=\"entry-page\">").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        #expect(numbers.count == 3, sourceLocation: sourceLocation)
        #expect(Booklet.pageNumbers(ofRendered: Array(html.utf8)) == numbers, sourceLocation: sourceLocation)
        let pdf = project.root.appendingPathComponent("public/booklet.pdf")
        for (index, number) in numbers.enumerated() {
            let text = try Self.pdftotext(pdf, page: number)
            let title = ["Car <loan>", "Home", "Pot"]
            // Each report's page starts with its kind and title (after the running header).
            #expect(title.contains { text.contains($0) }, "report \(index + 1) is not on page \(number)", sourceLocation: sourceLocation)
            if number > 1 { #expect(!(try Self.pdftotext(pdf, page: number - 1)).contains("TOTALS"), sourceLocation: sourceLocation) }
        }
        return numbers
    }

    static func pdftotext(_ pdf: URL, page: Int) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
        process.arguments = ["-f", "\(page)", "-l", "\(page)", pdf.path, "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
