import Foundation
import TallyEngines
import Testing
@testable import TallyReports

/// Realistic charts shared by the tests and the gallery.
enum ChartSamples {
    /// `Jan 2025`, `Feb 2025`, … for `count` months.
    static func months(_ count: Int, fromYear year: Int = 2025) -> [String] {
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return (0..<count).map { offset in names[offset % 12] + " " + String(year + offset / 12) }
    }

    /// A 30-year repayment balance with and without overpayments.
    static func loanLine(points: Int = 360) -> LineChart {
        var plain = [Double]()
        var faster = [Double]()
        var balance = 350_000.0
        var fasterBalance = 350_000.0
        let rate = 0.045 / 12
        let payment = 350_000 * rate / (1 - 1 / pow(1 + rate, 360))
        for _ in 0..<points {
            plain.append(max(balance, 0))
            faster.append(max(fasterBalance, 0))
            balance = balance * (1 + rate) - payment
            fasterBalance = fasterBalance * (1 + rate) - payment - 300
        }
        return LineChart(
            id: "loan", title: "Outstanding balance", desc: "Balance falls from £350k to zero over 30 years; overpaying £300 a month clears it years sooner.",
            xLabels: months(points),
            series: [
                .init(name: "Scheduled", values: plain),
                .init(name: "Overpaying £300/month", values: faster, dash: .dashed),
            ],
            yAxisTitle: "Balance", startsAtZero: true, tickLabel: AxisLabels.compactMoney(symbol: "£")
        )
    }

    static let bmiBands: [(Double, Double, String, String)] = [
        (10, 16, "Underweight (severe)", "#7c3aed"),
        (16, 17, "Underweight (moderate)", "#2563eb"),
        (17, 18.5, "Underweight (mild)", "#0891b2"),
        (18.5, 25, "Healthy weight", "#16a34a"),
        (25, 30, "Overweight", "#ca8a04"),
        (30, 35, "Obese class I", "#ea580c"),
        (35, 40, "Obese class II", "#dc2626"),
        (40, 45, "Obese class III", "#9f1239"),
    ]

    static func bmiLine() -> LineChart {
        let values: [Double?] = [27.9, 27.6, 27.4, nil, 26.8, 26.5, 26.1, 25.9, 25.4, 25.1, 24.8, 24.6]
        return LineChart(
            id: "bmi", title: "BMI over the year", desc: "BMI fell from 27.9 to 24.6, crossing into the healthy range in November.",
            xLabels: months(12),
            series: [.init(name: "BMI", values: values, colour: Colour.parse("indigo"))],
            bands: bmiBands.compactMap { band in
                Colour.parse(band.3).map { ChartBand(lower: band.0, upper: band.1, colour: $0, label: band.2) }
            },
            yAxisTitle: "BMI (kg/m²)", startsAtZero: false, tickLabel: AxisLabels.number(decimals: 1)
        )
    }

    static func savingsArea(points: Int = 60) -> StackedAreaChart {
        var deposit = [Double]()
        var contributions = [Double]()
        var interest = [Double]()
        var paidIn = 0.0
        var earned = 0.0
        for month in 0..<points {
            deposit.append(5_000)
            contributions.append(paidIn)
            interest.append(earned)
            paidIn += 250
            earned += (5_000 + paidIn + earned) * 0.04 / 12
            _ = month
        }
        return StackedAreaChart(
            id: "savings", title: "Savings growth", desc: "From a £5,000 deposit plus £250 a month, the pot grows to about £22k in five years.",
            xLabels: months(points),
            layers: [
                .init(name: "Deposit", values: deposit),
                .init(name: "Contributions", values: contributions),
                .init(name: "Interest", values: interest),
            ],
            yAxisTitle: "Balance", tickLabel: AxisLabels.compactMoney(symbol: "£")
        )
    }

    static func spendingPie() -> PieChart {
        PieChart(
            id: "spend", title: "Where March went", desc: "Rent is over half of March's spending.",
            slices: [
                .init(label: "Rent", value: 1_200, amountText: "£1,200.00"),
                .init(label: "Groceries", value: 412.35, amountText: "£412.35"),
                .init(label: "Transport", value: 160.00, amountText: "£160.00"),
                .init(label: "Eating out and takeaways", value: 195.20, amountText: "£195.20"),
                .init(label: "Utilities", value: 148.90, amountText: "£148.90"),
                .init(label: "Gifts", value: 0, amountText: "£0.00"),
                .init(label: "Everything else", value: 83.55, amountText: "£83.55"),
            ],
            note: "Over budget by £45.20"
        )
    }

    static func budgetBars() -> BudgetBarChart {
        BudgetBarChart(
            id: "budget", title: "March budget", desc: "Eating out went £45.20 over; everything else is within budget.",
            rows: [
                .init(label: "Rent", spent: Money(minorUnits: 120_000), budget: Money(minorUnits: 120_000), valueText: "£1,200.00 of £1,200.00"),
                .init(label: "Groceries", spent: Money(minorUnits: 41_235), budget: Money(minorUnits: 45_000), valueText: "£412.35 of £450.00"),
                .init(label: "Eating out and takeaways", spent: Money(minorUnits: 19_520), budget: Money(minorUnits: 15_000), valueText: "£195.20 of £150.00"),
                .init(label: "Transport", spent: Money(minorUnits: 6_000), budget: Money(minorUnits: 16_000), valueText: "£60.00 of £160.00"),
                .init(label: "Gifts", spent: Money(minorUnits: 2_500), budget: .zero, valueText: "£25.00, no budget"),
                .init(label: "Holidays", spent: .zero, budget: .zero, valueText: "£0.00 of £0.00"),
            ],
            currency: .gbp
        )
    }

    static func monthlyBars() -> GroupedBarChart {
        let spent: [Double] = [2_050, 1_980, 2_245, 2_010, 1_890, 2_300, 2_120, 1_950, 2_060, 2_180, 2_400, 2_650]
        return GroupedBarChart(
            id: "history", title: "Spending against budget", desc: "Spending stayed near the £2,200 budget except in November and December.",
            xLabels: months(12),
            series: [
                .init(name: "Spent", values: spent),
                .init(name: "Budget", values: [Double](repeating: 2_200, count: 12), colour: Colour.parse("slate")),
            ],
            yAxisTitle: "Per month", tickLabel: AxisLabels.compactMoney(symbol: "£")
        )
    }

    static func bmiGauge(value: Double = 24.6, label: String = "BMI 24.6") -> GaugeChart {
        GaugeChart(
            id: "gauge", title: "Current BMI", desc: "A BMI of 24.6 is in the healthy range, just below overweight.",
            minimum: 10, maximum: 45,
            bands: bmiBands.compactMap { band in
                Colour.parse(band.3).map { ChartBand(lower: band.0, upper: band.1, colour: $0, label: band.2) }
            },
            value: value, valueLabel: label
        )
    }

    static func all() -> [(name: String, svg: String)] {
        [
            ("Line: loan balance (360 months)", loanLine().svg()),
            ("Line: BMI with category bands", bmiLine().svg()),
            ("Stacked area: savings", savingsArea().svg()),
            ("Pie: spending", spendingPie().svg()),
            ("Budget bars", budgetBars().svg()),
            ("Grouped bars: monthly history", monthlyBars().svg()),
            ("Gauge: BMI", bmiGauge().svg()),
        ]
    }
}

extension ChartSamples {
    /// One of each kind of chart, as test arguments.
    struct Drawing: Sendable, CustomTestStringConvertible {
        let name: String
        let chart: any ChartDrawing
        /// The chart as a page's figure: both canvases and its standalone file.
        let figure: @Sendable () -> ChartFigure
        var testDescription: String { name }

        init(name: String, chart: some ChartDrawing & IdentifiedChart) {
            self.name = name
            self.chart = chart
            figure = { ChartFigure(chart: chart, caption: name) }
        }
    }

    static func drawings() -> [Drawing] {
        [
            Drawing(name: "loan line", chart: loanLine()),
            Drawing(name: "BMI line", chart: bmiLine()),
            Drawing(name: "savings area", chart: savingsArea()),
            Drawing(name: "pie", chart: spendingPie()),
            Drawing(name: "budget bars", chart: budgetBars()),
            Drawing(name: "grouped bars", chart: monthlyBars()),
            Drawing(name: "gauge", chart: bmiGauge()),
        ]
    }
}
