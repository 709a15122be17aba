import Testing
@testable import TallyEngines

@Suite struct UnitsHistoryTests {
    static func record(_ category: UnitCategory, _ sequence: Int) throws -> ConversionRecord {
        let unit = category.units[0]
        let source = try Quantity(ExactFraction(Int64(sequence)), unit)
        return ConversionRecord(source: source, result: try source.converted(to: category.units[1]),
                                precision: .two, sequence: sequence)
    }

    @Test func keepsTheLastFivePerCategoryDroppingTheOldest() throws {
        var history = ConversionHistory()
        for sequence in 1...5 { history.append(try Self.record(.weight, sequence)) }
        history.append(try Self.record(.length, 6))
        #expect(history.newestFirst(in: .weight).map(\.sequence) == [5, 4, 3, 2, 1])
        history.append(try Self.record(.weight, 7))
        #expect(history.newestFirst(in: .weight).map(\.sequence) == [7, 5, 4, 3, 2])
        #expect(history.newestFirst(in: .length).map(\.sequence) == [6])
        for sequence in 8...20 { history.append(try Self.record(.weight, sequence)) }
        #expect(history.newestFirst(in: .weight).map(\.sequence) == [20, 19, 18, 17, 16])
        #expect(history.newestFirst(in: .length).map(\.sequence) == [6])
        #expect(history.newestFirst(in: .volume).isEmpty)
        #expect(history.records.count == 6)
        #expect(history.nextSequence == 21)
        #expect(history.byCategory.map(\.category) == [.weight, .length])
    }

    @Test func rebuildingFromStoredRecordsKeepsTheNewest() throws {
        let stored = try (1...8).map { try Self.record(.speed, $0) }
        let history = ConversionHistory(records: stored)
        #expect(history.newestFirst(in: .speed).map(\.sequence) == [8, 7, 6, 5, 4])
        #expect(ConversionHistory().nextSequence == 1)
    }

    @Test func recordsWhatWasShown() throws {
        let source = try QuantityParser.parse("162 lb").quantity
        let record = ConversionRecord(source: source, result: try source.converted(to: .stonesAndPounds),
                                      precision: .two, sequence: 1)
        #expect(record.resultText == "11 st 8 lb")
        #expect(record.category == .weight)
        #expect(record.fromValue == 162 && record.fromUnit == .pound && record.toUnit == .stonesAndPounds)
        #expect(record.result == 162)
    }
}
