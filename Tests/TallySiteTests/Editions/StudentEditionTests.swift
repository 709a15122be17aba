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

    /// A loan whose rate changes: every period's payment is an answer, none is on the page.
    @Test func aRateChangingLoanHidesEveryPeriodsPayment() throws {
        let project = try TemporaryProject(files: [
            "scenarios/fix.yaml": "kind: loan\ntitle: Fix\nprincipal: 200000\nrate: 4\nyears: 25\npayment: ?\nstart: 2027-01\nthen:\n  - after: 24\n    rate: 6\n",
            "tally.yaml": "title: Set 4\nedition: student\n",
        ])
        #expect(try BuildPipeline.build(project.options()).published)
        // The teacher edition's Rate periods table: each period's payment, as the engine worked it.
        let teacher = try #require(project.read("public/teacher/loan/fix.md"))
        let rates = try #require(teacher.firstMatch(of: /## Rate periods\n\n(?<table>(?:\|[^\n]*\n)+)/)?.output.table)
        let payments = rates.split(separator: "\n").dropFirst(2).compactMap { $0.split(separator: "|").last?.trimmingCharacters(in: .whitespaces) }
        #expect(payments.count == 2)
        let key = try #require(project.read("public/answers.html"))
        for payment in payments {
            #expect(key.contains("£" + payment), "the answer key lacks £\(payment)")
            for suffix in [".html", ".md"] {
                #expect(!(try #require(project.read("public/loan/fix\(suffix)"))).contains(payment))
            }
        }
        #expect(try #require(project.read("public/loan/fix.html")).contains("Find the monthly payment in each rate period"))
    }

    /// A comparison in a student edition is a question: the options as given, and no figure the
    /// full page works out (payments, totals, net costs, margins, the break-even month); the
    /// answer key has its verdicts and break-even, linking to the full page.
    @Test func aComparisonIsAQuestion() throws {
        let project = try TemporaryProject(files: [
            "scenarios/plain.yaml": "kind: loan\ntitle: No points\ncurrency: USD\nprincipal: 200000\nrate: 6.5\nyears: 30\npayment: ?\nstart: 2027-01\n",
            "scenarios/points.yaml": "kind: loan\ntitle: Two points\ncurrency: USD\nprincipal: 200000\nrate: 6\nyears: 30\npayment: ?\nstart: 2027-01\npoints: 2%\nfees: 1000\n",
            "scenarios/which.yaml": "kind: comparison\ntitle: Which loan\ncompare: [plain.yaml, points.yaml]\nhorizons: [3, 10]\n",
            "tally.yaml": "title: Set 5\nedition: student\n",
        ])
        #expect(try BuildPipeline.build(project.options()).published)
        let months = /(January|February|March|April|May|June|July|August|September|October|November|December) [0-9]{4}/
        func figures(_ text: String) -> Set<String> { Self.figures(text).union(text.matches(of: months).map { String($0.output.0) }) }
        // What the problem gives: the loans' terms and the first payment's month.
        let given: Set<String> = ["$200,000.00", "6.5%", "6%", "2%", "$1,000.00", "360 payments", "January 2027"]
        let teacher = try #require(project.read("public/teacher/comparison/which.html"))
        let derived = figures(teacher).subtracting(given)
        #expect(derived.count > 10, "the full page works out \(derived)")
        for suffix in [".html", ".md"] {
            let student = try #require(project.read("public/comparison/which\(suffix)"))
            #expect(figures(student).isSubset(of: given), "which\(suffix) states \(figures(student).subtracting(given))")
            #expect(figures(student).intersection(derived).isEmpty)
            #expect(!student.contains("<svg") && !student.contains(".svg"))
        }
        // Nor a chart beside it, as the teacher edition has.
        #expect(project.snapshot("public/teacher/comparison").keys.contains { $0.hasSuffix(".svg") })
        #expect(!project.snapshot("public/comparison").keys.contains { $0.hasSuffix(".svg") })
        // The answers, as the full page states them: each horizon's margin and the break-even.
        let key = try #require(project.read("public/answers.html"))
        let margins = teacher.matches(of: /(\$[0-9,]+\.[0-9]{2}) less than/).map { String($0.output.1) }
        let breakEven = try #require(teacher.firstMatch(of: /costs less than [^<]*? from ((January|February|March|April|May|June|July|August|September|October|November|December) [0-9]{4})/)?.output.1)
        #expect(margins.count >= 3)
        for answer in margins + [String(breakEven)] {
            #expect(key.contains(answer), "the answer key lacks \(answer)")
        }
        #expect(key.contains("href=\"teacher/comparison/which.html\""))
        #expect(!(try #require(project.read("public/index.html"))).contains(margins[0]))
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
