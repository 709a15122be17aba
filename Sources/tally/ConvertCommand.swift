import ArgumentParser
import Foundation
import TallyEngines
import TallyReports
import TallyScenarios
import TallySite

struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a weight, temperature, length, speed or volume between units.",
        discussion: """
        Without --to, the value is converted to every other unit of its category. The value and \
        its unit may be one argument or several: 72.4kg, "11st 8lb", 5ft 7in, -40 f. Results are \
        rounded half away from zero to --precision places (default 2, or `precision:` in \
        tally.yaml), but stones and pounds to a tenth of a pound, as people say them (13 st \
        10.6 lb, 13.3 lb). Notes about ambiguous units (gal is read as UK gallons) go to stderr.

        --save adds the conversion to the history file (scenarios/conversions.yaml when a \
        scenarios/ folder exists, else ./conversions.yaml; or --history FILE), which keeps the \
        last five conversions of each category and is built into a page by `tally build`. \
        Saving rewrites the file, so comments in it are not kept; --history needs --save.

        Examples:
          tally convert 72.4kg
          tally convert "11st 8lb" --to kg
          tally convert -40 f --to c
          tally convert 100 km/h --to mph --precision 3 --json
          tally convert 2 gal --to l --save
          tally convert --to f -- -10 c     (options first, then --, then the value)
        """
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The value and its unit, e.g. 72.4kg, \"11st 8lb\" or -40 f.", valueName: "value-and-unit"))
    var quantity: [String] = []

    @Option(help: "The unit to convert to (default: every other unit of the category).")
    var to: String?

    @Option(help: "Decimal places: 2, 3 or 4.")
    var precision: String?

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @Flag(help: "Record the conversion in the history file.")
    var save = false

    @Option(help: ArgumentHelp("The history file for --save.", valueName: "file"))
    var history: String?

    func validate() throws {
        if history != nil && !save { throw ValidationError("--history needs --save") }
    }

    func run() throws {
        let arguments = quantity.first == "--" ? Array(quantity.dropFirst()) : quantity
        if quantity.first != "--", let stray = quantity.first(where: { $0.hasPrefix("--") }) {
            throw ValidationError("unknown option '\(stray)'")
        }
        let settings = try ProjectSettings.load()
        let request: ConvertRequest
        switch ConvertRequest.parse(arguments: arguments, to: to, precision: precision, defaultPrecision: settings.precision) {
        case .success(let value): request = value
        case .failure(let error):
            Terminal.error("error: \(error.message)")
            throw ExitCode(1)
        }
        guard save else {
            for note in request.notes { Terminal.error("note: \(note)") }
            Terminal.output(json ? ConvertOutput.json(request) : ConvertOutput.text(request, locale: settings.locale ?? .enGB), terminator: "")
            return
        }
        let today = BuildInstant.current().today
        var isDirectory: ObjCBool = false
        let hasScenarios = FileManager.default.fileExists(atPath: "scenarios", isDirectory: &isDirectory) && isDirectory.boolValue
        let path = history ?? ConversionHistoryFile.defaultPath(hasScenariosFolder: hasScenarios)
        // Refused before the lock is taken, so a mistaken --history leaves no lock file behind.
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            Terminal.error("error: \(path) is a folder; --history needs a file such as conversions.yaml")
            throw ExitCode(1)
        }
        // The read-modify-write of the history runs under its lock: four runs at once each
        // wait their turn, so every save lands.
        do {
            try FileLock.withFolderLock(for: path) { () throws(ExitCode) in
                // A damaged history file is reported before anything is printed, so a failed
                // --save never looks like a successful conversion.
                let loaded: ConversionsScenario
                do {
                    loaded = try ConversionHistoryFile.load(path: path, context: ParseContext(settings: settings, today: today))
                } catch {
                    Terminal.error("\(error)")
                    throw ExitCode(1)
                }
                for note in request.notes { Terminal.error("note: \(note)") }
                Terminal.output(json ? ConvertOutput.json(request) : ConvertOutput.text(request, locale: settings.locale ?? .enGB), terminator: "")
                do {
                    try ConversionHistoryFile.save(request.savedConversion(on: today), to: loaded, path: path)
                } catch {
                    Terminal.error("\(error)")
                    throw ExitCode(1)
                }
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            Terminal.error("error: \(error)")
            throw ExitCode(1)
        }
        if !json { Terminal.error("Saved to \(path)") }
    }
}

/// `tally.yaml` in the current folder (the project root, as for `tally build`), for the
/// commands that honour its defaults.
enum ProjectSettings {
    static func load() throws -> SiteSettings {
        do {
            return try SiteSettings.load(projectRoot: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        } catch {
            Terminal.error(error.description)
            throw ExitCode(1)
        }
    }
}
