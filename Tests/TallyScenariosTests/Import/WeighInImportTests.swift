import Foundation
import Testing
import TallyEngines
@testable import TallyScenarios

/// Scale exports into a BMI log: the layouts recognised by their headers, several weigh-ins a
/// day kept, body fat kept, and a second import of the same export adding nothing.
@Suite struct WeighInImportTests {
    static let log = "kind: bmi\nname: Sam\nheight: 170cm\nentries:\n  - date: 2026-01-05\n    weight: 80kg\n"

    static func importing(_ export: String, name: String = "export.csv", rules: String? = nil, into log: ScratchScenario) throws -> WeighInImporter.Summary {
        let exportPath = log.folder.appendingPathComponent(name).path
        try Data(export.utf8).write(to: URL(fileURLWithPath: exportPath))
        var rulesPath: String?
        if let rules {
            rulesPath = log.folder.appendingPathComponent("scale.rules.yaml").path
            try Data(rules.utf8).write(to: URL(fileURLWithPath: rulesPath!))
        }
        return try WeighInImporter.importExport(exportPath, into: log.path, rules: rulesPath, dryRun: false, context: AddFixtures.context)
    }

    @Test func withingsWithSeveralWeighInsADayAndFatMass() throws {
        let log = try ScratchScenario(Self.log, name: "sam.yaml")
        let export = """
        Date,Weight (kg),Fat mass (kg),Bone mass (kg),Muscle mass (kg),Hydration (kg),Comments
        2026-03-02 07:10:00,72.4,16.29,,,,
        2026-03-02 07:11:00,72.4,16.29,,,,
        2026-03-02 21:40:00,73.1,,,,,
        2026-03-03 07:05:00,72.0,16.0,,,,

        """
        let summary = try Self.importing(export, into: log)
        #expect(summary.layout == "Withings")
        #expect((summary.added, summary.days, summary.duplicates) == (4, 2, 0))
        #expect(log.text == Self.log + """
          - date: 2026-03-02
            weight: 72.4kg
            fat: 22.5%
          - date: 2026-03-02
            weight: 72.4kg
            fat: 22.5%
          - date: 2026-03-02
            weight: 73.1kg
          - date: 2026-03-03
            weight: 72.0kg
            fat: 22.2%

        """)
        let first = log.bytes
        let again = try Self.importing(export, into: log)
        #expect((again.added, again.duplicates) == (0, 4))
        #expect(log.bytes == first, "the second import leaves the file byte for byte as it was")
    }

    @Test func openScaleAndFitbitLayouts() throws {
        let log = try ScratchScenario(Self.log, name: "sam.yaml")
        let openScale = "\"dateTime\",\"weight\",\"fat\",\"water\"\n\"2026-03-02 07:10\",\"72.4\",\"22.5\",\"55.0\"\n"
        #expect(try Self.importing(openScale, into: log).layout == "openScale")
        // Fitbit's export has a title line above its header, and weights in the account's unit.
        let fitbit = "Body\nDate,Weight,BMI,Fat\n\"04-03-2026\",\"72.1\",\"24.9\",\"0\"\n\"05-03-2026\",\"71.9\",\"24.9\",\"22.1\"\n"
        #expect(log.text.hasSuffix("  - date: 2026-03-02\n    weight: 72.4kg\n    fat: 22.5%\n"))
        let metric = try ScratchScenario(Self.log.replacingOccurrences(of: "name: Sam", with: "name: Sam\nunits: metric"), name: "sam.yaml")
        let summary = try Self.importing(fitbit, into: metric)
        #expect(summary.layout == "Fitbit")
        #expect(metric.text.hasSuffix("  - date: 2026-03-04\n    weight: 72.1kg\n  - date: 2026-03-05\n    weight: 71.9kg\n    fat: 22.1%\n"),
                "weights in the log's units; a fat reading of 0 is no reading")
    }

    @Test func anyCSVByTheRulesColumnsInStonesAndPounds() throws {
        let log = try ScratchScenario(Self.log, name: "sam.yaml")
        let export = "When;Reading\n02/03/2026;11st 6lb\n09/03/2026;11st 4lb\n"
        let rules = "csv:\n  date: When\n  weight: Reading\n  unit: st\n  date-format: \"%d/%m/%Y\"\n"
        let summary = try Self.importing(export, rules: rules, into: log)
        #expect((summary.layout, summary.added) == ("csv:", 2))
        #expect(log.text.hasSuffix("  - date: 2026-03-02\n    weight: 11st 6lb\n  - date: 2026-03-09\n    weight: 11st 4lb\n"))
    }

    @Test func anUnreadableWeightIsLocatedAndNothingIsWritten() throws {
        let log = try ScratchScenario(Self.log, name: "sam.yaml")
        let export = "Date,Weight (kg),Fat mass (kg)\n2026-03-02 07:10:00,72.4,\n2026-03-03 07:10:00,heavy,\n"
        do {
            _ = try Self.importing(export, into: log)
            Issue.record("imported")
        } catch let error as AddError {
            #expect(error.lines.first?.hasSuffix("export.csv:3:21: error: the weight \"heavy\" is not a number (of kg)") == true, "\(error.lines)")
        }
        #expect(log.text == Self.log)
    }
}
