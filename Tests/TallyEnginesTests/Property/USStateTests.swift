import Testing
@testable import TallyEngines

@Suite struct USStateTests {
    @Test func fiftyStatesDCAndPuertoRico() {
        #expect(USState.all.count == 52)
        #expect(Set(USState.all.map(\.code)).count == 52)
        #expect(USState.all.allSatisfy { $0.code.count == 2 && $0.code == $0.code.uppercased() })
        #expect(USState.find("DC")?.name == "District of Columbia")
        #expect(USState.find("PR")?.name == "Puerto Rico")
        #expect(USState.find("GU") == nil, "territories other than Puerto Rico are not offered")
        #expect(USState.find("AE") == nil)
    }

    @Test func findsByCodeOrNameInAnyCaseAndSpacing() {
        #expect(USState.find("IL")?.name == "Illinois")
        #expect(USState.find("il")?.code == "IL")
        #expect(USState.find("  Ca ")?.code == "CA")
        #expect(USState.find("california")?.code == "CA")
        #expect(USState.find("NEW   york")?.code == "NY")
        #expect(USState.find("district of columbia")?.code == "DC")
        #expect(USState.find("Calfornia") == nil)
        #expect(USState.find("") == nil)
        #expect(USState.find("C") == nil)
    }
}
