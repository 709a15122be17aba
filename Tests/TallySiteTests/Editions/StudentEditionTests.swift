import Foundation
import Testing
@testable import TallySite

/// Issue 28: `--edition student` gives each time-value problem without its answer or anything
/// worked out from it, an answer key, and the full teacher edition beside it.
@Suite struct StudentEditionTests {
    static let files = [
        "scenarios/triple.yaml": "kind: lump-sum\ntitle: Tripling\nprincipal: 1000\nrate: ?\nyears: 5\nfuture-value: 3000\nstart: 2027-01\n",
        "scenarios/pot.yaml": "kind: savings\ntitle: Pot\nprincipal: 500\npayment: ?\nrate: 4\nyears: 3\nfuture-value: 6000\nstart: 2027-01\n",
        "scenarios/car.yaml": "kind: loan\ntitle: Car\nprincipal: 3000\nrate: 7\npayment: 350\nyears: ?\nstart: 2027-01\n",
        "tally.yaml": "title: Set 3\nedition: student\n",
    ]

    /// Every amount, percentage and "N payments" a page states.
    static func figures(_ text: String) -> Set<String> {
        let pattern = /[£$€][0-9][0-9,]*\.[0-9]{2}|[0-9]+(\.[0-9]+)?%|[0-9]+ payments|[0-9]+ years [0-9]+ months/
        return Set(text.matches(of: pattern).map { String($0.output.0) })
    }

    @Test func aStudentPageStatesOnlyWhatTheProblemGives() throws {
        let project = try TemporaryProject(files: Self.files)
        #expect(try BuildPipeline.build(project.options()).published)
        let given: [String: Set<String>] = [
            "lump-sum/triple": ["£1,000.00", "£3,000.00"],
            // The AER and the count of payments follow from the given rate and term, not the answer.
            "savings/pot": ["£500.00", "4%", "4.07%", "36 payments", "£6,000.00"],
            "loan/car": ["£3,000.00", "7%", "£350.00"],
        ]
        for (page, figures) in given {
            for suffix in [".html", ".md"] {
                let student = try #require(project.read("public/\(page)\(suffix)"))
                #expect(Self.figures(student).subtracting(figures).isEmpty, "\(page)\(suffix) states \(Self.figures(student).subtracting(figures))")
                #expect(student.contains("Find the"))
            }
            // The teacher edition has the answer and what follows from it.
            let teacher = try #require(project.read("public/teacher/\(page).html"))
            #expect(!Self.figures(teacher).subtracting(figures).isEmpty)
        }
        // Nor does the index give the answers away, nor a chart or schedule file exist.
        let index = try #require(project.read("public/index.html"))
        #expect(!index.contains("22.17%") && !index.contains("9 payments"))
        #expect(!project.exists("public/loan/car-balance.svg") && project.exists("public/teacher/loan/car-balance.svg"))
        // The answer key gives each answer and links to the full report.
        let key = try #require(project.read("public/answers.html"))
        #expect(key.contains("22.17%") && key.contains("9 payments (9 months)"))
        #expect(key.contains("href=\"teacher/loan/car.html\""))
    }

    @Test func theCommandLineEditionOverridesTallyYAML() throws {
        let project = try TemporaryProject(files: Self.files)
        var options = project.options()
        options.edition = .teacher
        #expect(try BuildPipeline.build(options).published)
        #expect(try #require(project.read("public/lump-sum/triple.html")).contains("22.17%"))
        #expect(!project.exists("public/answers.html") && !project.exists("public/teacher"))
    }

    @Test func theTeacherEditionMayGoElsewhere() {
        #expect(IncrementalBuild.relativePath(from: URL(fileURLWithPath: "/p/public"), to: URL(fileURLWithPath: "/p/public/teacher")) == "teacher/")
        #expect(IncrementalBuild.relativePath(from: URL(fileURLWithPath: "/p/student"), to: URL(fileURLWithPath: "/p/teacher")) == "../teacher/")
    }
}
