import Testing
@testable import TallyEngines

@Suite struct ZipDirectoryTests {
    static let sample = """
    00901\tSan Juan\tOld San Juan;Viejo San Juan\tPR\tSTANDARD\t1\t18.4654\t-66.1044
    02108\tBoston\t\tMA\tSTANDARD\t1\t42.3576\t-71.0684
    09000\tApo\t\tAE\tMILITARY\t1\t0\t0
    62701\tSpringfield\t\tIL\tSTANDARD\t1\t39.8\t-89.6495
    62705\tSpringfield\t\tIL\tPO BOX\t1\t39.8\t-89.6
    62799\tSpringfield\t\tIL\tUNIQUE\t0\t39.75\t-89.66
    99999\tbroken line

    """

    @Test func findsEachLineAndDecodesItsFields() throws {
        let directory = ZipDirectory(tsv: Array(Self.sample.utf8))
        #expect(directory.count == 7)
        let sanJuan = try #require(directory.record(for: "00901"))
        #expect(sanJuan.primaryCity == "San Juan")
        #expect(sanJuan.acceptedCities == ["Old San Juan", "Viejo San Juan"])
        #expect(sanJuan.state == "PR")
        #expect(sanJuan.kind == .standard)
        #expect(sanJuan.active)
        #expect(sanJuan.latitude == 18.4654)
        #expect(sanJuan.longitude == -66.1044)
        let boston = try #require(directory.record(for: "02108"))
        #expect(boston.zip == "02108")
        #expect(boston.acceptedCities.isEmpty)
        #expect(directory.record(for: "09000")?.kind == .military)
        #expect(directory.record(for: "62705")?.kind == .poBox)
        #expect(directory.record(for: "62799")?.kind == .unique)
        #expect(directory.record(for: "62799")?.active == false)
    }

    @Test func missingMalformedAndWrongLengthZipsAreAbsent() {
        let directory = ZipDirectory(tsv: Array(Self.sample.utf8))
        #expect(directory.record(for: "62702") == nil)
        #expect(directory.record(for: "00000") == nil)
        #expect(directory.record(for: "99999") == nil, "a line without its eight fields is absent, not a crash")
        #expect(directory.record(for: "2108") == nil)
        #expect(directory.record(for: "021080") == nil)
        #expect(directory.record(for: "") == nil)
        #expect(ZipDirectory(tsv: []).record(for: "02108") == nil)
        #expect(ZipDirectory(tsv: []).count == 0)
    }

    @Test func toleratesNoTrailingNewlineAndWindowsLineEnds() throws {
        let text = "02108\tBoston\t\tMA\tSTANDARD\t1\t42.3576\t-71.0684\r\n62701\tSpringfield\t\tIL\tSTANDARD\t1\t39.8\t-89.6495"
        let directory = ZipDirectory(tsv: Array(text.utf8))
        #expect(directory.count == 2)
        #expect(directory.record(for: "02108")?.longitude == -71.0684)
        #expect(directory.record(for: "62701")?.longitude == -89.6495)
    }

    @Test func everyZipOfASortedTableIsFoundByBinarySearch() {
        let zips = (0..<500).map { String(repeating: "0", count: 5 - String($0 * 197).count) + String($0 * 197) }
        let text = zips.map { "\($0)\tTown\t\tTX\tSTANDARD\t1\t30\t-97" }.joined(separator: "\n")
        let directory = ZipDirectory(tsv: Array(text.utf8))
        for zip in zips { #expect(directory.record(for: zip)?.zip == zip) }
        #expect(directory.record(for: "00001") == nil)
        #expect(directory.record(for: "99998") == nil)
    }

    @Test func crossStateZipsAcceptEitherState() {
        for (zip, states) in ZipDirectory.crossStateZips {
            #expect(zip.count == 5 && zip.allSatisfy(\.isNumber))
            #expect(states.count >= 2)
            #expect(states.allSatisfy { USState.find($0) != nil })
        }
        let texhoma = ZipRecord(zip: "73949", primaryCity: "Texhoma", acceptedCities: [], state: "OK", kind: .standard,
                                active: true, latitude: 36.5, longitude: -101.8)
        #expect(texhoma.acceptedStates == ["OK", "TX"])
        let boston = ZipRecord(zip: "02108", primaryCity: "Boston", acceptedCities: [], state: "MA", kind: .standard,
                               active: true, latitude: 42.3, longitude: -71.0)
        #expect(boston.acceptedStates == ["MA"])
    }
}
