import Testing
import TallyTestSupport
@testable import TallyEngines

@Suite struct BudgetCategoryPieSplitTests {
    typealias F = BudgetFixtures

    static func spending(budget: Int64, amounts: [(Int64, String)]) throws -> CategorySpending {
        let expenses = try amounts.map { Expense(amount: F.pounds($0.0), date: try F.day($0.1)) }
        let category = BudgetCategory(name: "Food", budget: F.pounds(budget), expenses: expenses)
        return CategorySpending(category: category, categoryIndex: 0, period: try F.month("2026-03"))
    }

    @Test func fourLargestThenOneOtherSliceThenUnspent() throws {
        let spending = try Self.spending(budget: 100_000, amounts: [
            (1_000, "2026-03-01"), (9_000, "2026-03-02"), (500, "2026-03-03"), (7_000, "2026-03-04"),
            (8_000, "2026-03-05"), (6_000, "2026-03-06"), (250, "2026-03-07"),
        ])
        let split = CategoryPieSplit(spending)
        #expect(split.slices.map(\.amount) == [9_000, 8_000, 7_000, 6_000, 1_750, 68_250].map(F.pounds))
        guard case .others(let rest) = split.slices[4].kind else { Issue.record("no Other slice"); return }
        #expect(rest.map(\.expenseIndex) == [0, 2, 6])
        #expect(split.slices[5].kind == .unspent)
        #expect(split.overspentBy == nil)
        #expect(split.total == spending.budget)
    }

    @Test func tiesGoToTheEarlierDateThenTheOrderWritten() throws {
        let spending = try Self.spending(budget: 100_000, amounts: [
            (5_000, "2026-03-20"), (5_000, "2026-03-10"), (5_000, "2026-03-10"),
            (5_000, "2026-03-01"), (5_000, "2026-03-15"), (5_000, "2026-03-31"),
        ])
        let split = CategoryPieSplit(spending)
        let shown = split.slices.compactMap { slice -> ExpenseGroup? in
            if case .expense(let group) = slice.kind { return group }
            return nil
        }
        #expect(shown.map(\.expenseIndex) == [3, 1, 2, 4])
        #expect(split.slices[4].amount == F.pounds(10_000))
        guard case .others(let rest) = split.slices[4].kind else { Issue.record("no Other slice"); return }
        #expect(rest.map(\.expenseIndex) == [0, 5])
    }

    @Test func aRecurringExpenseIsOneSliceAndFiveExpensesNeedNoOther() throws {
        let weekly = Expense(amount: F.pounds(4_520), date: try F.day("2026-03-02"), occurrence: .weekly, notes: "Big shop")
        let others = try (1...4).map { Expense(amount: F.pounds(Int64($0) * 100), date: try F.day("2026-03-0\($0 + 2)")) }
        let category = BudgetCategory(name: "Food", budget: F.pounds(40_000), expenses: [weekly] + others)
        let spending = CategorySpending(category: category, categoryIndex: 0, period: try F.month("2026-03"))
        let split = CategoryPieSplit(spending)
        guard case .expense(let shop) = split.slices[0].kind else { Issue.record("no shop slice"); return }
        #expect(shop.occurrences.count == 5)
        #expect(shop.amount == F.pounds(4_520 * 5))
        #expect(split.expenseCount == 5)
        // Five expenses: all shown, since an Other of one expense would only hide its name.
        #expect(!split.slices.contains { if case .others = $0.kind { return true } else { return false } })
        #expect(split.slices.count == 6)
    }

    @Test func fewerThanFiveHaveNoOtherSlice() throws {
        let spending = try Self.spending(budget: 10_000, amounts: [(1_000, "2026-03-01"), (2_000, "2026-03-02")])
        let split = CategoryPieSplit(spending)
        #expect(split.slices.map(\.amount) == [2_000, 1_000, 7_000].map(F.pounds))
        #expect(!split.slices.contains { if case .others = $0.kind { return true } else { return false } })
        let four = try Self.spending(budget: 10_000, amounts: [
            (1, "2026-03-01"), (2, "2026-03-02"), (3, "2026-03-03"), (4, "2026-03-04"),
        ])
        #expect(CategoryPieSplit(four).slices.count == 5)
    }

    @Test func noExpensesIsAllUnspentAndZeroBudgetIsEmpty() throws {
        let idle = CategoryPieSplit(try Self.spending(budget: 10_000, amounts: []))
        #expect(idle.slices == [CategoryPieSlice(kind: .unspent, amount: F.pounds(10_000))])
        let nothing = CategoryPieSplit(try Self.spending(budget: 0, amounts: []))
        #expect(nothing.slices.isEmpty)
        #expect(nothing.overspentBy == nil)
        #expect(nothing.total == .zero)
        let zeroBudget = CategoryPieSplit(try Self.spending(budget: 0, amounts: [(700, "2026-03-09")]))
        #expect(zeroBudget.slices.map(\.amount) == [F.pounds(700)])
        #expect(zeroBudget.overspentBy == F.pounds(700))
    }

    @Test func overspentHasNoUnspentSlice() throws {
        let spending = try Self.spending(budget: 10_000, amounts: [
            (4_000, "2026-03-01"), (3_000, "2026-03-02"), (2_000, "2026-03-03"), (1_500, "2026-03-04"),
            (1_000, "2026-03-05"), (1, "2026-03-06"),
        ])
        let split = CategoryPieSplit(spending)
        #expect(split.overspentBy == F.pounds(1_501))
        #expect(!split.slices.contains { $0.kind == .unspent })
        #expect(split.total == F.pounds(11_501))
        let exact = CategoryPieSplit(try Self.spending(budget: 5_000, amounts: [(5_000, "2026-03-01")]))
        #expect(exact.overspentBy == nil)
        #expect(exact.slices.count == 1)
    }

    /// The one-pass selection picks exactly what a full sort would, ties included.
    @Test(arguments: [41, 42, 43] as [UInt64])
    func largestAgreeWithAFullSort(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for _ in 0..<200 {
            let count = random.int(in: 0...14)
            let expenses = (0..<count).map { _ in
                Expense(amount: F.pounds(Int64(random.int(in: 1...6)) * 100),
                        date: CalendarDate(daysSinceEpoch: 20_513 + random.int(in: 0...4)))
            }
            let category = BudgetCategory(name: "Food", budget: F.pounds(Int64(random.int(in: 0...3_000))), expenses: expenses)
            let spending = CategorySpending(category: category, categoryIndex: 0, period: try F.month("2026-03"))
            // One-off expenses: each is its own group.
            let ranked = spending.occurrences.enumerated().sorted { lhs, rhs in
                if lhs.element.amount != rhs.element.amount { return lhs.element.amount > rhs.element.amount }
                if lhs.element.date != rhs.element.date { return lhs.element.date < rhs.element.date }
                return lhs.offset < rhs.offset
            }.map { ExpenseGroup(expenseIndex: $0.element.expenseIndex, expense: $0.element.expense, occurrences: [$0.element]) }
            let shownCount = ranked.count <= CategoryPieSplit.largestShown + 1 ? ranked.count : CategoryPieSplit.largestShown
            var expected = ranked.prefix(shownCount).map { CategoryPieSlice(kind: .expense($0), amount: $0.amount) }
            let rest = Array(ranked.dropFirst(shownCount))
            if !rest.isEmpty {
                expected.append(CategoryPieSlice(kind: .others(rest), amount: rest.lazy.map(\.amount).reduce(.zero, +)))
            }
            if spending.remaining > .zero { expected.append(CategoryPieSlice(kind: .unspent, amount: spending.remaining)) }
            #expect(CategoryPieSplit(spending).slices == expected)
        }
    }
}
