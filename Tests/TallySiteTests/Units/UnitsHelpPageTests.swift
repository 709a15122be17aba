import Foundation
import TallyEngines
import Testing

/// The help pages promise every unit and spelling, and the BMI band table, so check they do.
@Suite struct UnitsHelpPageTests {
    static let helpFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TallySite/Site/help")

    static func page(_ name: String) throws -> String {
        try String(contentsOf: helpFolder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func everyUnitAndEverySpellingIsListed() throws {
        let text = try Self.page("units.md")
        for unit in MeasurementUnit.allCases {
            let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| \(unit.name) | `\(unit.code)` |") },
                                   "no table row for \(unit.code)")
            for spelling in unit.acceptedSpellings {
                #expect(row.contains("`\(spelling.replacingOccurrences(of: "|", with: "\\|"))`"), "\(unit.code): \(spelling) missing")
            }
        }
    }

    @Test func theBMIPageListsEveryBandAndBoundary() throws {
        let text = try Self.page("bmi.md")
        for band in BMIBand.all {
            #expect(text.contains("| \(band.name) |"))
        }
        for boundary in ["16.0", "17.0", "18.5", "25.0", "30.0", "35.0", "40.0"] {
            #expect(text.contains(boundary))
        }
    }
}
