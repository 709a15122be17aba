import Testing
@testable import TallyServe

@Suite struct ContentTypeTests {
    @Test func eachKindOfOutputFileGetsItsType() {
        #expect(ContentType.forFile(named: "index.html") == "text/html; charset=utf-8")
        #expect(ContentType.forFile(named: "style.css") == "text/css; charset=utf-8")
        #expect(ContentType.forFile(named: "chart.svg") == "image/svg+xml")
        #expect(ContentType.forFile(named: "loan.md") == "text/markdown; charset=utf-8")
        #expect(ContentType.forFile(named: "bills.ics") == "text/calendar; charset=utf-8")
        #expect(ContentType.forFile(named: "states.geojson") == "application/geo+json")
        #expect(ContentType.forFile(named: "loan.json") == "application/json")
        #expect(ContentType.forFile(named: "shot.PNG") == "image/png")
        #expect(ContentType.forFile(named: "README") == "application/octet-stream")
    }
}
