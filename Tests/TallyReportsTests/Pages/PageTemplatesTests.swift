import Foundation
import Testing
import TallyReports

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
}
