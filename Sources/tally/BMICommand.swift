import ArgumentParser
import TallyReports
import TallyScenarios

struct BMI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bmi",
        abstract: "Work out one body mass index from a weight and a height.",
        discussion: """
        BMI is weight in kilograms divided by the square of height in metres, shown to one \
        decimal place (rounded half up); the adult category comes from the value shown. Write \
        each value with its unit. Under 20 the adult categories do not apply. To track BMI over \
        time, keep a `kind: bmi` log and run `tally build` (see help/bmi.html).

        Examples:
          tally bmi --weight 72.4kg --height 170cm
          tally bmi --weight "11st 6lb" --height "5ft 7in"
          tally bmi --weight 160lb --height 67in --age 34 --json
        """
    )

    @Option(help: "Weight with its unit: 72.4kg, 160lb, \"11st 6lb\".")
    var weight: String

    @Option(help: "Height with its unit: 170cm, 1.70m, \"5ft 7in\", 67in.")
    var height: String

    @Option(help: "Age in years (under 20, adult categories do not apply).")
    var age: String?

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func run() throws {
        let request: BMIRequest
        switch BMIRequest.parse(weight: weight, height: height, age: age) {
        case .success(let value): request = value
        case .failure(let error):
            Terminal.error("error: \(error.message)")
            throw ExitCode(1)
        }
        let output = BMIOutput.render(request, json: json)
        for line in output.standardErrorLines { Terminal.error(line) }
        Terminal.output(output.standardOutput, terminator: "")
    }
}
