import Foundation
import Testing
import TallyReports
@testable import TallySite

/// A project's `templates/` folder is read once a build: the bytes keyed are the bytes drawn with.
@Suite struct ProjectTemplatesTests {
    static let entry = IndexEntry(group: "loan", groupName: "Loan", title: "Car", headline: "$1", detail: "Monthly payment",
                                  href: "loan/car.html", markdownHref: "loan/car.md", sourcePath: "scenarios/car.yaml")

    /// A template edited while a build runs is drawn as it was when the build read and keyed
    /// it, so the manifest never vouches for pages drawn from other templates than its key says.
    @Test func theTemplatesDrawnAreTheTemplatesKeyed() throws {
        let project = try TemporaryProject(files: ["templates/index-card.mustache": "<li>first {{title}}</li>"])
        let read = ProjectTemplates.read(projectRoot: project.root)
        try Data("<li>second {{title}}</li>".utf8).write(to: project.root.appendingPathComponent("templates/index-card.mustache"))
        let card = IndexPage.card(for: Self.entry, templates: try read.load())
        #expect(String(decoding: card, as: UTF8.self) == "<li>first Car</li>")
        var before = InputKey(), after = InputKey()
        read.add(to: &before)
        ProjectTemplates.read(projectRoot: project.root).add(to: &after)
        #expect(before.value != after.value)
    }

    @Test func aTemplateThatIsNotUTF8StopsTheBuildNamingIt() throws {
        let project = try TemporaryProject(files: ["templates/keep.txt": ""])
        try Data([0x3C, 0xFF, 0x3E]).write(to: project.root.appendingPathComponent("templates/index.mustache"))
        let error = #expect(throws: BuildFailure.self) { try ProjectTemplates.read(projectRoot: project.root).load() }
        #expect(error?.message?.hasSuffix("templates/index.mustache: cannot read template: it is not UTF-8 text") == true)
    }

    /// Only a template file (not hidden, not below a subfolder, not another file) that names
    /// `entries` whole in a tag makes the index hold them.
    @Test func onlyATemplateNamingEntriesReadsThem() throws {
        let project = try TemporaryProject(files: ["templates/page.mustache": "x", "templates/notes.txt": "{{entries}}",
                                                   "templates/sub/a.mustache": "{{entries}}", "templates/.b.mustache": "{{entries}}"])
        #expect(!ProjectTemplates.read(projectRoot: project.root).readEntries)
        try Data("{{#has_entries}}{{/has_entries}}".utf8).write(to: project.root.appendingPathComponent("templates/flag.mustache"))
        #expect(!ProjectTemplates.read(projectRoot: project.root).readEntries, "a longer name is not entries")
        try Data("{{#entries}}{{/entries}}".utf8).write(to: project.root.appendingPathComponent("templates/part.mustache"))
        #expect(ProjectTemplates.read(projectRoot: project.root).readEntries)
        #expect(!ProjectTemplates.read(projectRoot: project.root.appendingPathComponent("missing")).readEntries)
    }
}
