import Testing
import TallyTestSupport
@testable import TallyEngines

@Suite struct AlbersProjectionTests {
    /// Snyder, Map Projections—A Working Manual (USGS PP 1395), p. 292: the ellipsoidal example
    /// (Clarke 1866: a = 6,378,206.4 m, e² = 0.00676866), 35°N 75°W.
    @Test func snyderEllipsoidalExample() {
        let projection = AlbersProjection(standardParallels: 29.5, 45.5, latitudeOfOrigin: 23, centralMeridian: -96,
                                          radius: 6_378_206.4, eccentricity: 0.00676866.squareRoot())
        let point = projection.project(latitude: 35, longitude: -75)
        #expect(abs(point.x - 1_885_472.7) < 0.5)
        #expect(abs(point.y - 1_535_925.0) < 0.5)
        let back = projection.inverse(x: 1_885_472.7, y: 1_535_925.0)
        #expect(abs(back.latitude - 35) < 1e-6)
        #expect(abs(back.longitude - -75) < 1e-6)
    }

    /// Snyder p. 291: the spherical example on a unit sphere, 35°N 75°W → (0.2952720, 0.2416774).
    @Test func snyderSphericalExample() {
        let projection = AlbersProjection.contiguousUS()
        let point = projection.project(latitude: 35, longitude: -75)
        #expect(abs(point.x - 0.2952720) < 5e-7)
        #expect(abs(point.y - 0.2416774) < 5e-7)
        let back = projection.inverse(x: 0.2952720, y: 0.2416774)
        #expect(abs(back.latitude - 35) < 1e-4)
        #expect(abs(back.longitude - -75) < 1e-4)
    }

    @Test func centralMeridianIsStraightAndTheOriginIsZero() {
        let projection = AlbersProjection.contiguousUS()
        let origin = projection.project(latitude: 23, longitude: -96)
        #expect(abs(origin.x) < 1e-12 && abs(origin.y) < 1e-12)
        for latitude in stride(from: 20.0, through: 70, by: 5) {
            #expect(abs(projection.project(latitude: latitude, longitude: -96).x) < 1e-12)
        }
    }

    @Test func roundTripsThroughTheInverse() {
        var random = SeededRandom(seed: 0xA1BE_0001)
        let projections = [
            AlbersProjection.contiguousUS(),
            AlbersProjection(standardParallels: 55, 65, latitudeOfOrigin: 50, centralMeridian: -154),
            AlbersProjection(standardParallels: 8, 18, latitudeOfOrigin: 3, centralMeridian: -157),
            AlbersProjection(standardParallels: 29.5, 45.5, latitudeOfOrigin: 23, centralMeridian: -96,
                             radius: 6_378_206.4, eccentricity: 0.00676866.squareRoot()),
        ]
        for projection in projections {
            for _ in 0..<500 {
                let latitude = 10 + random.unit() * 65
                let longitude = -179 + random.unit() * 115
                let point = projection.project(latitude: latitude, longitude: longitude)
                let back = projection.inverse(x: point.x, y: point.y)
                #expect(abs(back.latitude - latitude) < 1e-8)
                #expect(abs(back.longitude - longitude) < 1e-8)
            }
        }
    }

    /// Along a parallel, east is always further right; along the central meridian, north is
    /// always further up; every parallel is an arc bending north away from the centre.
    @Test func isMonotoneWhereItShouldBe() {
        let projection = AlbersProjection.contiguousUS()
        var random = SeededRandom(seed: 0xA1BE_0002)
        for _ in 0..<300 {
            let latitude = 20 + random.unit() * 35
            let west = -125 + random.unit() * 50
            let east = west + 0.01 + random.unit() * 10
            #expect(projection.project(latitude: latitude, longitude: west).x < projection.project(latitude: latitude, longitude: east).x)
            let south = 20 + random.unit() * 30
            let north = south + 0.01 + random.unit() * 10
            let longitude = -125 + random.unit() * 60
            #expect(projection.project(latitude: south, longitude: longitude).y < projection.project(latitude: north, longitude: longitude).y)
            let edge = projection.project(latitude: latitude, longitude: -96 + 20)
            #expect(edge.y > projection.project(latitude: latitude, longitude: -96).y)
        }
    }

    /// Equal area: two 1° cells on one parallel have the same area wherever they are, and a cell
    /// at 30°N is larger than one at 45°N by the ratio of their true areas.
    @Test func keepsAreas() {
        let projection = AlbersProjection.contiguousUS()
        func area(_ latitude: Double, _ longitude: Double) -> Double {
            let corners = [(latitude, longitude), (latitude, longitude + 1), (latitude + 1, longitude + 1), (latitude + 1, longitude)]
                .map { projection.project(latitude: $0.0, longitude: $0.1) }
            var sum = 0.0
            for index in corners.indices {
                let next = corners[(index + 1) % corners.count]
                sum += corners[index].x * next.y - next.x * corners[index].y
            }
            return abs(sum) / 2
        }
        #expect(abs(area(30, -120) / area(30, -80) - 1) < 1e-9)
        let trueRatio = (sinDegrees(31) - sinDegrees(30)) / (sinDegrees(46) - sinDegrees(45))
        #expect(abs(area(30, -100) / area(45, -100) / trueRatio - 1) < 1e-3)
    }

    private func sinDegrees(_ degrees: Double) -> Double {
        // sin by its series is exact enough for a ratio, and keeps the test free of libm.
        let x = degrees * .pi / 180
        var term = x, sum = x
        for k in 1..<12 {
            term *= -x * x / Double((2 * k) * (2 * k + 1))
            sum += term
        }
        return sum
    }
}

@Suite struct USMapLayoutTests {
    @Test func contiguousCitiesLandInsideTheCanvasInTheirPlaces() {
        let seattle = USMapLayout.point(latitude: 47.61, longitude: -122.33, state: "WA")
        let miami = USMapLayout.point(latitude: 25.76, longitude: -80.19, state: "FL")
        let boston = USMapLayout.point(latitude: 42.36, longitude: -71.06, state: "MA")
        let sanDiego = USMapLayout.point(latitude: 32.72, longitude: -117.16, state: "CA")
        for point in [seattle, miami, boston, sanDiego] {
            #expect(point.x > 0 && point.x < USMapLayout.width && point.y > 0 && point.y < USMapLayout.height)
            for region in [USMapLayout.Region.alaska, .hawaii, .puertoRico] {
                #expect(USMapLayout.frame(of: region)?.contains(x: point.x, y: point.y) == false)
            }
        }
        #expect(seattle.x < boston.x && sanDiego.x < miami.x)
        #expect(seattle.y < sanDiego.y && boston.y < miami.y)
        #expect(USMapLayout.frame(of: .contiguous) == nil)
    }

    @Test func insetsLandInsideTheirFrames() throws {
        let places: [(Double, Double, String, USMapLayout.Region)] = [
            (61.22, -149.87, "AK", .alaska),      // Anchorage
            (71.29, -156.79, "AK", .alaska),      // Utqiagvik, the northernmost town
            (55.34, -131.64, "AK", .alaska),      // Ketchikan, the south-east panhandle
            (58.30, -134.42, "AK", .alaska),      // Juneau
            (21.32, -157.85, "HI", .hawaii),      // Honolulu
            (19.72, -155.09, "HI", .hawaii),      // Hilo
            (22.08, -159.32, "HI", .hawaii),      // Kauai
            (18.47, -66.10, "PR", .puertoRico),   // San Juan
            (18.01, -66.61, "PR", .puertoRico),   // Ponce
            (18.20, -67.14, "PR", .puertoRico),   // Mayagüez
        ]
        for (latitude, longitude, state, region) in places {
            #expect(USMapLayout.region(forState: state) == region)
            #expect(USMapLayout.region(latitude: latitude, longitude: longitude) == region)
            let point = USMapLayout.point(latitude: latitude, longitude: longitude, state: state)
            let frame = try #require(USMapLayout.frame(of: region))
            #expect(frame.contains(x: point.x, y: point.y), "\(state) \(latitude),\(longitude) → \(point)")
            #expect(frame.x >= 0 && frame.y >= 0 && frame.x + frame.width <= USMapLayout.width && frame.y + frame.height <= USMapLayout.height)
        }
        #expect(USMapLayout.region(latitude: 39.8, longitude: -89.65) == .contiguous)
        #expect(USMapLayout.region(forState: "il") == .contiguous)
    }
}
