import ArgumentParser

@main
struct Tally: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tally",
        abstract: "Plain-text money scenarios in, printable reports out.",
        discussion: """
        Tally reads scenario files (YAML) describing loans, mortgages, savings and lump sums, \
        solves the one field you left blank, and writes Markdown and HTML reports with \
        month-by-month schedules and charts, plus a help site.

        Examples:
          tally new loan first-home          write scenarios/first-home.yaml to edit
          tally build                        build scenarios/ (or examples/) into public/
          tally check scenarios/             report every mistake, write nothing
          tally solve loan --principal 350000 --rate 3.5 --years 25
        """,
        version: "0.1.0",
        subcommands: [Build.self, Check.self, Solve.self, New.self, Convert.self, BMI.self]
    )
}
