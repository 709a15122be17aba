import Foundation
import TallyTestSupport
import TallyEngines
import TallyScenarios
import Testing

/// The history file on disk: round trip, five per category through the file, atomic replace,
/// and damaged files reported and left alone.
@Suite struct ConversionHistoryFileTests {
    /// A fresh folder per test, removed afterwards.
    final class Folder {
        let path: String
        init() throws {
            path = NSTemporaryDirectory() + "tally-history-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String) -> String { path + "/" + name }
        /// The folder's files: saves lock the folder itself, so no lock file is among them.
        var contents: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        }
    }

    static let context = UnitsScenarioSupport.context
    static let day = CalendarDate(year: 2026, month: 3, day: 2)

    static func conversion(_ text: String, to target: MeasurementUnit, precision: ConversionPrecision = .two) throws -> SavedConversion {
        let source = try QuantityParser.parse(text).quantity
        return SavedConversion(source: source, target: target, precision: precision, saved: day)
    }

    @Test func savingToAMissingFileCreatesAHistoryThatReadsBack() throws {
        let folder = try Folder()
        let path = folder.file("conversions.yaml")
        try ConversionHistoryFile.save(try Self.conversion("11st 8.25lb", to: .kilogram), path: path, context: Self.context)
        try ConversionHistoryFile.save(try Self.conversion("-40.5 f", to: .celsius, precision: .four), path: path, context: Self.context)
        try ConversionHistoryFile.save(try Self.conversion("0.1 mi", to: .metre, precision: .three), path: path, context: Self.context)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("    value: 11st 8.25lb\n    unit: st-lb\n"))
        #expect(text.contains("    value: -40.5\n    unit: f\n    to: c\n    precision: 4\n    saved: 2026-03-02\n"))
        let history = try ConversionHistoryFile.load(path: path, context: Self.context)
        #expect(history.header.title == ConversionHistoryFile.defaultTitle)
        #expect(history.conversions == [
            try Self.conversion("11st 8.25lb", to: .kilogram),
            try Self.conversion("-40.5 f", to: .celsius, precision: .four),
            try Self.conversion("0.1 mi", to: .metre, precision: .three),
        ])
        // Writing what was read gives the same bytes.
        #expect(ConversionHistoryWriter.yaml(for: history) == text)
        #expect(folder.contents == ["conversions.yaml"])
    }

    @Test func titleNotesAndPrecisionSurviveASave() throws {
        let folder = try Folder()
        let path = folder.file("mine.yaml")
        try "kind: conversions\ntitle: Kitchen\nprecision: 3\nnotes: Baking \"units\"\nconversions: []\n".write(toFile: path, atomically: true, encoding: .utf8)
        try ConversionHistoryFile.save(try Self.conversion("2 pt", to: .millilitre), path: path, context: Self.context)
        let history = try ConversionHistoryFile.load(path: path, context: Self.context)
        #expect(history.header.title == "Kitchen")
        #expect(history.header.notes == "Baking \"units\"")
        #expect(history.precisionSetting == .three)
        #expect(history.conversions.count == 1)
    }

    /// `tally convert --save` loads first (so a damaged file stops it before any output), then
    /// saves into what it loaded; the result is the same as a one-step save, and comments in
    /// the file are not kept because the file is rewritten from the history.
    @Test func loadingThenSavingMatchesAOneStepSaveAndDropsComments() throws {
        let folder = try Folder()
        let path = folder.file("conversions.yaml")
        let original = "# my own comment\nkind: conversions\ntitle: Kitchen\nconversions: []\n"
        try original.write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = try ConversionHistoryFile.load(path: path, context: Self.context)
        let saved = try ConversionHistoryFile.save(try Self.conversion("2 pt", to: .millilitre), to: loaded, path: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("my own comment"))
        #expect(saved.conversions == [try Self.conversion("2 pt", to: .millilitre)])

        let other = folder.file("other.yaml")
        try original.write(toFile: other, atomically: true, encoding: .utf8)
        try ConversionHistoryFile.save(try Self.conversion("2 pt", to: .millilitre), path: other, context: Self.context)
        let expected = try String(contentsOfFile: other, encoding: .utf8)
        #expect(text.replacingOccurrences(of: "conversions.yaml", with: "other.yaml") == expected)
    }

    @Test func theSixthConversionOfACategoryDropsItsOldestThroughTheFile() throws {
        let folder = try Folder()
        let path = folder.file("conversions.yaml")
        try ConversionHistoryFile.save(try Self.conversion("37 c", to: .fahrenheit), path: path, context: Self.context)
        for kilograms in 1...6 {
            try ConversionHistoryFile.save(try Self.conversion("\(kilograms) kg", to: .pound), path: path, context: Self.context)
        }
        let history = try ConversionHistoryFile.load(path: path, context: Self.context)
        let weights = history.conversions.filter { $0.category == .weight }.map { $0.source.amount }
        #expect(weights == (2...6).map { ExactFraction(Int64($0)) })
        #expect(history.conversions.filter { $0.category == .temperature }.count == 1)
        let newest = history.recentByCategory.first { $0.category == .weight }?.conversions.map { $0.source.amount }
        #expect(newest == (2...6).reversed().map { ExactFraction(Int64($0)) })
    }

    @Test func aFailureBeforeTheRenameLeavesTheOldFileAndNoTemporaryFile() throws {
        struct Interrupted: Error {}
        let folder = try Folder()
        let path = folder.file("conversions.yaml")
        try ConversionHistoryFile.save(try Self.conversion("1 kg", to: .pound), path: path, context: Self.context)
        let before = try String(contentsOfFile: path, encoding: .utf8)
        var temporary: String?
        #expect(throws: HistoryFileError.self) {
            try ConversionHistoryFile.save(try Self.conversion("2 kg", to: .pound), path: path, context: Self.context) { written in
                temporary = written
                throw Interrupted()
            }
        }
        #expect(temporary?.hasPrefix(folder.path + "/.conversions.yaml.") == true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
        #expect(folder.contents == ["conversions.yaml"])
    }

    /// Issue 23: a linked `conversions.yaml` stays a link and its target gets the conversion.
    @Test func aSaveThroughALinkReachesTheLinkedHistory() throws {
        let folder = try Folder()
        try ConversionHistoryFile.save(try Self.conversion("2 kg", to: .pound), path: folder.file("real.yaml"), context: Self.context)
        try FileManager.default.createSymbolicLink(atPath: folder.file("conversions.yaml"), withDestinationPath: "real.yaml")
        try ConversionHistoryFile.save(try Self.conversion("1 mi", to: .metre), path: folder.file("conversions.yaml"), context: Self.context)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("conversions.yaml")) == "real.yaml")
        let text = try String(contentsOfFile: folder.file("real.yaml"), encoding: .utf8)
        #expect(text.contains("value: 2\n    unit: kg\n") && text.contains("value: 1\n    unit: mi\n"))
        #expect(folder.contents == ["conversions.yaml", "real.yaml"])
    }

    @Test func aFolderInTheWayOfTheTargetIsAnErrorNotACrash() throws {
        let folder = try Folder()
        let path = folder.file("taken")
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        #expect(throws: FileWriteError.self) {
            try AtomicFileWriter.write("x", toPath: path)
        }
        #expect(folder.contents == ["taken"])
    }

    @Test(arguments: [
        ("kind: conversions\nconversions:\n  - value: [1\n", "3:12"),
        ("kind: loan\nprincipal: 1000\nrate: 5\nyears: 2\npayment: ?\n", "1:7"),
        ("kind: conversions\nconversions:\n  - value: 5\n    unit: parsecs\n    to: m\n", "4:11"),
        ("- just\n- a list\n", "1:1"),
        ("kind: loan\n", "1:7"),
    ])
    func aDamagedFileIsReportedWithItsLocationAndNeverOverwritten(text: String, location: String) throws {
        let folder = try Folder()
        let path = folder.file("conversions.yaml")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        do {
            try ConversionHistoryFile.save(try Self.conversion("1 kg", to: .pound), path: path, context: Self.context)
            Issue.record("a damaged file was accepted")
        } catch let error as HistoryFileError {
            let first = try #require(error.diagnostics.first)
            #expect("\(first.location.line):\(first.location.column)" == location)
            #expect(first.location.path == path)
            #expect(error.message?.contains("left as it is") == true)
        } catch {
            Issue.record("unexpected error \(error)")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        #expect(folder.contents == ["conversions.yaml"])
    }

    @Test func aBlankFileIsANewHistory() throws {
        let folder = try Folder()
        let path = folder.file("conversions.yaml")
        try "\n  \n".write(toFile: path, atomically: true, encoding: .utf8)
        let history = try ConversionHistoryFile.save(try Self.conversion("1 kg", to: .pound), path: path, context: Self.context)
        #expect(history.conversions.count == 1)
    }

    @Test func theDefaultPathFollowsTheScenariosFolder() {
        #expect(ConversionHistoryFile.defaultPath(hasScenariosFolder: true) == "scenarios/conversions.yaml")
        #expect(ConversionHistoryFile.defaultPath(hasScenariosFolder: false) == "conversions.yaml")
    }

    /// Property: any sequence of saves keeps, per category, exactly the newest five in order.
    @Test func fifoHoldsForManyGeneratedSequences() throws {
        var random = SeededRandom(seed: 0x5EED_0001)
        let units: [MeasurementUnit] = [.kilogram, .celsius, .metre, .knot, .litre]
        for _ in 0..<40 {
            var scenario = ConversionHistoryFile.empty(path: "x.yaml", context: Self.context)
            var expected: [UnitCategory: [SavedConversion]] = [:]
            for step in 0..<Int(random.next() % 30) {
                let unit = units[Int(random.next() % UInt64(units.count))]
                let source = try Quantity(ExactFraction(Int64(step)), unit)
                let target = unit.category.units.first { $0 != unit } ?? unit
                let conversion = SavedConversion(source: source, target: target, precision: .two, saved: nil)
                scenario = scenario.appending(conversion)
                expected[unit.category, default: []].append(conversion)
            }
            for category in UnitCategory.allCases {
                let kept = scenario.conversions.filter { $0.category == category }
                #expect(kept == Array((expected[category] ?? []).suffix(5)))
            }
            let reread = try ConversionHistoryFile.parse(text: ConversionHistoryWriter.yaml(for: scenario), path: "x.yaml", context: Self.context)
            #expect(reread.conversions == scenario.conversions)
        }
    }
}


