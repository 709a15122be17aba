import TallyEngines

/// The commented starter files `tally new` writes: a worked example to edit, not a blank form.
/// Entries (a budget's expenses, a log's weigh-ins) appear only as comments showing the form:
/// a sample entry would be read as the person's own.
public enum StarterScenarios {
    public static let kinds = ["lump-sum", "savings", "loan", "mortgage", "budget", "bmi"]

    /// `slug` names the file in the comments; `today` dates the commented examples.
    public static func text(kind: String, title: String, slug: String, today: CalendarDate) -> String? {
        let titleLine = "title: \(ScenarioWriter.quoted(title))"
        switch kind {
        case "lump-sum":
            return """
            # A lump sum: money put away once, growing with monthly compounding.
            # Leave exactly ONE field blank (write ?, leave it empty, or delete the line):
            # Tally solves it. Here the future value is solved.
            # Help: public/help/lump-sum.html
            kind: lump-sum
            \(titleLine)
            currency: GBP          # ISO code: GBP, USD, EUR, ...
            principal: 1000        # invested now
            rate: 4                # annual interest in percent, compounded monthly
            years: 5               # or `payments: 60` (months), never both
            future-value: ?        # what it grows to

            # start: 2027-01       # first month (default: next month)
            # notes: |
            #   Anything in Markdown, shown on the report.

            """
        case "savings":
            return """
            # Savings: an initial deposit plus a contribution at the end of every month.
            # Leave exactly ONE field blank (write ?, leave it empty, or delete the line):
            # Tally solves it. Here the monthly contribution is solved.
            # Help: public/help/savings.html
            kind: savings
            \(titleLine)
            currency: GBP
            principal: 2000        # initial deposit (0 for none)
            payment: ?             # monthly contribution
            rate: 4                # annual interest in percent, compounded monthly
            years: 5               # or `payments: 60`
            future-value: 10000    # the target

            # start: 2027-01       # month of the first contribution (default: next month)

            """
        case "loan":
            return """
            # A loan or mortgage, repaid in equal monthly payments.
            # Leave exactly ONE field blank (write ?, leave it empty, or delete the line):
            # Tally solves it. Here the monthly payment is solved.
            # Help: public/help/loan.html
            kind: loan
            \(titleLine)
            currency: GBP
            principal: 250000      # amount borrowed; or `price:` with `down-payment:` (e.g. 10%)
            rate: 4.5              # annual interest in percent
            years: 25              # or `payments: 300`
            payment: ?             # the monthly payment

            # start: 2027-01       # month of the first payment (default: next month)
            # extra-monthly: 100   # paid on top of every payment
            # overpayments:        # one-off overpayments
            #   - date: 2028-06
            #     amount: 5000
            #     then: lower-payment   # or shorter-term (the default)
            # overpayment-allowance: 10%          # a year, without charge
            # early-repayment-charges: [3%, 2%]   # on what goes beyond it, by loan year
            # then:                # a later rate, such as the lender's variable rate after a fix
            #   - after: 24        # payments at the first rate
            #     rate: 7.49
            # fees-added-to-loan: 999   # a product fee added to the loan
            # Help on rates that change, fees and the APRC: public/help/rate-changes.html

            """
        case "mortgage":
            return """
            # A US mortgage: the loan, the home it buys, and what the home costs each month
            # (property tax, insurance, HOA dues and PMI), as lenders quote it.
            # The address is checked against the ZIP code data: the ZIP must exist, lie in the
            # state, and the city must be one of its names. Help: public/help/properties.html
            kind: loan
            \(titleLine)
            price: 450000          # purchase price in dollars
            down-payment: 10%      # an amount, or a percentage of the price
            rate: 6.25             # interest rate in percent (not the APR), compounded monthly
            years: 30              # or `payments: 360`
            payment: ?             # principal and interest a month: solved
            pmi: 0.5%              # mortgage insurance, % a year of the amount borrowed
            property:
              type: house          # house or apartment
              street: |            # one to three lines
                12 Elm Street
              city: Springfield
              state: IL            # two-letter code or the full name
              zip: "62701"         # 5 digits or ZIP+4; quote it to keep a leading 0 obvious
              tax: 1.2%            # property tax a year: % of the price, or an amount
              insurance: 1800      # home insurance a year
              hoa: 0               # association dues a month
            #  location: {lat: 39.7990, lon: -89.6440}   # pin here instead of the ZIP's centre

            # start: 2027-01       # month of the first payment (default: next month)
            # points: 1%           # discount points paid at closing
            # fees: 1495           # the lender's fees paid at closing
            # closing-costs: 3500  # title, appraisal, recording: not the lender's
            # then:                # an adjustable rate (a 5/1 ARM) after the first 60 payments
            #   - after: 60
            #     index: 4.1       # the index assumed at each reset
            #     margin: 2.75
            #     resets-every: 12
            # caps: {first: 2, later: 1, life: 5}
            # Help on ARMs, points and the APR: public/help/rate-changes.html

            """
        case "budget":
            // No expenses, only comments showing how they are written: a sample expense would
            // be counted as the newcomer's own spending. The months are left to their defaults,
            // tracked from the earliest expense to this month, so the first real entries count
            // whatever their dates; the comments show them with today's month.
            let month = today.yearMonth
            return """
            # Spending against a budget per category, month by month. Add expenses with
            #   tally add expense scenarios/\(slug).yaml --category Food --amount 12.50
            # or write them under a category's `expenses:` (the commented lines show how).
            # Recurring ones (daily, weekly, monthly and so on) count every time they fall in a month.
            # Help: public/help/budgets.html
            kind: budget
            \(titleLine)
            currency: GBP
            # since: \(month)        # the first month tracked (default: the earliest expense's)
            # period: \(month)       # the month the main report is about (default: this month)
            sort: usage              # usage (most entries first) or name
            categories:
              - name: Food
                budget: 400          # per month
                colour: orange       # a palette name, or "#e76f51" (quoted: # starts a comment)
                # expenses:
                #   - amount: 62.40
                #     date: \(today) 09:30
                #     occurrence: weekly   # one-off (default), daily, weekly, fortnightly, four-weekly, monthly or yearly
                #     notes: Big shop
              - name: Bills
                budget: 900
                # expenses:
                #   - amount: 850
                #     date: \(month)-01
                #     occurrence: monthly
                #     until: \(month.year + 1)-12-31
                #     notes: Rent
                #     remind: true       # puts it in the calendar file (.ics)

            """
        case "bmi":
            // No weigh-in and no age: a sample one would be read as the person's own (a weigh-in
            // dated ahead became the current BMI). The height is needed for a valid log, so it
            // stays, marked as one to replace; the comments show the rest.
            return """
            # A BMI log. Add a weigh-in with
            #   tally add weigh-in scenarios/\(slug).yaml --weight 72.4kg
            # or write it under `entries:` (the commented lines show how).
            # Help: public/help/bmi.html
            kind: bmi
            name: \(ScenarioWriter.quoted(title))
            # age: 34                # optional, in years; under 20 changes the advice
            units: metric            # metric, imperial or imperial-uk (stones and pounds)
            height: 170cm            # put in yours: 170cm, 1.70m, 5ft 7in or 67in
            # entries:
            #   - date: \(today)
            #     weight: 72.4kg     # or 160lb, 11st 6lb; a bare number is in the scenario's units

            """
        default:
            return nil
        }
    }
}
