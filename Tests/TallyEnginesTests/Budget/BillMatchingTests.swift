import Testing
import TallyTestSupport
@testable import TallyEngines

/// Bills planned, then paid (issue 27): a bill is not spending; the payment that matches it is.
@Suite struct BillMatchingTests {
    typealias F = BudgetFixtures

    static func rent(window: Int = 5, tolerance: Int64 = 10) throws -> Expense {
        Expense(amount: F.pounds(95_000), date: try F.day("2026-01-01"), occurrence: .monthly, notes: "Rent",
                bill: BillTerms(tolerance: ExactDecimal(mantissa: tolerance, scale: 0), window: window))
    }

    @Test func aPaymentWithinToleranceAndWindowPaysTheBillAndOnlyItCounts() throws {
        let paid = Expense(amount: F.pounds(94_850), date: try F.day("2026-10-03"), notes: "LANDLORD SO")
        let category = BudgetCategory(name: "Housing", budget: F.pounds(100_000), expenses: [try Self.rent(), paid])
        let october = CategorySpending(category: category, categoryIndex: 0, period: try F.month("2026-10"))
        #expect(october.spent == F.pounds(94_850))
        #expect(october.occurrences.map(\.expenseIndex) == [1])
        #expect(october.bills.count == 1)
        #expect(october.bills[0].payment?.amount == F.pounds(94_850))
        #expect(october.bills[0].status(today: try F.day("2026-11-25")) == .paid(october.bills[0].payment!))
    }

    @Test func unmatchedBillsAreDueUntilTheirWindowEndsThenMissed() throws {
        // £1,100 is more than 10% over; 7 October is past the window of 5 days.
        let wrongAmount = Expense(amount: F.pounds(110_000), date: try F.day("2026-11-01"))
        let tooLate = Expense(amount: F.pounds(95_000), date: try F.day("2026-10-07"))
        let category = BudgetCategory(name: "Housing", budget: F.pounds(100_000), expenses: [try Self.rent(), wrongAmount, tooLate])
        let timeline = BudgetTimeline(budget: Budget(title: "B", period: try F.month("2026-11"), since: try F.month("2026-10"), categories: [category]))
        let october = try #require(timeline.spending(in: try F.month("2026-10"))).categories[0]
        let november = try #require(timeline.spending(in: try F.month("2026-11"))).categories[0]
        #expect(october.bills.map(\.payment) == [nil])
        #expect(november.bills.map(\.payment) == [nil])
        #expect(october.spent == F.pounds(95_000))
        #expect(november.spent == F.pounds(110_000))
        let bill = november.bills[0]
        #expect(bill.status(today: try F.day("2026-11-06")) == .due)
        #expect(bill.status(today: try F.day("2026-11-07")) == .missed)
        #expect(october.bills[0].status(today: try F.day("2026-11-25")) == .missed)
    }

    @Test func aPaymentEarlyInTheNextMonthPaysTheBillAndEachPaymentPaysOneBill() throws {
        let bill = Expense(amount: F.pounds(10_000), date: try F.day("2026-09-30"), occurrence: .monthly,
                           bill: BillTerms(window: 3))
        // 2 October pays September's bill (due the 30th); October's, due the 30th, is paid on the 29th.
        let first = Expense(amount: F.pounds(10_500), date: try F.day("2026-10-02"))
        let second = Expense(amount: F.pounds(9_500), date: try F.day("2026-10-29"))
        let category = BudgetCategory(name: "Council tax", budget: F.pounds(10_000), expenses: [bill, first, second])
        let timeline = BudgetTimeline(budget: Budget(title: "B", period: try F.month("2026-10"), since: try F.month("2026-09"), categories: [category]))
        let september = try #require(timeline.months.first).categories[0]
        let october = try #require(timeline.months.last).categories[0]
        #expect(september.bills.first?.payment?.date.description == "2026-10-02")
        #expect(september.spent == .zero)
        #expect(october.bills.first?.payment?.date.description == "2026-10-29")
        #expect(october.spent == F.pounds(20_000))
    }

    @Test func theNearestPaymentWinsAndRefundsNeverPay() throws {
        let bill = Expense(amount: F.pounds(1_000), date: try F.day("2026-10-10"), bill: BillTerms())
        let refund = Expense(amount: F.pounds(-1_000), date: try F.day("2026-10-10"))
        let far = Expense(amount: F.pounds(1_000), date: try F.day("2026-10-06"))
        let near = Expense(amount: F.pounds(950), date: try F.day("2026-10-11"))
        let category = BudgetCategory(name: "Phone", budget: F.pounds(5_000), expenses: [bill, refund, far, near])
        let october = CategorySpending(category: category, categoryIndex: 0, period: try F.month("2026-10"))
        #expect(october.bills.first?.payment?.expenseIndex == 3)
        #expect(october.spent == F.pounds(950))
    }

    @Test func refundsReduceWhatTheCategorySpentAndCanLeaveACredit() throws {
        let coat = Expense(amount: F.pounds(3_000), date: try F.day("2026-10-02"))
        let returned = Expense(amount: F.pounds(-8_000), date: try F.day("2026-10-20"))
        let category = BudgetCategory(name: "Clothes", budget: F.pounds(5_000), expenses: [coat, returned])
        let october = CategorySpending(category: category, categoryIndex: 0, period: try F.month("2026-10"))
        #expect(october.spent == F.pounds(-5_000))
        #expect(october.remaining == F.pounds(10_000))
        #expect(!october.isOverspent)
    }

    @Test func incomeIsCountedByMonthBesideSpending() throws {
        let salary = Income(name: "Salary", entry: Expense(amount: F.pounds(245_000), date: try F.day("2026-10-31"), occurrence: .monthly))
        let bonus = Income(name: "Bonus", entry: Expense(amount: F.pounds(50_000), date: try F.day("2026-11-15")))
        let food = BudgetCategory(name: "Food", budget: F.pounds(40_000), expenses: [
            Expense(amount: F.pounds(30_000), date: try F.day("2026-10-01"), occurrence: .monthly),
        ])
        let budget = Budget(title: "B", period: try F.month("2026-11"), since: try F.month("2026-09"), categories: [food], income: [salary, bonus])
        let timeline = BudgetTimeline(budget: budget)
        #expect(timeline.months.map(\.incomeTotal) == [.zero, F.pounds(245_000), F.pounds(295_000)])
        #expect(timeline.months.map(\.difference) == [.zero, F.pounds(215_000), F.pounds(265_000)])
        #expect(try #require(timeline.period).income.map(\.income.name) == ["Bonus", "Salary"])
        // The period worked out alone agrees.
        #expect(BudgetSpending(budget: budget).incomeTotal == F.pounds(295_000))
    }
}

/// Whatever the bills and payments, matching keeps its promises.
@Suite struct BillMatchingPropertyTests {
    typealias F = BudgetFixtures

    @Test(arguments: [21, 22, 23] as [UInt64])
    func eachPaymentPaysAtMostOneBillWithinItsTermsAndBillsAreNeverSpending(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var matched = 0
        defer { #expect(matched > 10, "the random budgets should pay some bills") }
        for _ in 0..<40 {
            var expenses: [Expense] = []
            for _ in 0..<random.int(in: 1...10) {
                let base = F.randomExpense(&random)
                let planned = random.int(in: 0...2) == 0
                let amount = !planned && random.int(in: 0...5) == 0 ? -base.amount : base.amount
                let terms = BillTerms(tolerance: ExactDecimal(mantissa: Int64(random.int(in: 0...30)), scale: 0), window: random.int(in: 0...31))
                expenses.append(Expense(amount: amount, date: base.date, occurrence: base.occurrence, until: base.until, bill: planned ? terms : nil))
                // Payments near the bill's days, some inside its terms and some just outside.
                if planned {
                    for day in base.occurrenceDates(from: base.date, through: base.date.adding(days: 400)).prefix(4) {
                        let off = Int64(random.int(in: -35...35))
                        expenses.append(Expense(amount: Money(minorUnits: max(1, base.amount.minorUnits + base.amount.minorUnits * off / 100)),
                                                date: day.adding(days: random.int(in: -(terms.window + 2)...(terms.window + 2)))))
                    }
                }
            }
            let category = BudgetCategory(name: "C", budget: F.pounds(100_000), expenses: expenses)
            // Tracked from a bill's first month when there is one, so that bills fall in the pages.
            let first = (expenses.first { $0.isPlanned } ?? expenses[0]).date.yearMonth
            let budget = Budget(title: "B", period: first.adding(months: random.int(in: 0...14)), since: first, categories: [category])
            let timeline = BudgetTimeline(budget: budget)
            var used = Set<ExpenseOccurrence>()
            defer { matched += used.count }
            for month in timeline.months {
                let spending = month.categories[0]
                #expect(spending.occurrences.allSatisfy { !$0.expense.isPlanned })
                #expect(spending.spent == spending.occurrences.map(\.amount).sum())
                for match in spending.bills {
                    #expect(match.bill.date.yearMonth == month.month)
                    guard let payment = match.payment, let terms = match.bill.expense.bill else { continue }
                    #expect(used.insert(payment).inserted, "a payment paid two bills")
                    #expect(payment.amount > .zero && !payment.expense.isPlanned)
                    #expect(abs(payment.date.daysSinceEpoch - match.bill.date.daysSinceEpoch) <= terms.window)
                    #expect(abs((payment.amount - match.bill.amount).minorUnits) <= match.bill.amount.percentage(terms.tolerance).minorUnits)
                }
            }
        }
    }
}
