import Testing
@testable import TallyEngines

@Suite struct CityNameTests {
    @Test func abbreviationsEqualTheWords() {
        #expect(CityName.normalized("st. louis") == CityName.normalized("Saint Louis"))
        #expect(CityName.normalized("Ft Worth") == CityName.normalized("Fort Worth"))
        #expect(CityName.normalized("Mt. Vernon") == CityName.normalized("Mount Vernon"))
        #expect(CityName.normalized("Ste. Genevieve") == CityName.normalized("Sainte Genevieve"))
    }

    @Test func caseSpacingAndPunctuationAreIgnored() {
        #expect(CityName.normalized("New York") == "newyork")
        #expect(CityName.normalized("  NEW-YORK ") == "newyork")
        #expect(CityName.normalized("Newyork") == "newyork")
        #expect(CityName.normalized("O'Fallon") == CityName.normalized("OFallon"))
        #expect(CityName.normalized("Winston-Salem") == CityName.normalized("winston salem"))
        #expect(CityName.normalized("Mayagüez") == CityName.normalized("Mayaguez"))
    }

    @Test func differentCitiesStayDifferent() {
        #expect(CityName.normalized("Springfield") != CityName.normalized("Sprngfield"))
        #expect(CityName.normalized("Stanton") == "stanton", "st is only an abbreviation as a whole word")
        #expect(CityName.normalized("Fortuna") == "fortuna")
        #expect(CityName.normalized("") == "")
    }
}
