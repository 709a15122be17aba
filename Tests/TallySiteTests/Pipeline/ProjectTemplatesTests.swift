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
}
