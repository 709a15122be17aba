import ArgumentParser

@main
struct Tally: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tally",
        abstract: "Turns plain-text money scenarios into printable reports."
    )
}
