import Testing
@testable import TallyEngines

@Suite struct BudgetOccurrenceExpansionTests {
    typealias F = BudgetFixtures

    @Test func weeklyShopFallsOnFiveMondaysInMarch2026() throws {
        let shop = Expense(amount: F.pounds(4_520), date: try F.day("2026-03-02"), occurrence: .weekly)
        let march = try F.month("2026-03")
        #expect(shop.occurrenceDates(in: march).map(\.description) ==
            ["2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23", "2026-03-30"])
        #expect(shop.occurrenceCount(in: march) == 5)
        let category = BudgetCategory(name: "Food", budget: F.pounds(40_000), expenses: [shop])
        #expect(CategorySpending(category: category, categoryIndex: 0, period: march).spent == F.pounds(22_600))
        #expect(shop.occurrenceDates(in: try F.month("2026-04")).map(\.day) == [6, 13, 20, 27])
    }

    @Test func monthlyOnThe31stFallsOnEachMonthEndAndNeverDrifts() throws {
        let rent = Expense(amount: F.pounds(100), date: try F.day("2026-01-31"), occurrence: .monthly)
        let dates = rent.occurrenceDates(from: try F.day("2026-01-01"), through: try F.day("2026-12-31"))
        #expect(dates.map(\.day) == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
        #expect(dates.map(\.month) == Array(1...12))
    }

    @Test func monthlyOnThe30thAnd29thFallOnTheirDayOrTheMonthEnd() throws {
        let thirtieth = Expense(amount: F.pounds(100), date: try F.day("2027-01-30"), occurrence: .monthly)
        let dates30 = thirtieth.occurrenceDates(from: try F.day("2027-01-01"), through: try F.day("2028-03-31"))
        #expect(dates30.map(\.description) == [
            "2027-01-30", "2027-02-28", "2027-03-30", "2027-04-30", "2027-05-30", "2027-06-30", "2027-07-30",
            "2027-08-30", "2027-09-30", "2027-10-30", "2027-11-30", "2027-12-30", "2028-01-30", "2028-02-29",
            "2028-03-30",
        ])
        let twentyNinth = Expense(amount: F.pounds(100), date: try F.day("2026-12-29"), occurrence: .monthly)
        let dates29 = twentyNinth.occurrenceDates(from: try F.day("2027-01-01"), through: try F.day("2028-03-31"))
        #expect(dates29.count == 15)
        #expect(dates29.filter { $0.month == 2 }.map(\.description) == ["2027-02-28", "2028-02-29"])
        #expect(dates29.filter { $0.month != 2 }.allSatisfy { $0.day == 29 })
    }

    @Test func leapYearsIncludingTheCenturyRule() throws {
        let monthEnd = Expense(amount: F.pounds(1), date: try F.day("2099-12-31"), occurrence: .monthly)
        #expect(monthEnd.occurrenceDates(in: try F.month("2100-02")).map(\.description) == ["2100-02-28"])
        #expect(monthEnd.occurrenceDates(in: try F.month("2400-02")).map(\.description) == ["2400-02-29"])
        let daily = Expense(amount: F.pounds(1), date: try F.day("2020-01-01"), occurrence: .daily)
        #expect(daily.occurrenceCount(in: try F.month("2028-02")) == 29)
        #expect(daily.occurrenceCount(in: try F.month("2100-02")) == 28)
        #expect(daily.occurrenceCount(in: try F.month("2000-02")) == 0)
    }

    @Test func dailyFallsOnEveryDayOfEachMonth() throws {
        let coffee = Expense(amount: F.pounds(320), date: try F.day("2010-06-15"), occurrence: .daily)
        var month = try F.month("2026-01")
        for _ in 0..<36 {
            #expect(coffee.occurrenceDates(in: month).count == month.numberOfDays)
            #expect(coffee.occurrenceCount(in: month) == month.numberOfDays)
            month = month.adding(months: 1)
        }
        #expect(coffee.occurrenceCount(in: try F.month("2010-06")) == 16)
    }

    @Test func untilInsideBeforeAndAfterThePeriod() throws {
        let march = try F.month("2026-03")
        func weekly(until: String?) throws -> Expense {
            Expense(amount: F.pounds(1_000), date: try F.day("2026-01-05"), occurrence: .weekly,
                    until: try until.map { try F.day($0) })
        }
        // Mondays in March 2026: 2, 9, 16, 23, 30.
        #expect(try weekly(until: "2026-03-16").occurrenceDates(in: march).map(\.day) == [2, 9, 16])
        #expect(try weekly(until: "2026-03-15").occurrenceDates(in: march).map(\.day) == [2, 9])
        #expect(try weekly(until: "2026-02-28").occurrenceDates(in: march).isEmpty)
        #expect(try weekly(until: "2026-12-31").occurrenceDates(in: march).count == 5)
        #expect(try weekly(until: "2026-03-16").occurrenceCount(in: march) == 3)
        #expect(try weekly(until: "2026-03-16").firstOccurrence(onOrAfter: try F.day("2026-03-17")) == nil)
        let monthly = Expense(amount: F.pounds(1), date: try F.day("2026-01-31"), occurrence: .monthly,
                              until: try F.day("2026-04-29"))
        #expect(monthly.occurrenceDates(from: try F.day("2026-01-01"), through: try F.day("2026-12-31")).map(\.month) == [1, 2, 3])
    }

    @Test func expensesStartingAfterThePeriodDoNotCount() throws {
        let march = try F.month("2026-03")
        for occurrence in Occurrence.allCases {
            let later = Expense(amount: F.pounds(1), date: try F.day("2026-04-01"), occurrence: occurrence)
            #expect(later.occurrenceDates(in: march).isEmpty)
            #expect(later.occurrenceCount(in: march) == 0)
        }
        let oneOff = Expense(amount: F.pounds(1), date: try F.day("2026-03-31"))
        #expect(oneOff.occurrenceDates(in: march).map(\.day) == [31])
        #expect(oneOff.occurrenceDates(in: try F.month("2026-04")).isEmpty)
    }

    @Test func firstOccurrenceJumpsStraightToTheDay() throws {
        let weekly = Expense(amount: F.pounds(1), date: try F.day("1990-01-01"), occurrence: .weekly)
        // 1990-01-01 and 2026-03-02 are both Mondays.
        #expect(weekly.firstOccurrence(onOrAfter: try F.day("2026-03-01"))?.description == "2026-03-02")
        #expect(weekly.firstOccurrence(onOrAfter: try F.day("2026-03-02"))?.description == "2026-03-02")
        let monthly = Expense(amount: F.pounds(1), date: try F.day("2026-01-31"), occurrence: .monthly)
        #expect(monthly.firstOccurrence(onOrAfter: try F.day("2026-02-01"))?.description == "2026-02-28")
        #expect(monthly.firstOccurrence(onOrAfter: try F.day("2026-03-01"))?.description == "2026-03-31")
        #expect(monthly.firstOccurrence(onOrAfter: try F.day("2025-06-01"))?.description == "2026-01-31")
    }

    @Test func labelsFallBackWhenThereAreNoNotes() throws {
        let plain = Expense(amount: F.pounds(1), date: try F.day("2026-03-01"))
        #expect(plain.label(fallback: "Food, 1 Mar") == "Food, 1 Mar")
        let blank = Expense(amount: F.pounds(1), date: try F.day("2026-03-01"), notes: "  ")
        #expect(blank.label(fallback: "Food, 1 Mar") == "Food, 1 Mar")
        let noted = Expense(amount: F.pounds(1), date: try F.day("2026-03-01"), notes: "Big shop")
        #expect(noted.label(fallback: "Food, 1 Mar") == "Big shop")
    }

    @Test func timesOfDayParseStrictly() {
        #expect(TimeOfDay("09:30")?.description == "09:30")
        #expect(TimeOfDay("9:05") == TimeOfDay(hour: 9, minute: 5))
        #expect(TimeOfDay("24:00") == nil)
        #expect(TimeOfDay("12:60") == nil)
        #expect(TimeOfDay("9.30") == nil)
        #expect(TimeOfDay("+9:30") == nil)
    }
}

/// The repeats people have besides days, weeks and months (issue 27).
@Suite struct BudgetLongerRepeatTests {
    typealias F = BudgetFixtures

    @Test func yearlyOn29FebruaryFallsOn28FebruaryInCommonYears() throws {
        let licence = Expense(amount: F.pounds(16_950), date: try F.day("2024-02-29"), occurrence: .yearly)
        let dates = licence.occurrenceDates(from: try F.day("2024-01-01"), through: try F.day("2029-12-31"))
        #expect(dates.map(\.description) == ["2024-02-29", "2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29", "2029-02-28"])
        #expect(licence.occurrenceCount(from: try F.day("2024-01-01"), through: try F.day("2029-12-31")) == 6)
        #expect(licence.occurrenceCount(in: try F.month("2026-02")) == 1)
        #expect(licence.occurrenceCount(in: try F.month("2026-03")) == 0)
        #expect(licence.firstOccurrence(onOrAfter: try F.day("2026-03-01"))?.description == "2027-02-28")
        #expect(licence.firstOccurrence(onOrAfter: try F.day("2028-02-29"))?.description == "2028-02-29")
    }

    @Test func yearlyCountsOncePerYearInTheTimeline() throws {
        let insurance = Expense(amount: F.pounds(42_000), date: try F.day("2026-03-15"), occurrence: .yearly, until: try F.day("2028-03-14"))
        let category = BudgetCategory(name: "Car", budget: F.pounds(10_000), expenses: [insurance])
        let budget = Budget(title: "B", period: try F.month("2028-06"), since: try F.month("2026-01"), categories: [category])
        let paid = BudgetTimeline(budget: budget).months.filter { $0.totals.spent > .zero }.map(\.month.description)
        #expect(paid == ["2026-03", "2027-03"])
    }

    @Test func fortnightlyAndFourWeeklyStepFromTheirFirstDay() throws {
        let pay = Expense(amount: F.pounds(100), date: try F.day("2026-10-02"), occurrence: .fortnightly)
        #expect(pay.occurrenceDates(in: try F.month("2026-10")).map(\.day) == [2, 16, 30])
        #expect(pay.occurrenceDates(in: try F.month("2026-11")).map(\.day) == [13, 27])
        let benefit = Expense(amount: F.pounds(100), date: try F.day("2026-01-05"), occurrence: .fourWeekly)
        let year = benefit.occurrenceDates(from: try F.day("2026-01-01"), through: try F.day("2026-12-31"))
        #expect(year.count == 13)
        #expect(year.last?.description == "2026-12-07")
        // Four-weekly falls twice in a month now and then, which a monthly amount never does.
        #expect(benefit.occurrenceCount(in: try F.month("2026-03")) == 2)
    }
}
