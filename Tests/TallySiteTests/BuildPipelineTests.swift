import Foundation
import Testing
@testable import TallySite

@Suite struct BuildPipelineTests {
    @Test func buildsReportsIndexHelpAndStylesheet() throws {
        let project = try TemporaryProject(files: ["scenarios/home.yaml": TemporaryProject.loan, "scenarios/pot.yaml": TemporaryProject.savings])
        let summary = try BuildPipeline.build(project.options())
        #expect(summary.succeeded)
        #expect(summary.scenarios == 2)
        for path in ["public/loan/home.html", "public/loan/home.md", "public/savings/pot.html", "public/savings/pot.md",
                     "public/index.html", "public/style.css", "public/help/index.html", "public/help/loan.html"] {
            #expect(project.exists(path), "\(path) missing")
        }
        let index = try #require(project.read("public/index.html"))
        #expect(index.contains("href=\"loan/home.html\""))
        #expect(index.contains("£1,752.18"))
        let report = try #require(project.read("public/loan/home.html"))
        #expect(report.contains("href=\"../help/loan.html\""))
        #expect(report.contains("href=\"../style.css\""))
        for external in ["src=\"http", "href=\"http", "url(http", "src=\"//", "href=\"//", "<script"] {
            #expect(!report.contains(external), "pages must work offline: found \(external)")
        }
    }

    @Test func theSameInputsGiveByteIdenticalOutput() throws {
        let project = try TemporaryProject(files: ["scenarios/home.yaml": TemporaryProject.loan, "scenarios/pot.yaml": TemporaryProject.savings])
        _ = try BuildPipeline.build(project.options(out: "first"))
        _ = try BuildPipeline.build(project.options(out: "second"))
        let first = project.snapshot("first")
        #expect(!first.isEmpty)
        #expect(first == project.snapshot("second"))
    }

    @Test func aFailedBuildLeavesThePreviousOutputUntouched() throws {
        let project = try TemporaryProject(files: ["scenarios/home.yaml": TemporaryProject.loan])
        _ = try BuildPipeline.build(project.options())
        let before = project.snapshot("public")
        try Data(TemporaryProject.broken.utf8).write(to: project.root.appendingPathComponent("scenarios/broken.yaml"))
        try Data(TemporaryProject.savings.utf8).write(to: project.root.appendingPathComponent("scenarios/pot.yaml"))
        let summary = try BuildPipeline.build(project.options())
        #expect(!summary.published)
        #expect(summary.diagnostics.map(\.description) == [#"scenarios/broken.yaml:3:7: error: rate must be a percentage between 0 and 100, got "3,5""#])
        #expect(project.snapshot("public") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasPrefix(".tally-") || ($0.hasPrefix(".public") && $0 != ".public.lock") }
        #expect(leftovers.isEmpty, "staging folders must be cleaned up")
    }

    @Test func keepGoingPublishesTheValidScenariosAndStillReportsTheRest() throws {
        let project = try TemporaryProject(files: ["scenarios/home.yaml": TemporaryProject.loan, "scenarios/broken.yaml": TemporaryProject.broken])
        let summary = try BuildPipeline.build(project.options(keepGoing: true))
        #expect(summary.published)
        #expect(!summary.succeeded)
        #expect(summary.diagnostics.count == 1)
        #expect(project.exists("public/loan/home.html"))
        #expect(!project.exists("public/loan/broken.html"))
    }

    @Test func twoFilesWithOneSlugAreAnError() throws {
        let project = try TemporaryProject(files: ["scenarios/a/home.yaml": TemporaryProject.loan, "scenarios/b/Home.yml": TemporaryProject.savings])
        let summary = try BuildPipeline.build(project.options())
        #expect(!summary.published)
        #expect(summary.diagnostics.count == 2)
        #expect(summary.diagnostics.allSatisfy { $0.message.contains("'home'") })
    }

    @Test func aFolderTallyDidNotWriteIsNeverReplaced() throws {
        let project = try TemporaryProject(files: ["scenarios/home.yaml": TemporaryProject.loan, "Documents/thesis.txt": "precious"])
        #expect(throws: BuildFailure.self) { try BuildPipeline.build(project.options(out: "Documents")) }
        #expect(project.read("Documents/thesis.txt") == "precious")
    }

    @Test func outputPathsCannotLeaveTheOutputFolder() throws {
        let project = try TemporaryProject(files: [:])
        let staging = try StagingFolder(destination: project.root.appendingPathComponent("public"))
        defer { staging.discard() }
        for path in ["../escape.html", "/etc/passwd", "a/../../b", "", "a//b"] {
            #expect(throws: OutputError.self) { try staging.write(Array("x".utf8), to: path) }
        }
        #expect(!project.exists("escape.html"))
    }

    @Test func aProjectTemplateOverridesTheBuiltInOne() throws {
        let project = try TemporaryProject(files: [
            "scenarios/home.yaml": TemporaryProject.loan,
            "templates/index.mustache": "<!DOCTYPE html><title>Mine</title><p>{{count_text}} here</p>",
        ])
        _ = try BuildPipeline.build(project.options())
        #expect(project.read("public/index.html") == "<!DOCTYPE html><title>Mine</title><p>1 scenario here</p>")
        #expect(project.read("public/loan/home.html")?.contains("Monthly payment") == true)
    }

    /// The built-in index places cards drawn from index-card.mustache; an index of one's own
    /// places each group's cards its own way, and a card of one's own replaces every card.
    @Test func indexCardsComeFromTheirTemplateOrFromAnIndexOfOnesOwn() throws {
        let looped = try TemporaryProject(files: [
            "scenarios/home.yaml": TemporaryProject.loan,
            "templates/index.mustache": "{{#groups}}[{{name}}:<ul>{{{cards}}}</ul>]{{/groups}}",
        ])
        _ = try BuildPipeline.build(looped.options())
        #expect(looped.read("public/index.html")?.hasPrefix("[Loan:") == true)
        #expect(looped.read("public/index.html")?.contains("<a class=\"card-link\" href=\"loan/home.html\">") == true)
        #expect(looped.read("public/index.html")?.hasSuffix("</li>\n</ul>]") == true)

        let card = try TemporaryProject(files: [
            "scenarios/home.yaml": TemporaryProject.loan,
            "templates/index-card.mustache": "<li class=\"mine\">{{headline}} · {{title}}</li>\n",
        ])
        _ = try BuildPipeline.build(card.options())
        let index = card.read("public/index.html") ?? ""
        #expect(index.contains("<ul class=\"cards\">\n<li class=\"mine\">"))
        #expect(!index.contains("class=\"card-link\""))
    }

    @Test func aBrokenProjectTemplateIsALocatedError() throws {
        let project = try TemporaryProject(files: ["scenarios/home.yaml": TemporaryProject.loan, "templates/index.mustache": "{{#groups}}unclosed"])
        do {
            _ = try BuildPipeline.build(project.options())
            Issue.record("expected a template error")
        } catch {
            #expect(error.description.contains("index.mustache"))
        }
    }

    @Test func checkReportsEveryErrorAndWritesNothing() throws {
        let project = try TemporaryProject(files: [
            "scenarios/home.yaml": TemporaryProject.loan,
            "scenarios/broken.yaml": TemporaryProject.broken,
            "scenarios/worse.yaml": "kind: savings\nprincipal: x\nrate: y\n",
        ])
        let result = try BuildPipeline.check(project.options())
        #expect(result.scenarios == 3)
        #expect(result.diagnostics.count == 3)
        #expect(!project.exists("public"))
    }

    @Test func missingPathsAndBadSettingsStopTheBuild() throws {
        let project = try TemporaryProject(files: ["tally.yaml": "currency: XYZ\n", "scenarios/home.yaml": TemporaryProject.loan])
        #expect(throws: BuildFailure.self) { try BuildPipeline.build(project.options()) }
        let empty = try TemporaryProject(files: ["scenarios/home.yaml": TemporaryProject.loan])
        #expect(throws: BuildFailure.self) { try BuildPipeline.build(empty.options(["nope/"])) }
    }

    @Test func helpPagesLinkToRenderedPages() {
        let html = HelpSite.linkingHTMLPages(#"<a href="loan.md">x</a> <a href="loan.md#fields">y</a> <a href="https://a.example/x.md">z</a>"#)
        #expect(html == #"<a href="loan.html">x</a> <a href="loan.html#fields">y</a> <a href="https://a.example/x.md">z</a>"#)
        #expect(HelpSite.linkingHTMLPages(##"<a href="#top">é</a> <a href="loan.md"##) == ##"<a href="#top">é</a> <a href="loan.md"##, "an unclosed attribute is kept as it is")
        #expect(HelpSite.title(of: "intro\n\n# Loans and mortgages \nbody") == "Loans and mortgages")
        #expect(HelpSite.title(of: "no heading\n#not one") == nil)
    }
}

@Suite struct ConcurrentWriteTests {
    /// Many workers writing into the same new folders at once must never find a folder missing.
    @Test func concurrentWritersShareNewFolders() throws {
        let project = try TemporaryProject(files: [:])
        let staging = try StagingFolder(destination: project.root.appendingPathComponent("public"))
        defer { staging.discard() }
        let failures = ResultSlots<String>(count: 400)
        WorkQueue.run(count: 400, workers: 8) { index in
            do {
                try staging.write(Array("page \(index)".utf8), to: "kind-\(index % 4)/page-\(index).html")
            } catch {
                failures.set("\(error)", at: index)
            }
        }
        #expect(failures.values.compactMap { $0 }.isEmpty)
    }
}

@Suite struct ScenarioFinderTests {
    @Test func foldersNamedLikeScenarioFilesAreNotScenarios() throws {
        let project = try TemporaryProject(files: ["scenarios/home.yaml": TemporaryProject.loan, "scenarios/odd.yaml/inner.txt": "x", "scenarios/.hidden/x.yaml": "kind: x"])
        let files = try ScenarioFinder.files(for: [], projectRoot: project.root)
        #expect(files == ["scenarios/home.yaml"])
    }

    /// `tally import`'s rules files sit beside the budgets they fill, and are not scenarios.
    @Test func importRulesFilesAreNotScenarios() throws {
        let project = try TemporaryProject(files: ["scenarios/home.yaml": TemporaryProject.loan, "scenarios/bank.rules.yaml": "rules: []",
                                                   "scenarios/statements/scale.rules.yml": "csv: {}", "scenarios/statements/october.csv": "Date"])
        let files = try ScenarioFinder.files(for: [], projectRoot: project.root)
        #expect(files == ["scenarios/home.yaml"])
    }

    @Test func withNoScenarioFolderTheErrorSaysWhatWasLookedForAndWhere() throws {
        let project = try TemporaryProject(files: ["notes.txt": "x"])
        let error = #expect(throws: OutputError.self) { try ScenarioFinder.files(for: [], projectRoot: project.root) }
        let text = error?.description ?? ""
        #expect(text.contains("scenarios/ or examples/"), "\(text)")
        #expect(text.contains(project.root.path))
        #expect(text.contains("tally new loan"))
        #expect(!text.hasPrefix("error:"), "the command adds the prefix")
    }

    @Test func withoutAScenariosFolderTheYAMLFilesHereAreRead() throws {
        let project = try TemporaryProject(files: ["b.yaml": TemporaryProject.loan, "a.yml": TemporaryProject.loan, "tally.yaml": "title: x", "notes/c.yaml": "kind: x", "readme.txt": "x"])
        let files = try ScenarioFinder.files(for: [], projectRoot: project.root)
        #expect(files == ["a.yml", "b.yaml"])
    }
}
