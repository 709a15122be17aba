import TallyEngines
import TallyReports
import TallyScenarios
import Testing

/// Issue 27 on the pages: income, refunds, the longer repeats and bills planned then paid.
@Suite struct BudgetMoneyInOutReportTests {
    /// Built on 25 November 2026.
    static let page = PageInfo(siteTitle: "Tally", generatedOn: CalendarDate(year: 2026, month: 11, day: 25) ?? ReportFixtures.today,
                               buildTimestamp: 1_795_564_800)

    static let yaml = """
    kind: budget
    title: Home
    since: 2026-10
    period: 2026-11
    income:
      - name: Salary <b>
        amount: 2000
        date: 2026-10-30
        occurrence: monthly
      - name: Gift
        amount: 50
        date: 2026-11-09
    categories:
      - name: Housing
        budget: 1000
        expenses:
          - amount: 900
            date: 2026-10-01
            occurrence: monthly
            planned: true
            notes: Rent
          - amount: 40
            date: 2026-11-10
            planned: true
            window: 2
            notes: Water
          - amount: 25
            date: 2026-11-28
            planned: true
            notes: Phone
          - amount: 905.50
            date: 2026-11-03
            notes: LANDLORD
      - name: Food
        budget: 300
        expenses:
          - amount: 100
            date: 2026-11-02
            occurrence: fortnightly
            notes: Shop
          - amount: -23.99
            date: 2026-11-12
            notes: TESCO REFUND
      - name: Clothes
        budget: 50
        expenses:
          - amount: -80
            date: 2026-11-20
            notes: Returned coat
          - amount: 30
            date: 2026-01-15
            occurrence: yearly
            notes: Socks
          - amount: 12
            date: 2026-11-01
            occurrence: four-weekly
            notes: Darning
    """

    static func render() throws -> RenderedScenario {
        BudgetReport.render(try BudgetReportFixtures.scenario(yaml), templates: try ReportFixtures.templates(), page: page)
    }

    @Test func monthPagesAndTheOverviewShowMoneyInOutAndTheDifference() throws {
        let rendered = try Self.render()
        let main = try BudgetReportFixtures.file(rendered, "budget.md")
        // In: 2,000 + 50. Out: Housing 905.50; Food 100 × 3 (2, 16, 30 Nov) − 23.99; Clothes −80 + 12 × 2.
        #expect(main.contains("£2,050.00 came in and £1,125.51 went out in November 2026: £924.49 more came in than went out."), "\(main)")
        #expect(main.contains("| **Difference** | **+£924.49** |"))
        #expect(main.contains("| 9 Nov 2026 | Gift | One-off | £50.00 |"))
        #expect(main.contains("| October 2026 | £2,000.00 | £0.00 | +£2,000.00 |"))
        #expect(main.contains("![Money in and out by month](budget-in-out.svg)"))
        let html = try BudgetReportFixtures.file(rendered, "budget.html")
        #expect(html.contains("Salary &lt;b&gt;"))
        #expect(!html.contains("Salary <b>"))
        #expect(html.contains("<h3>Money in and out</h3>"))
        // October's page has its own figures; October spent nothing (its rent bill is no spending).
        let october = try BudgetReportFixtures.file(rendered, "2026-10.md")
        #expect(october.contains("£2,000.00 came in and £0.00 went out in October 2026"))
        #expect(!october.contains("### Money in and out"))
    }

    @Test func aBudgetWithoutIncomeHasNoMoneyInAndOut() throws {
        let rendered = try BudgetReportFixtures.render(BudgetReportFixtures.household)
        #expect(!(try BudgetReportFixtures.file(rendered, "budget.md")).contains("Money in"))
    }

    @Test func refundsAreRowsOfTheirOwnAndACreditIsShownAsOne() throws {
        let main = try BudgetReportFixtures.file(try Self.render(), "budget.md")
        #expect(main.contains("| 12 Nov 2026 | Refund: TESCO REFUND | One-off | −£23.99 | refund |"), "\(main)")
        #expect(main.contains("| Food | £300.00 | £276.01 | £23.99 | 92.0% |"))
        #expect(main.contains("| Clothes | £50.00 | £56.00 credit | £106.00 | credit |"))
        #expect(main.contains("| **Total** | **3 payments** | | **£56.00 credit** | **credit** |"))
        // The months overview says the same, and a month of only refunds has its own headline.
        #expect(main.contains("| Clothes | £0.00 / £50.00 | £56.00 credit / £50.00 |"))
        let refundsOnly = try BudgetReportFixtures.render("kind: budget\nperiod: 2026-03\ncategories:\n  - name: A\n    budget: 10\n    expenses:\n      - amount: -4\n        date: 2026-03-02\n")
        #expect(try BudgetReportFixtures.file(refundsOnly, "budget.md").contains("> **£4.00 more refunded than spent, of £10.00** in March 2026"))
    }

    @Test func theLongerRepeatsAreNamedInTheTables() throws {
        let rendered = try Self.render()
        let main = try BudgetReportFixtures.file(rendered, "budget.md")
        #expect(main.contains("| 2, 16 and 30 Nov 2026 | Shop, fortnightly × 3 | Fortnightly | £300.00 |"), "\(main)")
        #expect(main.contains("| 1 and 29 Nov 2026 | Darning, four-weekly × 2 | Four-weekly | £24.00 |"))
        // Yearly socks fall in January only, so no tracked month (October, November) has them.
        #expect(!main.contains("Socks"))
    }

    @Test func billsArePaidMissedOrStillToComeAndAreNotSpending() throws {
        let rendered = try Self.render()
        let main = try BudgetReportFixtures.file(rendered, "budget.md")
        #expect(main.contains("3 bills due in November 2026: 1 paid, 1 missed, 1 still to come."), "\(main)")
        #expect(main.contains("| 1 Nov 2026 | Housing: Rent | £900.00 | Paid 3 Nov | £905.50 |"))
        #expect(main.contains("| 10 Nov 2026 | Housing: Water | £40.00 | Missed: no payment by 12 Nov | — |"))
        #expect(main.contains("| 28 Nov 2026 | Housing: Phone | £25.00 | Due | — |"))
        #expect(main.contains("- Housing: Phone — £25.00 due 28 Nov"))
        // Only the payment counts: £905.50, not the £900 planned, the £40 missed or the £25 due.
        #expect(main.contains("| Housing | £1,000.00 | £905.50 | £94.50 | 90.6% |"))
        // October's rent went unpaid: missed by now.
        let october = try BudgetReportFixtures.file(rendered, "2026-10.md")
        #expect(october.contains("| 1 Oct 2026 | Housing: Rent | £900.00 | Missed: no payment by 6 Oct | — |"))
    }

    @Test func billsAndTheNewRepeatsAreInTheCalendar() throws {
        let ics = try BudgetReportFixtures.file(try Self.render(), ".ics")
        // Bills are in whether or not they say remind:, each with its alarm; ones already past are not.
        #expect(ics.contains("SUMMARY:Housing: Rent — £900.00"))
        #expect(ics.contains("SUMMARY:Housing: Phone — £25.00"))
        #expect(!ics.contains("Water"))
        #expect(ics.components(separatedBy: "BEGIN:VALARM").count - 1 == 2)
        #expect(ics.contains("RRULE:FREQ=MONTHLY;BYMONTHDAY=1"))
    }
}
