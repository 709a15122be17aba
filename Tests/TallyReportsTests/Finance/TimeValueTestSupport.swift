@testable import TallyReports

/// The schedule table a report draws for `outcome`, with the summary the report builds first.
func monthlyTable(_ outcome: TimeValueOutcome) -> Table {
    TimeValueTables.monthly(outcome, summary: TimeValueSummary(outcome))
}

/// The charts a report draws for `outcome`, with the rate periods its summary holds.
func chartFigures(_ outcome: TimeValueOutcome) -> [ChartFigure] {
    TimeValueCharts.figures(for: outcome, rates: TimeValueSummary(outcome).rates, idPrefix: "x")
}
