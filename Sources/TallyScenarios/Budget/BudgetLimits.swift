import TallyEngines

/// Bounds that keep every sum a budget report makes far inside `Money`'s Int64.
///
/// The worst month is every expense daily, 31 times, at the largest amount:
/// 100,000 × 31 × 10^11 ≈ 3.1 × 10^17 minor units, a thirtieth of Int64's range, so no total,
/// remaining amount or month can overflow whatever a file says; the overview's totals add up
/// at most 12 months of that, about 3.7 × 10^18. Refunds are bounded the same way below zero,
/// and income, a list of at most as many entries, the same way again, so money in less money
/// out (at most 7.4 × 10^18) stays inside the range too.
public enum BudgetLimits {
    /// The largest amount or monthly allowance, in minor units (£1,000,000,000.00).
    public static let maximumMinorUnits: Int64 = 100_000_000_000
    public static let maximumCategories = 500
    /// Months from `since` to `period`: each is a page, and a hundred years is plenty.
    public static let maximumTrackedMonths = 1_200
    /// Expenses across all categories of one budget, and separately entries of its `income:`:
    /// ten years of a bank statement imported by `tally import` (issue 27 measures 100,000 rows).
    public static let maximumExpenses = 100_000
    /// The latest `date` or `until` an expense may have: 9998-12-31. iCalendar writes years in
    /// four digits, and a reminder's event can end a day (or start a week) after its date, so a
    /// year's margin keeps every date a calendar file needs at or before 9999-12-31.
    public static let latestDate = CalendarDate(daysSinceEpoch: 2_932_531)
}
