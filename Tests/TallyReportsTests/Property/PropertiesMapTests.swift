import Foundation
import Testing
import TallyEngines
import TallyTestSupport
@testable import TallyReports

@Suite struct PropertiesMapTests {
    func render(_ properties: [MappedProperty] = PropertyFixtures.four, unplaced: [UnplacedProperty] = [],
                edit: String? = nil, delete: String? = nil) throws -> [OutputFile] {
        PropertiesMap.render(properties, unplaced: unplaced, editURL: edit, deleteURL: delete, templates: try ReportFixtures.templates(),
                             page: ReportFixtures.page)
    }

    @Test func noPropertiesWriteNoMap() throws {
        #expect(try render([]).isEmpty)
    }

    @Test func writesThePageAndTheGeoJSON() throws {
        let files = try render()
        #expect(files.map(\.path) == ["properties.html", "properties.geojson"])
        let html = files[0].contents
        #expect(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"us-map\""))
        #expect(html.contains("data-state=\"IL\""))
        #expect(html.contains("GeoNames"))
        #expect(html.contains("Census"))
        #expect(!html.contains("tally-splice"), "every large piece was spliced in")
        #expect(!html.contains("src=\"http"), "the page loads nothing from outside")
        #expect(!html.contains("<link rel=\"stylesheet\" href=\"http"))
        // Sorted by title: Beacon Hill, Kaimuki cottage, 12 Elm Street? No: "12 Elm Street" sorts first.
        let rows = ["12 Elm Street", "Beacon Hill", "Kaimuki cottage", "Lincoln Park flat"].compactMap { html.range(of: ">\($0)</span>")?.lowerBound }
        #expect(rows.count == 4 && rows == rows.sorted())
        for index in 1...4 { #expect(html.contains("<tr id=\"property-\(index)\"")) }
    }

    @Test func pinsThatWouldOverlapAreOneGroupWithACount() throws {
        let html = try render()[0].contents
        // The two Springfield properties are 0.5 km apart: one group of 2 linking to the first row.
        #expect(html.contains("class=\"pin pin-group\" href=\"#property-1\" data-members=\"0 3\""))
        #expect(html.contains(">2</text>"))
        #expect(html.contains("class=\"pin\" href=\"#property-2\" data-members=\"1\""))
        #expect(html.contains("class=\"pin\" href=\"#property-3\" data-members=\"2\""))
    }

    /// Seven offers on two houses are two properties: one pin, one GeoJSON feature and one
    /// address cell per house, each listing its offers.
    @Test func scenariosAtOneAddressShareAPin() throws {
        let elm = PropertyFixtures.four[0]
        // The same house written another way: case, spacing and ZIP+4 do not make it another.
        let offer = PropertyFixtures.property("Elm, second offer", street: ["12 elm  street", "UNIT 4"], city: "Springfield", state: "IL",
                                              zip: "62701-0001", latitude: elm.latitude, longitude: elm.longitude, loan: 38_000_000,
                                              rate: "6%", payment: 227_830, total: 290_000, slug: "elm-second-offer")
        let files = try render(PropertyFixtures.four + [offer])
        let html = files[0].contents
        #expect(html.contains("4 properties in 5 scenarios"))
        #expect(html.contains("<title id=\"us-map-title\">Map of 4 properties</title>"))
        #expect(html.components(separatedBy: "<a class=\"pin").count - 1 == 3, "Elm and Lincoln Park group; Boston; Honolulu")
        #expect(html.contains("<td class=\"property-address\" rowspan=\"2\">"))
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"map-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        let items = try #require(data["properties"] as? [[String: Any]])
        #expect(items.count == 4)
        let titles = (items[0]["scenarios"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
        #expect(titles == ["12 Elm Street", "Elm, second offer"])
        let geo = try #require(try JSONSerialization.jsonObject(with: Data(files[1].contents.utf8)) as? [String: Any])
        let features = try #require(geo["features"] as? [[String: Any]])
        #expect(features.count == 4)
        let first = try #require(features[0]["properties"] as? [String: Any])
        #expect((first["scenario_count"] as? NSNumber)?.intValue == 2)
        #expect((first["scenarios"] as? [[String: Any]])?.count == 2)
        #expect(PropertyPlace.count(PropertyFixtures.four + [offer]) == 4)
    }

    /// Costs without an address are listed under the map, with why they are not on it.
    @Test func loansWithCostsButNoAddressAreListedAsLeftOff() throws {
        let unplaced = [UnplacedProperty(title: "Offer Z <B>", reportHref: "loan/offer-b.html", sourcePath: "examples/offer-b.yaml"),
                        UnplacedProperty(title: "Offer A", reportHref: "loan/offer-a.html", sourcePath: "examples/offer-a.yaml")]
        let html = try render(unplaced: unplaced)[0].contents
        #expect(html.contains("2 scenarios with housing costs but no address are not on the map:"))
        let a = try #require(html.range(of: "<a href=\"loan/offer-a.html\">Offer A</a>"))
        let b = try #require(html.range(of: "<a href=\"loan/offer-b.html\">Offer Z &lt;B&gt;</a>"))
        #expect(a.lowerBound < b.lowerBound, "in title order")
        #expect(!(try render()[0].contents.contains("not on the map")))
    }

    @Test func clusteringGroupsOnlyNearbyPins() {
        let same = PinClusters.group([(x: 100, y: 100), (x: 100, y: 100)])
        #expect(same.count == 1)
        #expect(same[0].members == [0, 1])
        let apart = PinClusters.group([(x: 100, y: 100), (x: 100 + PinClusters.distance, y: 100)])
        #expect(apart.count == 2)
        let chain = PinClusters.group([(x: 0, y: 0), (x: 10, y: 0), (x: 40, y: 0), (x: 44, y: 3)])
        #expect(chain.map(\.members) == [[0, 1], [2, 3]])
        #expect(chain[0].x == 5 && chain[0].y == 0)
        // Zoomed in four times, the script's distance is a quarter: the pair comes apart.
        #expect(PinClusters.group([(x: 0, y: 0), (x: 10, y: 0)], distance: PinClusters.distance / 4).count == 2)
    }

    /// Every pin lands in exactly one group, each group sits at its members' mean, and the same
    /// pins always group the same way (the page is reproducible).
    @Test func everyPinIsInExactlyOneGroup() {
        var random = SeededRandom(seed: 0x9E0_0001)
        for _ in 0..<200 {
            let count = random.int(in: 0...30)
            let points = (0..<count).map { _ in (x: random.unit() * 200, y: random.unit() * 120) }
            let groups = PinClusters.group(points)
            #expect(groups.flatMap(\.members).sorted() == Array(0..<count))
            for group in groups {
                #expect(group.members == group.members.sorted())
                let meanX = group.members.map { points[$0].x }.reduce(0, +) / Double(group.members.count)
                let meanY = group.members.map { points[$0].y }.reduce(0, +) / Double(group.members.count)
                #expect(abs(group.x - meanX) < 1e-9 && abs(group.y - meanY) < 1e-9)
            }
            #expect(PinClusters.group(points) == groups, "the same pins always group the same way")
        }
    }

    @Test func geoJSONIsAFeatureCollectionOfPointsLongitudeFirst() throws {
        let text = try render()[1].contents
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["type"] as? String == "FeatureCollection")
        let features = try #require(json["features"] as? [[String: Any]])
        #expect(features.count == 4)
        let first = features[0]
        #expect(first["type"] as? String == "Feature")
        let geometry = try #require(first["geometry"] as? [String: Any])
        #expect(geometry["type"] as? String == "Point")
        let coordinates = try #require(geometry["coordinates"] as? [Double])
        #expect(coordinates == [-89.6495, 39.8])
        let properties = try #require(first["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["title", "type", "street", "city", "state", "zip", "approximate", "scenario_count", "scenarios"])
        #expect(properties["title"] as? String == "12 Elm Street")
        #expect(properties["street"] as? String == "12 Elm Street, Unit 4")
        #expect(properties["zip"] as? String == "62701")
        #expect(properties["approximate"] as? Bool == true)
        #expect((properties["scenario_count"] as? NSNumber)?.intValue == 1)
        let scenario = try #require((properties["scenarios"] as? [[String: Any]])?.first)
        #expect(Set(scenario.keys) == ["title", "loan_amount", "rate", "monthly_payment", "monthly_total", "report"])
        #expect(scenario["title"] as? String == "12 Elm Street")
        #expect((scenario["loan_amount"] as? NSNumber)?.doubleValue == 405_000)
        #expect((scenario["monthly_payment"] as? NSNumber)?.doubleValue == 2493.65)
        #expect((scenario["monthly_total"] as? NSNumber)?.doubleValue == 3194.65)
        #expect(scenario["rate"] as? String == "6.25%")
        #expect(scenario["report"] as? String == "loan/12-elm-street.html")
        let flat = try #require(features[3]["properties"] as? [String: Any])
        #expect(flat["approximate"] as? Bool == false)
        #expect(flat["zip"] as? String == "62702-1234")
        #expect(text.contains("\"zip\":\"02108\""), "the leading zero survives")
    }

    @Test func aHostileTitleIsEscapedEverywhere() throws {
        let hostile = "</script><script>alert(\"x\")</script> & <b onmouseover='y'>"
        let property = PropertyFixtures.property(hostile, type: "House<i>", street: ["1 <Main> St & \"Co\""], city: "Spring<field>",
                                                 state: "IL", zip: "62701", latitude: 39.8, longitude: -89.65, loan: 1, rate: "6%<",
                                                 payment: 1, total: 1, slug: "x\"y")
        let files = try render([property], edit: "https://example.com/edit/{path}", delete: nil)
        let html = files[0].contents
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<b onmouseover"))
        #expect(!html.contains("<Main>"))
        #expect(!html.contains("<field>"))
        #expect(!html.contains("House<i>"))
        #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)"))
        // Inside the JSON data block nothing can close the element.
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"map-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let block = String(html[start.upperBound..<end.lowerBound])
        #expect(!block.contains("<") && !block.contains(">") && !block.contains("&"))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
        let items = try #require(data["properties"] as? [[String: Any]])
        #expect(items[0]["title"] as? String == hostile, "the escapes decode back to the title")
        let scenario = try #require((items[0]["scenarios"] as? [[String: Any]])?.first)
        #expect(scenario["title"] as? String == hostile)
        #expect(scenario["edit"] as? String == "https://example.com/edit/examples/x%22y.yaml")
        #expect(scenario["delete"] is NSNull)
        // The GeoJSON is JSON-escaped and still parses to the same text.
        let geo = try #require(try JSONSerialization.jsonObject(with: Data(files[1].contents.utf8)) as? [String: Any])
        let feature = try #require((geo["features"] as? [[String: Any]])?.first?["properties"] as? [String: Any])
        #expect(feature["title"] as? String == hostile)
    }

    @Test func editAndDeleteLinksComeFromThePatterns() throws {
        let html = try render(edit: "https://github.com/o/r/edit/main/{path}", delete: "https://github.com/o/r/delete/main/{path}")[0].contents
        #expect(html.contains("<a href=\"https://github.com/o/r/edit/main/examples/12-elm-street.yaml\">Edit</a>"))
        #expect(html.contains("<a href=\"https://github.com/o/r/delete/main/examples/12-elm-street.yaml\">Delete</a>"))
        #expect(!html.contains("edit or delete <code>"))
        let plain = try render()[0].contents
        #expect(!plain.contains(">Edit</a>"))
        #expect(plain.contains("To change or remove it, edit or delete <code>examples/12-elm-street.yaml</code>"))
        #expect(plain.contains("https://www.google.com/maps/@?api=1&amp;map_action=pano&amp;viewpoint=39.8,-89.6495"))
    }

    @Test func pathsArePercentEncodedASegmentAtATime() {
        #expect(ScenarioFileLinks.percentEncodedPath("examples/elm.yaml") == "examples/elm.yaml")
        #expect(ScenarioFileLinks.percentEncodedPath("my homes/Élm #2?.yaml") == "my%20homes/%C3%89lm%20%232%3F.yaml")
        #expect(ScenarioFileLinks.percentEncodedPath("a&b=c%d.yaml") == "a%26b%3Dc%25d.yaml")
        #expect(ScenarioFileLinks.url(pattern: "https://h/edit/{path}?x={path}", path: "a b") == "https://h/edit/a%20b?x=a%20b")
    }

    @Test func streetViewLinkPointsAtThePin() {
        let property = PropertyFixtures.four[2]
        #expect(property.streetViewURL == "https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=42.3576,-71.0684")
    }

    @Test func locatorMapShowsTheStateAndADot() {
        let svg = LocatorMap.svg(latitude: 39.8, longitude: -89.65, stateCode: "IL", label: "12 Elm <Street>")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("<title id=\"locator-map-title\">Where 12 Elm &lt;Street&gt; is: Illinois</title>"))
        #expect(svg.contains("class=\"locator-state\""))
        #expect(svg.contains("class=\"locator-dot\""))
        #expect(!svg.contains("<Street>"))
        let hawaii = LocatorMap.svg(latitude: 21.3, longitude: -157.85, stateCode: "hi", label: "Kaimuki")
        #expect(hawaii.contains("is: Hawaii"))
        #expect(hawaii.contains("class=\"locator-state\""))
    }

    @Test func stateOutlinesAreBundledForEveryState() throws {
        let shapes = try #require(USMapShapes.bundled)
        #expect(shapes.states.count == 52)
        for state in USState.all {
            let shape = try #require(shapes.state(state.code), "\(state.code)")
            #expect(shape.pathData.hasPrefix("M"))
            #expect(shape.minX >= 0 && shape.maxX <= USMapLayout.width && shape.minY >= 0 && shape.maxY <= USMapLayout.height,
                    "\(state.code) is on the canvas")
        }
        let pathBytes = shapes.states.reduce(0) { $0 + $1.pathData.utf8.count }
        #expect(pathBytes < 25_000, "about 15 KB of path data: \(pathBytes)")
    }

    @Test func goldenPage() throws {
        let files = try render(edit: "https://github.com/example/homes/edit/main/{path}", delete: nil)
        try GoldenFile.check(files[0].contents, named: "properties.html")
        try GoldenFile.check(files[1].contents, named: "properties.geojson")
        // For looking at: headless Chromium screenshots read this file.
        if let folder = ProcessInfo.processInfo.environment["TALLY_MAP_PREVIEW"] {
            let url = URL(fileURLWithPath: folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for file in files { try Data(file.bytes).write(to: url.appendingPathComponent(file.path)) }
            let locators = [(21.2883, -157.8003, "HI"), (39.8, -89.6495, "IL"), (42.3576, -71.0684, "MA"), (61.2225, -149.8677, "AK"),
                            (18.4654, -66.1044, "PR"), (38.9, -77.03, "DC")]
            for (latitude, longitude, state) in locators {
                let locator = LocatorMap.svg(latitude: latitude, longitude: longitude, stateCode: state, label: state)
                try Data(locator.utf8).write(to: url.appendingPathComponent("locator-\(state).svg"))
            }
        }
    }
}
