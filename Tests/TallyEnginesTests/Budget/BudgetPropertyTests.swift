import Testing
import TallyTestSupport
@testable import TallyEngines

/// Invariants over many seeded random expenses and budgets.
@Suite struct BudgetPropertyTests {
    typealias F = BudgetFixtures

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func fastExpansionMatchesTheRulesDayByDay(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<150 {
            let expense = F.randomExpense(&random)
            let start = CalendarDate(daysSinceEpoch: random.int(in: 19_700...22_300))
            let end = start.adding(days: random.int(in: -3...120))
            var expected: [CalendarDate] = []
            if start <= end {
                for day in start.daysSinceEpoch...end.daysSinceEpoch where F.fallsOn(expense, CalendarDate(daysSinceEpoch: day)) {
                    expected.append(CalendarDate(daysSinceEpoch: day))
                }
            }
            #expect(expense.occurrenceDates(from: start, through: end) == expected, "\(expense) \(start)...\(end)")
            #expect(expense.occurrenceCount(from: start, through: end) == expected.count, "\(expense) \(start)...\(end)")
            let first = (start.daysSinceEpoch...(start.daysSinceEpoch + 1_200))
                .lazy.map(CalendarDate.init(daysSinceEpoch:)).first { F.fallsOn(expense, $0) }
            if let first {
                #expect(expense.firstOccurrence(onOrAfter: start) == first, "\(expense) after \(start)")
            } else if let last = expense.lastPossibleDate, last < start {
                #expect(expense.firstOccurrence(onOrAfter: start) == nil, "\(expense) after \(start)")
            }
        }
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func spentIsOccurrencesTimesAmountAndThePieAddsUp(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for _ in 0..<60 {
            let expenses = (0..<random.int(in: 0...12)).map { _ in F.randomExpense(&random) }
            let category = BudgetCategory(name: "C", budget: Money(minorUnits: Int64(random.int(in: 0...400_000))), expenses: expenses)
            let period = try #require(YearMonth(year: random.int(in: 2024...2030), month: random.int(in: 1...12)))
            let spending = CategorySpending(category: category, categoryIndex: 0, period: period)

            let byCount = expenses.map { $0.amount * $0.occurrenceCount(in: period) }.sum()
            #expect(spending.spent == byCount)
            #expect(spending.usageCount == expenses.map { $0.occurrenceCount(in: period) }.reduce(0, +))
            #expect(spending.remaining + spending.spent == spending.budget)
            #expect(spending.occurrences.allSatisfy { $0.date.yearMonth == period })

            let split = CategoryPieSplit(spending)
            #expect(split.total == max(spending.spent, spending.budget))
            #expect(split.slices.allSatisfy { $0.amount > .zero })
            let groups = ExpenseGroup.groups(of: spending.occurrences)
            #expect(groups.map(\.occurrences.count).reduce(0, +) == spending.usageCount)
            let single = split.slices.filter { if case .expense = $0.kind { return true } else { return false } }
            let shown = groups.count <= CategoryPieSplit.largestShown + 1 ? groups.count : CategoryPieSplit.largestShown
            #expect(single.count == shown)
            #expect(zip(single, single.dropFirst()).allSatisfy { $0.amount >= $1.amount })
            let others = split.slices.compactMap { slice -> Int? in
                if case .others(let rest) = slice.kind { return rest.count }
                return nil
            }
            #expect(others == (groups.count > shown ? [groups.count - shown] : []))
            #expect((split.overspentBy != nil) == spending.isOverspent)
            #expect(split.overspentBy.map { $0 == spending.spent - spending.budget } ?? true)
        }
    }

    @Test(arguments: [21, 22] as [UInt64])
    func monthlyFallsExactlyOncePerMonthWhileInRange(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<200 {
            let start = CalendarDate(daysSinceEpoch: random.int(in: 19_723...60_000))
            let until: CalendarDate? = random.bool() ? start.adding(days: random.int(in: 0...1_500)) : nil
            let expense = Expense(amount: Money(minorUnits: 100), date: start, occurrence: .monthly, until: until)
            let lastMonth = (until ?? start.adding(days: 2_000)).yearMonth
            let months = start.yearMonth.months(to: lastMonth)
            for offset in 0...months {
                let month = start.yearMonth.adding(months: offset)
                let dates = expense.occurrenceDates(in: month)
                let expectedDay = min(start.day, month.numberOfDays)
                let ended = until.map { month == $0.yearMonth && expectedDay > $0.day } ?? false
                #expect(dates.map(\.day) == (ended ? [] : [expectedDay]), "\(expense) in \(month)")
            }
            #expect(expense.occurrenceDates(in: start.yearMonth.adding(months: -1)).isEmpty)
            if let until {
                #expect(expense.occurrenceDates(in: until.yearMonth.adding(months: 1)).isEmpty)
            }
        }
    }

    @Test(arguments: [31, 32] as [UInt64])
    func totalsAreTheSumOfCategoriesAndSortsArePermutations(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for _ in 0..<30 {
            let categories = (0..<random.int(in: 0...8)).map { index in
                BudgetCategory(
                    name: ["Food", "food2", "Rent", "bills", "Fun", "Zoo", "apple", "Car"][index],
                    budget: Money(minorUnits: Int64(random.int(in: 0...200_000))),
                    expenses: (0..<random.int(in: 0...6)).map { _ in F.randomExpense(&random) }
                )
            }
            let period = try #require(YearMonth(year: random.int(in: 2024...2030), month: random.int(in: 1...12)))
            let spending = BudgetSpending(budget: Budget(title: "t", period: period, categories: categories))
            #expect(spending.totals.spent == spending.categories.map(\.spent).sum())
            #expect(spending.totals.budget == categories.map { $0.budget(in: period) }.sum())
            #expect(spending.totals.remaining == spending.categories.map(\.remaining).sum())
            for order in CategoryOrder.allCases {
                let sorted = order.sorted(spending.categories)
                #expect(sorted.map(\.categoryIndex).sorted() == Array(categories.indices))
            }
            let byUsage = CategoryOrder.usage.sorted(spending.categories)
            #expect(zip(byUsage, byUsage.dropFirst()).allSatisfy { $0.usageCount >= $1.usageCount })
            let timeline = BudgetTimeline(budget: spending.budget)
            #expect(timeline.period?.month == period)
            #expect(timeline.period?.totals == spending.totals)
        }
    }
}
