import TallyEngines

/// A month's bills (`planned: true`): each due day with whether it was paid (and with what),
/// missed or still due on the build's today, and what is still to come.
struct BudgetBills {
    struct Line {
        let match: BillMatch
        let category: BudgetCategory
        let status: BillMatch.Status
    }

    /// In due-date order, then by category and the order written.
    let lines: [Line]
    let month: YearMonth

    init(_ spending: BudgetSpending, today: CalendarDate) {
        var lines: [Line] = []
        for category in spending.categories {
            for match in category.bills {
                lines.append(Line(match: match, category: category.category, status: match.status(today: today)))
            }
        }
        self.lines = lines.enumerated().sorted { lhs, rhs in
            (lhs.element.match.bill.date, lhs.offset) < (rhs.element.match.bill.date, rhs.offset)
        }.map(\.element)
        self.month = spending.month
    }

    var isEmpty: Bool { lines.isEmpty }

    /// Bills not paid yet whose window is still open: what the month has still to come.
    var stillToCome: [Line] { lines.filter { $0.status == .due } }

    /// `Rent` or `Housing: Rent`: the bill's notes, or its category.
    static func name(_ line: Line) -> String {
        line.match.bill.expense.presentNotes.map { "\(line.category.name): \($0)" } ?? line.category.name
    }

    /// `3 bills due in October 2026: 2 paid, 1 missed.`
    func sentence(_ wording: BudgetWording) -> String {
        var parts: [String] = []
        let paid = lines.filter { if case .paid = $0.status { true } else { false } }.count
        let missed = lines.filter { $0.status == .missed }.count
        let due = lines.count - paid - missed
        if paid > 0 { parts.append("\(paid) paid") }
        if missed > 0 { parts.append("\(missed) missed") }
        if due > 0 { parts.append("\(due) still to come") }
        let count = BudgetWording.count(lines.count, "bill")
        return "\(count) due in \(wording.locale.text(month, .long)): " + parts.joined(separator: ", ") + ". A bill is not spending; the payment that pays it is."
    }

    /// Due day, bill, what was planned, and what happened.
    func table(_ wording: BudgetWording) -> Table {
        var table = Table(columns: [.init("Due", .left), .init("Bill", .left), .init("Planned"), .init("Status", .left), .init("Paid")],
                          caption: "Bills due in \(wording.locale.text(month, .long)); a bill is paid by a payment in its category close to its amount and date.")
        table.rows = lines.map { line in
            let bill = line.match.bill
            let status: String, paid: String
            switch line.status {
            case .paid(let payment):
                status = "Paid " + wording.dayAndMonth(payment.date)
                paid = wording.money(payment.amount)
            case .missed:
                status = "Missed: no payment by " + wording.dayAndMonth(line.match.lastDay)
                paid = "—"
            case .due:
                status = "Due"
                paid = "—"
            }
            return Table.Row([wording.locale.text(bill.date, .short), Self.name(line), wording.money(bill.amount), status, paid],
                             htmlClass: line.status == .missed ? "over" : nil)
        }
        return table
    }

    /// `Housing: Rent — £950.00 due 1 Dec`, one per bill still to come.
    func stillToComeItems(_ wording: BudgetWording) -> [String] {
        stillToCome.map { line in
            "\(Self.name(line)) — \(wording.money(line.match.bill.amount)) due \(wording.dayAndMonth(line.match.bill.date))"
        }
    }
}
