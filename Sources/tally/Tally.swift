import ArgumentParser

@main
struct Tally: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tally",
        abstract: "Plain-text money scenarios in, printable reports out.",
        discussion: """
        Tally reads scenario files (YAML): loans, mortgages, savings and lump sums (it solves \
        the one field you leave blank), monthly budgets, BMI logs and unit conversions. It \
        writes Markdown and HTML reports with schedules and charts, calendar files for bills, \
        and a help site.

        Examples:
          tally new loan first-home     write a starter scenario to edit
          tally build                   scenarios/ (or examples/) into public/
          tally check                   every mistake, located; writes nothing
          tally serve                   live preview, rebuilt as you edit
          tally solve loan --principal 350000 --rate 3.5 --years 25
          tally convert 72.4kg --to lb
          tally bmi --weight 72.4kg --height 170cm
          tally add expense budget.yaml --category Food --amount 12.50
          tally import statement.csv --into budget.yaml --rules bank.rules.yaml
        """,
        version: "\(version) (git commit \(BuildInfo.commit))",
        subcommands: [Build.self, Check.self, Serve.self, Solve.self, New.self, Add.self, Import.self, Convert.self, BMI.self]
    )

    /// The release; the commit comes from the BuildInfo plugin at build time.
    static let version = "0.1.0"
}
