import Foundation
import TallyEngines
@testable import TallyReports
import Testing

/// "How the answer was found" (issue 28): for every calculator and every unknown it solves, the
/// working on the built page ends at the page's answer, its rounding step rounds to it, and
/// each step's arithmetic, worked again from the figures it shows, gives the figure it states.
@Suite struct TimeValueWorkingTests {
    static let cases: [(name: String, yaml: String)] = [
        ("lump sum, future value", "kind: lump-sum\ntitle: t\nprincipal: 1000\nrate: 4\nyears: 10\n"),
        ("lump sum, principal", "kind: lump-sum\ntitle: t\nrate: 4\nfuture-value: 3000\nyears: 5\n"),
        ("lump sum, rate", "kind: lump-sum\ntitle: t\nprincipal: 1000\nfuture-value: 3000\nyears: 5\n"),
        ("lump sum, term", "kind: lump-sum\ntitle: t\nprincipal: 1000\nrate: 4\nfuture-value: 3000\n"),
        ("savings, principal", "kind: savings\ntitle: t\npayment: 100\nrate: 4\nfuture-value: 10000\nyears: 5\n"),
        ("savings, principal none needed", "kind: savings\ntitle: t\npayment: 100\nrate: 4\nfuture-value: 5000\nyears: 5\n"),
        ("savings, payment", "kind: savings\ntitle: t\nprincipal: 2000\nrate: 4\nfuture-value: 20000\nyears: 5\n"),
        ("savings, rate", "kind: savings\ntitle: t\nprincipal: 2000\npayment: 150\nfuture-value: 15000\nyears: 5\n"),
        ("savings, future value", "kind: savings\ntitle: t\nprincipal: 0\npayment: 150\nrate: 4\npayments: 300\n"),
        ("savings, future value at 0%", "kind: savings\ntitle: t\nprincipal: 500\npayment: 150\nrate: 0\npayments: 24\n"),
        ("savings, term", "kind: savings\ntitle: t\nprincipal: 2000\npayment: 150\nrate: 4\nfuture-value: 15000\n"),
        ("loan, principal", "kind: loan\ntitle: t\nrate: 4\npayment: 1200\nyears: 25\n"),
        ("loan, rate", "kind: loan\ntitle: t\nprincipal: 20000\npayment: 400\npayments: 60\n"),
        ("loan, payment", "kind: loan\ntitle: t\nprincipal: 350000\nrate: 3.5\nyears: 25\n"),
        ("loan, payment in yen", "kind: loan\ntitle: t\ncurrency: JPY\nprincipal: 3000000\nrate: 2.5\nyears: 10\n"),
        ("loan, payment at 0%", "kind: loan\ntitle: t\nprincipal: 1000\nrate: 0\npayments: 7\n"),
        ("loan, term", "kind: loan\ntitle: t\nprincipal: 3000\nrate: 7\npayment: 350\n"),
    ] + rateCases

    /// A loan whose rate changes, one for each kind of plan the engine follows (its payment is
    /// the only unknown it may have).
    static let rateCases: [(name: String, yaml: String)] = [
        ("loan, payment, reverting to a fixed SVR", "kind: loan\ntitle: t\nprincipal: 220999\nrate: 4.29\npayments: 276\nthen:\n  - after: 24\n    rate: 7.49\n"),
        ("loan, payment, two later fixed periods", "kind: loan\ntitle: t\nprincipal: 150000\nrate: 3.5\nyears: 20\nthen:\n  - after: 36\n    rate: 5.25\n  - after: 96\n    rate: 0\n"),
        ("loan, payment, indexed within caps", "kind: loan\ntitle: t\ncurrency: USD\nprincipal: 405000\nrate: 5.875\nyears: 30\nthen:\n  - after: 60\n    index: [5.125, 7, 3]\n    margin: 2.75\n    resets-every: 12\ncaps: {first: 2, later: 1, life: 5}\n"),
        ("loan, payment, indexed without caps", "kind: loan\ntitle: t\ncurrency: USD\nprincipal: 300000\nrate: 6\nyears: 30\nthen:\n  - after: 84\n    index: 4.1\n    margin: 2.5\n    resets-every: 6\n"),
        ("loan, payment, interest only first", "kind: loan\ntitle: t\nprincipal: 250000\nrate: 5\nyears: 25\ninterest-only: true\nthen:\n  - after: 24\n    rate: 5\n"),
        ("loan, payment, interest only later", "kind: loan\ntitle: t\nprincipal: 250000\nrate: 5\nyears: 25\nthen:\n  - after: 12\n    rate: 5.5\n    interest-only: true\n  - after: 36\n    rate: 6\n"),
        ("loan, payment, with an extra payment every month", "kind: loan\ntitle: t\nprincipal: 300000\nrate: 4.19\nyears: 25\nthen:\n  - after: 60\n    rate: 6.99\nextra-monthly: 200\n"),
        ("loan, payment, overpaid and lowering the payment", "kind: loan\ntitle: t\nprincipal: 220999\nrate: 4.29\npayments: 276\nstart: 2027-03\nthen:\n  - after: 24\n    rate: 7.49\noverpayments:\n  - date: 2028-01\n    amount: 25000\n    then: lower-payment\n"),
    ]

    struct Page {
        let html: String
        let markdown: String
        let outcome: TimeValueOutcome
    }

    static func page(_ yaml: String) throws -> Page {
        let outcome = TimeValueOutcome(try ReportFixtures.timeValue(yaml, path: "scenarios/t.yaml"))
        let rendered = TimeValueReport.render(outcome, templates: try ReportFixtures.templates(), page: ReportFixtures.page)
        let html = try #require(rendered.files.first { $0.path.hasSuffix(".html") })
        let markdown = try #require(rendered.files.first { $0.path.hasSuffix(".md") })
        return Page(html: String(decoding: html.bytes, as: UTF8.self), markdown: String(decoding: markdown.bytes, as: UTF8.self), outcome: outcome)
    }

    static func firstMatch(_ pattern: String, in text: String) -> [String]? {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return (1..<match.numberOfRanges).map { index in
            Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
        }
    }

    /// Every calculator and every unknown it solves has a case here.
    @Test func everyCalculatorAndUnknownIsCovered() {
        let covered = Set(Self.cases.map { $0.name.split(separator: ",")[0...1].joined(separator: ",") })
        for calculator in Calculator.allCases {
            for field in calculator.fields {
                let name = "\(calculator.title.lowercased()), \(field == .futureValue ? "future value" : field.rawValue)"
                #expect(covered.contains(name), "no working test for \(name)")
            }
        }
    }

    @Test(arguments: cases.map(\.name))
    func theWorkingEndsAtThePagesAnswer(name: String) throws {
        let yaml = try #require(Self.cases.first { $0.name == name }?.yaml)
        let page = try Self.page(yaml)
        let answer = try #require(Self.firstMatch(#"<p class="answer-value">(.*?)</p>"#, in: page.html)?.first)
        let working = try #require(Self.firstMatch(#"<section class="working".*?<p class="working-answer">.*?<strong>(.*?)</strong>"#, in: page.html)?.first)
        #expect(working == answer)
        #expect(page.html.contains("<h2 id=\"working-heading\">How the answer was found</h2>"))
        #expect(page.html.contains("<math display=\"block\">"))
        // The Markdown page: the same answer in bold at the working's end, formulas in plain text.
        let markdownAnswer = try #require(Self.firstMatch(#"> \*\*[^:]*: (.*?)\*\*"#, in: page.markdown)?.first)
        let markdownWorking = try #require(Self.firstMatch(#"## How the answer was found\n.*?\nSo the [^\n]*?\*\*(.*?)\*\*"#, in: page.markdown)?.first)
        #expect(markdownWorking == markdownAnswer)
        #expect(!page.markdown.contains("<math"))
    }

    /// Each step's arithmetic: where a step writes `… = figures = result`, the figures worked
    /// again give the result (to the digits shown).
    @Test(arguments: cases.map(\.name))
    func eachStepsArithmeticHolds(name: String) throws {
        let yaml = try #require(Self.cases.first { $0.name == name }?.yaml)
        let page = try Self.page(yaml)
        let working = try #require(Self.firstMatch(#"## How the answer was found\n(.*?)\n## "#, in: page.markdown)?.first)
        var checked = 0
        for line in working.split(separator: "\n") {
            let formulas = line.hasPrefix("A = ") || line.hasPrefix("PMT = ") ? [String(line)]
                : (Self.firstMatch(#"`([^`]*)`"#, in: String(line)) ?? [])
            for formula in formulas {
                let values = formula.components(separatedBy: " = ").compactMap(Arithmetic.value)
                for (worked, stated) in zip(values, values.dropFirst()) {
                    #expect(abs(worked - stated) <= 1e-6 * max(1, abs(stated)), "\(name): \(formula)")
                    checked += 1
                }
            }
        }
        #expect(checked > 0, "\(name): no arithmetic found in the working")
    }

    /// The rounding step rounds the worked figure, half-up to the minor unit, to the answer.
    @Test(arguments: cases.map(\.name).filter { !$0.hasSuffix("rate") && !$0.hasSuffix("term") && !$0.hasSuffix("none needed") && !$0.hasSuffix("interest only first") })
    func theRoundingStepRoundsToTheAnswer(name: String) throws {
        let yaml = try #require(Self.cases.first { $0.name == name }?.yaml)
        let page = try Self.page(yaml)
        let parts = try #require(Self.firstMatch(#"Rounded half-up to the (\w+), once, at the end: ([0-9.]+) becomes ([^ ]+?)\. "#, in: page.markdown))
        let digits = page.outcome.currency.minorDigits
        let worked = try #require(Decimal(string: parts[1]))
        var rounded = Decimal()
        var input = worked
        NSDecimalRound(&rounded, &input, digits, .plain)
        let stated = try #require(Decimal(string: parts[2].filter { $0.isNumber || $0 == "." }))
        #expect(rounded == stated)
        let answer = try #require(Self.firstMatch(#"<p class="answer-value">(.*?)</p>"#, in: page.html)?.first)
        #expect(parts[2] == answer)
    }

    /// A solved rate: the search's last estimate meets the given amount, the rate shown is the
    /// last estimate to two places, and put back in the formula it gives the amount given.
    @Test(arguments: ["savings, rate", "loan, rate"])
    func aSearchedRateConvergesAndChecks(name: String) throws {
        let yaml = try #require(Self.cases.first { $0.name == name }?.yaml)
        let page = try Self.page(yaml)
        let table = try #require(Self.firstMatch(#"\n(\| Trial \|.*?)\n\n"#, in: page.markdown)?.first)
        let rows = table.split(separator: "\n").dropFirst(2)
            .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        let gaps = rows.compactMap { $0.count >= 4 ? Arithmetic.value($0[3]) : nil }
        #expect(gaps.count >= 3)
        #expect(abs(gaps.last ?? 1) < 0.005)
        #expect(abs(gaps.last ?? 1) < abs(gaps.first ?? 0))
        let annual = try #require(Self.firstMatch(#"The last estimate, as an annual rate: `r = [^`]* = ([0-9.]+)`"#, in: page.markdown)?.first.flatMap(Double.init))
        let answer = try #require(Self.firstMatch(#"<p class="answer-value">(.*?)%</p>"#, in: page.html)?.first.flatMap(Double.init))
        #expect(abs(annual * 100 - answer) <= 0.005)
        let check = try #require(Self.firstMatch(#"Rounded half-up to the penny, that is (\S+), the (\S+) given\."#, in: page.markdown))
        #expect(check[0] == check[1])
    }

    /// A solved term: the formula's fraction, then whole months, the schedule's.
    @Test func aLoanTermIsTheFractionRoundedUp() throws {
        let page = try Self.page(Self.cases.first { $0.name == "loan, term" }!.yaml)
        let parts = try #require(Self.firstMatch(#"so ([0-9.]+) payments means (\d+) payments"#, in: page.markdown))
        let fraction = try #require(Double(parts[0]))
        #expect(Int(parts[1]) == Int(fraction.rounded(.up)))
        #expect(Int(parts[1]) == page.outcome.loanSchedule?.rows.count)
        #expect(page.markdown.contains("a last one of £286.71"))
    }

    /// Where the other given figures pass the target alone, the answer is nothing, and the
    /// working says why instead of rounding a negative amount.
    @Test(arguments: [("principal: ?\npayment: 500", "the contributions alone pass the target, so no deposit is needed, £0.00"),
                      ("principal: 90000\npayment: ?", "the deposit alone passes the target, so no contribution is needed, £0.00")])
    func anAnswerOfNothingSaysWhy(given: String, says: String) throws {
        let page = try Self.page("kind: savings\ntitle: T\n\(given)\nrate: 4\nyears: 10\nfuture-value: 1000\nstart: 2027-01\n")
        #expect(page.markdown.contains("That is less than nothing: " + says))
        #expect(!page.markdown.contains("Rounded half-up"))
        #expect(page.markdown.contains("**£0.00**"))
    }

    @Test(arguments: ["lump sum, term", "savings, term"])
    func aSavingsTermIsTheMonthTheScheduleReachesTheTarget(name: String) throws {
        let page = try Self.page(Self.cases.first { $0.name == name }!.yaml)
        let parts = try #require(Self.firstMatch(#"([0-9.]+) months is where the formula.*?at the end of month (\d+), when it is ([^ ]+?) "#, in: page.markdown))
        let fraction = try #require(Double(parts[0]))
        let month = try #require(Int(parts[1]))
        let rows = page.outcome.savingsSchedule?.rows ?? []
        #expect(month == rows.count)
        #expect(Double(month) >= fraction - 1 && Double(month) < fraction + 2)
        #expect(parts[2] == page.outcome.locale.money(rows.last?.balance ?? .zero, page.outcome.currency))
    }

    /// A loan whose rate changes is worked as `RatedLoanSchedule` works it: at each change the
    /// working reads the balance from the schedule's row before it and ends at the engine's
    /// payment for the period; a reset at the same rate is a row of its table; and the working's
    /// last sentence gives the payments the page's Rate periods table shows.
    @Test(arguments: rateCases.map(\.name))
    func aRateChangingLoansWorkingFollowsTheEngine(name: String) throws {
        let yaml = try #require(Self.rateCases.first { $0.name == name }?.yaml)
        let page = try Self.page(yaml)
        let outcome = page.outcome
        let money = { (amount: Money) in outcome.locale.money(amount, outcome.currency) }
        let working = try #require(Self.firstMatch(#"## How the answer was found\n(.*?)\n## "#, in: page.markdown)?.first)
        let planned = outcome.plainRatePeriods
        let rows = try #require((outcome.plainLoanSchedule ?? outcome.loanSchedule)?.rows)
        #expect(planned.count > 1)
        for (previous, period) in zip(planned, planned.dropFirst()) {
            let owed = rows[period.first - 2].balance
            if previous.rate == period.rate && previous.interestOnly == period.interestOnly {
                let row = try #require(Self.firstMatch("\n\\| \(period.first) \\| ([^\n]*)\n", in: working)?.first, "\(name): no row for the reset at \(period.first)")
                #expect(row.contains(money(owed)) && row.hasSuffix("| \(money(period.payment)) |"), "\(name): \(row)")
                continue
            }
            let steps = try #require(Self.firstMatch("From payment \(period.first) \\(.*?\n\n(.*?)\n\n", in: working)?.first, "\(name): no working for payment \(period.first)")
            let balance = WorkingBuilder.plain(owed, minorDigits: outcome.currency.minorDigits)
            #expect(steps.contains("after payment \(period.first - 1)") && steps.contains(balance), "\(name): \(steps)")
            #expect(steps.contains("becomes \(money(period.payment))."), "\(name): \(steps)")
            if !period.interestOnly {
                #expect(steps.contains("n = \(outcome.scenario.solution.scheduledPayments) − \(period.first - 1) = \(outcome.scenario.solution.scheduledPayments - period.first + 1)"))
            }
        }
        // The payments the page's Rate periods table gives, with overpayments as the table under the working.
        let table = try #require(Self.firstMatch(#"## Rate periods\n\n(.*?)\n\n"#, in: page.markdown)?.first)
        let shown = table.split(separator: "\n").dropFirst(2).compactMap { $0.split(separator: "|").last?.trimmingCharacters(in: .whitespaces) }
        #expect(!shown.isEmpty)
        let sentence = try #require(Self.firstMatch(#"\nSo the monthly payment is ([^\n]*)"#, in: working)?.first)
        for payment in shown {
            let bounds = payment.split(separator: "–").map { outcome.currency.symbol + $0 }
            if outcome.scenario.hasOverpayments {
                // The schedule followed: its payments are the overpayment table's, and its first the answer's.
                for bound in bounds { #expect(working.contains("| \(bound) |") || sentence.contains(bound), "\(name): \(bound) is not in the working") }
            } else {
                #expect(sentence.contains(bounds.joined(separator: " to ")), "\(name): \(payment) is not in \(sentence)")
            }
        }
    }

    /// One re-worked payment checked against numpy-financial, worked independently:
    /// `npf.pmt(0.0429/12, 276, -220999)` = 1261.010096654553 and, from the schedule's balance after
    /// 24 payments, `npf.pmt(0.0749/12, 252, -209219.40)` = 1649.7922554090042; numpy's balance
    /// after 24 payments, `-npf.fv(0.0429/12, 24, -1261.01, 220999)` = 209219.3849, differs from
    /// the schedule's by the rounding of each month's interest to the penny.
    @Test func aReworkedPaymentAgreesWithNumpyFinancial() throws {
        let page = try Self.page(Self.rateCases[0].yaml)
        #expect(page.markdown.contains("= 1261.010097`"))
        #expect(page.markdown.contains("`P = 209219.40`"))
        #expect(page.markdown.contains("= 1649.792255`"))
        #expect(page.markdown.contains("1649.792255 becomes £1,649.79."))
        let rows = try #require(page.outcome.loanSchedule?.rows)
        #expect(abs(rows[23].balance.major(minorDigits: 2) - 209219.3849) < 0.05)
        #expect(page.markdown.contains("So the monthly payment is **£1,261.01** for payments 1–24, then £1,649.79 for payments 25–276."))
    }

    @Test func formulasReadAsTheHelpPagesWriteThem() {
        let r = WorkingMath.name("r"), n = WorkingMath.name("n")
        let growth = WorkingMath.power(.onePlus(.fraction(r, .number("12"))), n)
        let formula = WorkingMath.equation(.name("A"), .row(.name("P"), .op("×"), growth))
        #expect(formula.plainText == "A = P × (1 + r/12)^n")
        #expect(formula.mathML() == "<math display=\"block\"><mrow><mi>A</mi><mo>=</mo><mrow><mi>P</mi><mo>×</mo><msup><mrow><mo>(</mo><mrow><mn>1</mn><mo>+</mo><mrow><mi>r</mi><mo lspace=\"0\" rspace=\"0\">/</mo><mn>12</mn></mrow></mrow><mo>)</mo></mrow><mi>n</mi></msup></mrow></mrow></math>")
        let term = WorkingMath.fraction(.function("ln", .fraction(.name("A"), .name("P"))), .function("ln", .onePlus(.name("i"))))
        #expect(term.plainText == "ln(A/P) / ln(1 + i)")
        #expect(WorkingMath.name("<b>").mathML(display: false) == "<math><mi>&lt;b&gt;</mi></math>")
    }
}

/// The working's plain-text arithmetic, worked again: figures, `+ − × /`, `^`, brackets, `ln`.
/// Nil for a side with a letter in it (`P × g`), which names rather than works.
enum Arithmetic {
    static func value(_ text: String) -> Double? {
        var parser = Parser(Array(text.replacingOccurrences(of: " ", with: "")))
        guard let value = parser.sum(), parser.index == parser.characters.count else { return nil }
        return value
    }

    struct Parser {
        let characters: [Character]
        var index = 0
        init(_ characters: [Character]) { self.characters = characters }

        var next: Character? { index < characters.count ? characters[index] : nil }

        mutating func sum() -> Double? {
            guard var value = product() else { return nil }
            while let op = next, op == "+" || op == "−" {
                index += 1
                guard let right = product() else { return nil }
                value = op == "+" ? value + right : value - right
            }
            return value
        }

        mutating func product() -> Double? {
            guard var value = power() else { return nil }
            while let op = next, op == "×" || op == "/" {
                index += 1
                guard let right = power() else { return nil }
                value = op == "×" ? value * right : value / right
            }
            return value
        }

        mutating func power() -> Double? {
            guard let base = unary() else { return nil }
            guard next == "^" else { return base }
            index += 1
            guard let exponent = unary() else { return nil }
            return pow(base, exponent)
        }

        mutating func unary() -> Double? {
            if next == "−" {
                index += 1
                return unary().map { -$0 }
            }
            if next == "(" {
                index += 1
                let value = sum()
                guard next == ")" else { return nil }
                index += 1
                return value
            }
            guard index < characters.count else { return nil }
            if String(characters[index...].prefix(3)) == "ln(" {
                index += 2
                return unary().map { log($0) }
            }
            let start = index
            while let character = next, character.isNumber || character == "." { index += 1 }
            return index > start ? Double(String(characters[start..<index])) : nil
        }
    }
}
