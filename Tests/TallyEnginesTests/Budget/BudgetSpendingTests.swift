import Testing
@testable import TallyEngines

@Suite struct BudgetSpendingTests {
    typealias F = BudgetFixtures

    /// Food: weekly shop (5 in March) and a one-off takeaway; Transport: monthly pass; Fun: nothing.
    static func household() throws -> Budget {
        let food = BudgetCategory(name: "Food", budget: F.pounds(40_000), expenses: [
            Expense(amount: F.pounds(4_520), date: try F.day("2026-03-02"), occurrence: .weekly, notes: "Big shop"),
            Expense(amount: F.pounds(2_399), date: try F.day("2026-03-14"), notes: "Takeaway"),
        ])
        let transport = BudgetCategory(name: "transport", budget: F.pounds(15_000), expenses: [
            Expense(amount: F.pounds(16_210), date: try F.day("2025-11-30"), occurrence: .monthly),
        ])
        let fun = BudgetCategory(name: "Fun", budget: F.pounds(5_001))
        return Budget(title: "Household", period: try F.month("2026-03"), categories: [food, transport, fun])
    }

    @Test func categoriesAndTotalsToTheCent() throws {
        let spending = BudgetSpending(budget: try Self.household())
        let food = spending.categories[0]
        #expect(food.usageCount == 6)
        #expect(food.spent == F.pounds(24_999))
        #expect(food.remaining == F.pounds(15_001))
        #expect(!food.isOverspent)
        #expect(food.occurrences.map(\.date.day) == [2, 9, 14, 16, 23, 30])
        #expect(food.occurrences.map(\.expenseIndex) == [0, 0, 1, 0, 0, 0])
        let transport = spending.categories[1]
        #expect(transport.occurrences.map(\.date.description) == ["2026-03-30"])
        #expect(transport.remaining == F.pounds(-1_210))
        #expect(transport.isOverspent)
        let fun = spending.categories[2]
        #expect(fun.spent == .zero && fun.usageCount == 0 && !fun.isOverspent)
        #expect(spending.totals.budget == F.pounds(60_001))
        #expect(spending.totals.spent == F.pounds(41_209))
        #expect(spending.totals.remaining == F.pounds(18_792))
        #expect(!spending.totals.isOverspent)
    }

    @Test func anySpendingOverAZeroBudgetIsOverspent() throws {
        let free = BudgetCategory(name: "Gifts", budget: .zero, expenses: [
            Expense(amount: F.pounds(500), date: try F.day("2026-03-05")),
        ])
        let gifts = CategorySpending(category: free, categoryIndex: 0, period: try F.month("2026-03"))
        #expect(gifts.isOverspent)
    }

    @Test func usageOrderRanksByOccurrencesThenNameIgnoringCase() throws {
        var categories = try Self.household().categories
        categories.append(BudgetCategory(name: "apples", budget: F.pounds(1), expenses: [
            Expense(amount: F.pounds(1), date: try F.day("2026-03-03")),
        ]))
        categories.append(BudgetCategory(name: "Bills", budget: F.pounds(1)))
        let budget = Budget(title: "t", period: try F.month("2026-03"), categories: categories)
        let spending = BudgetSpending(budget: budget)
        #expect(spending.sortedCategories.map(\.category.name) == ["Food", "apples", "transport", "Bills", "Fun"])
        #expect(CategoryOrder.name.sorted(spending.categories).map(\.category.name) == ["apples", "Bills", "Food", "Fun", "transport"])
    }

    @Test func nameOrderKeepsTheWrittenOrderForEqualNames() throws {
        let period = try F.month("2026-03")
        let categories = [
            BudgetCategory(name: "b", budget: F.pounds(3)),
            BudgetCategory(name: "A", budget: F.pounds(1)),
            BudgetCategory(name: "a", budget: F.pounds(2)),
        ]
        let spending = BudgetSpending(budget: Budget(title: "t", period: period, categories: categories, order: .name))
        #expect(spending.sortedCategories.map(\.budget) == [F.pounds(1), F.pounds(2), F.pounds(3)])
        #expect(CategoryOrder.usage.sorted(spending.categories).map(\.budget) == [F.pounds(1), F.pounds(2), F.pounds(3)])
    }

    @Test func duplicateNamesAreFoundIgnoringCase() throws {
        let duplicates = BudgetCategory.duplicateNames(["Food", "Rent", "food", "Fun", "RENT", "FOOD"])
        #expect(duplicates == [
            DuplicateCategoryName(name: "food", firstIndex: 0, duplicateIndex: 2),
            DuplicateCategoryName(name: "RENT", firstIndex: 1, duplicateIndex: 4),
            DuplicateCategoryName(name: "FOOD", firstIndex: 0, duplicateIndex: 5),
        ])
        #expect(BudgetCategory.duplicateNames(try Self.household().categories.map(\.name)).isEmpty)
        #expect(BudgetCategory.duplicateNames([]).isEmpty)
    }
}
