import Foundation
import Testing
@testable import TallyReports
import TallyEngines

/// The built-in templates come out of the binary; a project's `templates/` folder still wins.
@Suite struct PageTemplatesTests {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tally-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func builtInTemplatesLoadWithNoFilesBesideTheBinary() throws {
        let templates = try PageTemplates.load(overrides: nil)
        let html = templates.render(["pages": [[String: Any]](), "body_html": "<p>marker-42</p>"], template: "help")
        #expect(html.contains("<p>marker-42</p>"))
        #expect(html.contains("help-nav"), "help.mustache drew the page")
    }

    @Test func aProjectTemplateReplacesTheBuiltInOneOfTheSameName() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("project help: {{{body_html}}}".utf8).write(to: folder.appendingPathComponent("help.mustache"))
        try Data("not a template".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let templates = try PageTemplates.load(overrides: folder)
        #expect(templates.render(["body_html": "<b>x</b>"], template: "help") == "project help: <b>x</b>")
        let index = templates.render(["pages": [[String: Any]]()], template: "index")
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
    /// A value made only for templates that use it is found by its whole name: the built-in
    /// templates' `year_links_html` is not `year_links`.
    @Test func onDemandValuesAreFoundByTheirWholeName() throws {
        #expect(PageTemplates.names("year_links", in: "{{#year_links}}x{{/year_links}}"))
        #expect(PageTemplates.names("year_links", in: "{{year_links.0.year}}"))
        #expect(!PageTemplates.names("year_links", in: "year_links"), "plain text is not a tag")
        #expect(!PageTemplates.names("entries", in: "{{! `entries` holds the same values }}{{{cards}}}"), "nor is a comment")
        #expect(PageTemplates.names("entries", in: "{{! a comment }}{{# entries }}{{name}}{{/ entries }}"))
        #expect(PageTemplates.names("entries", in: "{{=<% %>=}}<%#entries%>x<%/entries%>"), "changed delimiters: matched anywhere")
        #expect(!PageTemplates.names("entries", in: "{{entries"), "an unclosed tag names nothing")
        #expect(!PageTemplates.names("year_links", in: "{{{year_links_html}}}"))
        #expect(!PageTemplates.names("year_links", in: "{{has_year_links}}"))
        #expect(!PageTemplates.names("year_links", in: ""))
        #expect(try !PageTemplates.load(overrides: nil).mentions("year_links"), "the built-in templates draw the links beforehand")
        let index = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/TallyReports/Templates/index.mustache").standardized, encoding: .utf8)
        #expect(!PageTemplates.names("entries", in: index), "the built-in index only mentions `entries` in a comment")
    }

    /// A project's report template written against the year links as a list still gets them,
    /// and the built-in one draws the same links.
    @Test func aProjectTemplateStillGetsTheYearLinksAsAList() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{{#year_links}}[{{year}}:{{anchor}}]{{/year_links}}|{{{year_links_html}}}".utf8).write(to: folder.appendingPathComponent("report.mustache"))
        let templates = try PageTemplates.load(overrides: folder)
        #expect(templates.mentions("year_links"))
        let yaml = "kind: loan\ntitle: Two years\nprincipal: 1000\nrate: 5\nyears: 2\nstart: 2027-01\n"
        let scenario = try ReportFixtures.scenario(yaml, path: "two.yaml")
        guard case .timeValue(let loan) = scenario else { throw ReportFixtures.FixtureError.wrongKind }
        let page = TimeValueReport.render(TimeValueOutcome(loan), templates: templates, page: ReportFixtures.page)
        let html = String(decoding: page.files[0].bytes, as: UTF8.self)
        #expect(html == "[2027:months-2027][2028:months-2028]|<a href=\"#months-2027\">2027</a> <a href=\"#months-2028\">2028</a> ")
    }

    /// Tally's own templates are parsed when a page first needs them: each must parse, and a
    /// page drawn from one gets the templates it extends.
    @Test func builtInTemplatesParseWhenFirstDrawn() throws {
        let templates = try PageTemplates.load(overrides: nil)
        for name in ["bmi", "budget", "help", "index", "index-card", "page", "properties", "report", "units"] {
            let html = templates.renderDirectly(["site_title": "Site <1>", "page_title": "Title"], template: name)
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
        let html = try PageTemplates.load(overrides: folder).renderDirectly(["site_title": "S", "page_title": "T"], template: "help")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<p>own S</p>"))
    }

    @Test func partialsAreReadFromTheTemplateText() {
        #expect(TemplateLibrary.partials(in: "{{<page}}{{$content}}{{> card }}{{/content}}{{/page}}") == ["page", "card"])
        #expect(TemplateLibrary.partials(in: "{{#a}}{{b}}{{/a}}").isEmpty)
        #expect(!TemplateLibrary.canParseOnDemand(["{{>*dynamic}}"]))
        #expect(!TemplateLibrary.canParseOnDemand(["{{=<% %>=}}"]))
        #expect(TemplateLibrary.canParseOnDemand(["{{>card}}"]))
    }
}
