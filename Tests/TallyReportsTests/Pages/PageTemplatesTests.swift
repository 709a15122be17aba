import Foundation
import Testing
@testable import TallyReports
import TallyEngines
import TallyTestSupport

/// The built-in templates come out of the binary; a project's `templates/` folder still wins.
@Suite struct PageTemplatesTests {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tally-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func builtInTemplatesLoadWithNoFilesBesideTheBinary() throws {
        let templates = try PageTemplates.load(overrides: nil)
        var values = TemplateValues()
        values.add("body_html", "<p>marker-42</p>")
        let html = String(decoding: templates.render(values, template: "help"), as: UTF8.self)
        #expect(html.contains("<p>marker-42</p>"))
        #expect(html.contains("help-nav"), "help.mustache drew the page")
    }

    @Test func aProjectTemplateReplacesTheBuiltInOneOfTheSameName() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("project help: {{{body_html}}}".utf8).write(to: folder.appendingPathComponent("help.mustache"))
        try Data("not a template".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let templates = try PageTemplates.load(overrides: folder)
        var values = TemplateValues()
        values.add("body_html", "<b>x</b>")
        #expect(templates.render(values, template: "help") == Array("project help: <b>x</b>".utf8))
        let index = String(decoding: templates.render(TemplateValues(), template: "index"), as: UTF8.self)
        #expect(index.contains("<html"), "templates the project does not override are still the built-in ones")
    }

    @Test func aBrokenProjectTemplateIsALocatedError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("line one\n{{#open}}never closed\n".utf8).write(to: folder.appendingPathComponent("help.mustache"))
        let error = #expect(throws: TemplateError.self) { try PageTemplates.load(overrides: folder) }
        let text = error?.description ?? ""
        #expect(text.hasPrefix(folder.appendingPathComponent("help.mustache").path + ":"), "located: \(text)")
        #expect(text.contains("error: template syntax"))
    }
    /// A project's report template reads the keys the built-in one reads, drawn from a skeleton
    /// or, when a template rules skeletons out, by Mustache with the same values.
    @Test func aProjectReportTemplateGetsTheBuiltInKeys() throws {
        let own = "{{kind}}|{{title}}|{{{year_links_html}}}|{{#charts}}<svg?{{caption}}>{{/charts}}|{{#contents}}{{href}} {{/contents}}|{{{notes_html}}}"
        let yaml = "kind: loan\ntitle: Two & years\nnotes: A *note*\nprincipal: 1000\nrate: 5\nyears: 2\nstart: 2027-01\n"
        let scenario = try ReportFixtures.scenario(yaml, path: "two.yaml")
        guard case .timeValue(let loan) = scenario else { throw ReportFixtures.FixtureError.wrongKind }
        var pages: [String] = []
        for templates in [try projectTemplates(["report": own]), try projectTemplates(["report": own, "odd": "{{uppercased(x)}}"])] {
            let page = TimeValueReport.render(TimeValueOutcome(loan), templates: templates, page: ReportFixtures.page)
            pages.append(String(decoding: page.files[0].bytes, as: UTF8.self))
        }
        #expect(pages[0] == pages[1])
        let html = pages[0]
        #expect(html.hasPrefix("loan|Two &amp; years|<a href=\"#months-2027\">2027</a> <a href=\"#months-2028\">2028</a> |<svg?"), "\(html)")
        #expect(html.hasSuffix("|<p>A <em>note</em></p>\n"), "\(html)")
    }

    /// Tally's own templates are parsed when a page first needs them: each must parse, and a
    /// page drawn from one gets the templates it extends.
    @Test func builtInTemplatesParseWhenFirstDrawn() throws {
        let templates = try PageTemplates.load(overrides: nil)
        for name in ["bmi", "budget", "help", "index", "index-card", "page", "properties", "report", "units"] {
            var values = TemplateValues()
            values.add("site_title", "Site <1>")
            values.add("page_title", "Title")
            let html = String(decoding: templates.render(values, template: name), as: UTF8.self)
            #expect(!html.isEmpty, "\(name) parses and draws")
            if name != "page" && name != "index-card" { #expect(html.contains("<title>Title · Site &lt;1&gt;</title>"), "\(name) extends page") }
        }
    }

    /// A project's own template is parsed at once (its mistake stops the build: see above), and
    /// the built-in page it extends is still found when it is first drawn.
    @Test func aProjectTemplateExtendingTheBuiltInPageGetsIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{{<page}}{{$content}}<p>own {{site_title}}</p>{{/content}}{{/page}}".utf8).write(to: folder.appendingPathComponent("help.mustache"))
        var values = TemplateValues()
        values.add("site_title", "S")
        values.add("page_title", "T")
        let html = String(decoding: try PageTemplates.load(overrides: folder).render(values, template: "help"), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<p>own S</p>"))
    }

    @Test func partialsAreReadFromTheTemplateText() {
        #expect(TemplateLibrary.partials(in: "{{<page}}{{$content}}{{> card }}{{/content}}{{/page}}") == ["page", "card"])
        #expect(TemplateLibrary.partials(in: "{{#a}}{{b}}{{/a}}").isEmpty)
        #expect(!TemplateLibrary.canParseOnDemand(["{{>*dynamic}}"]))
        #expect(!TemplateLibrary.canParseOnDemand(["{{=<% %>=}}"]))
        #expect(!TemplateLibrary.canParseOnDemand(["{{>card}}", "{{<*parent}}{{/*parent}}"]))
        #expect(TemplateLibrary.canParseOnDemand(["{{>card}}"]))
    }

    @Test func hidingPartialsIsFoundLikeStringContainsFindsIt() {
        var random = SeededRandom(seed: 23)
        let pieces = ["{", "{{", ">", "<", "*", "=", "a", " ", "}}", "é"]
        for _ in 0..<2_000 {
            let text = (0..<random.int(in: 0...12)).map { _ in pieces[random.int(in: 0...(pieces.count - 1))] }.joined()
            let reference = text.contains("{{>*") || text.contains("{{<*") || text.contains("{{=")
            #expect(TemplateLibrary.hidesItsPartials(text) == reference, "\(text)")
        }
    }
}
