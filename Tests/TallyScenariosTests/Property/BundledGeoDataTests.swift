import Foundation
import Testing
import TallyEngines
@testable import TallyScenarios

@Suite struct BundledGeoDataTests {
    struct MissingTable: Error {}

    /// Unwrapped by hand: `#require` would describe the 2 MB value it checks.
    func directory() throws -> ZipDirectory {
        guard let zips = BundledGeoData.zipDirectory else {
            Issue.record("the ZIP table is bundled as a resource")
            throw MissingTable()
        }
        return zips
    }

    @Test func knownZipsHaveTheirCityStateAndCentre() throws {
        let zips = try directory()
        #expect(zips.count > 40_000)
        let cases: [(String, String, String, Double, Double)] = [
            ("62701", "Springfield", "IL", 39.8, -89.65),
            ("02108", "Boston", "MA", 42.36, -71.07),
            ("10001", "New York", "NY", 40.75, -74.0),
            ("99501", "Anchorage", "AK", 61.22, -149.87),
            ("96813", "Honolulu", "HI", 21.32, -157.85),
            ("00901", "San Juan", "PR", 18.47, -66.10),
        ]
        for (zip, city, state, latitude, longitude) in cases {
            let record = try #require(zips.record(for: zip), "\(zip)")
            #expect(record.zip == zip)
            #expect(record.primaryCity == city)
            #expect(record.state == state)
            #expect(record.kind == .standard)
            #expect(record.active)
            #expect(abs(record.latitude - latitude) < 0.02)
            #expect(abs(record.longitude - longitude) < 0.02)
        }
        #expect(zips.record(for: "00901")?.acceptedCities.contains("Old San Juan") == true)
    }

    @Test func poBoxOnlyMilitaryAndRetiredZipsAreKnownForWhatTheyAre() throws {
        let zips = try directory()
        #expect(zips.record(for: "00604")?.kind == .poBox)      // Aguadilla PR
        #expect(zips.record(for: "89439")?.kind == .poBox)      // Verdi NV
        #expect(zips.record(for: "09000")?.kind == .military)   // APO AE
        #expect(zips.record(for: "96201")?.kind == .military)   // APO AP
        #expect(zips.record(for: "01195")?.active == false)     // a retired Springfield MA ZIP
        #expect(zips.record(for: "00000") == nil)
    }

    @Test func crossStateZipsExistInTheTableUnderOneOfTheirStates() throws {
        let zips = try directory()
        for (zip, states) in ZipDirectory.crossStateZips {
            let record = try #require(zips.record(for: zip), "\(zip)")
            #expect(states.contains(record.state), "\(zip) is \(record.state) in the table")
            #expect(record.acceptedStates == states)
        }
        #expect(zips.record(for: "97635")?.acceptedStates == ["OR", "CA"])
        #expect(zips.record(for: "10001")?.acceptedStates == ["NY"])
    }

    @Test func everyRecordDecodesAndEveryStateWithAPropertyIsKnown() throws {
        let zips = try directory()
        let records = zips.records
        #expect(records.count == zips.count, "every line of the table decodes")
        let states = Set(records.map(\.state))
        for state in USState.all { #expect(states.contains(state.code), "\(state.code) has ZIPs") }
        #expect(records.map(\.zip) == records.map(\.zip).sorted())
    }

    /// Not an asserted timing (the machine is shared); it prints what loading costs.
    @Test func loadingTheTableIsCheap() throws {
        let bytes = try #require(BundledGeoData.zipTable)
        let clock = ContinuousClock()
        var found = 0
        let elapsed = clock.measure {
            let zips = ZipDirectory(tsv: bytes)
            for zip in ["62701", "02108", "10001", "99501", "96813", "00901"] where zips.record(for: zip) != nil { found += 1 }
        }
        let read = clock.measure { _ = BundledGeoData.zipTable }
        print("ZIP table: copy out of the binary \(read), index and 6 lookups \(elapsed) for \(bytes.count) bytes")
        #expect(found == 6)
    }
}
