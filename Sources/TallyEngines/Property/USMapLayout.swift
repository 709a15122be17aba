/// Where a latitude and longitude go on Tally's page-sized map of the United States: the
/// contiguous states in the national Albers projection, with Alaska, Hawaii and Puerto Rico
/// moved into insets along the bottom, each in its own Albers projection and scale (the layout
/// of d3's `geoAlbersUsa`, with Puerto Rico added at the lower right).
///
/// Canvas units: `width` × `height`, x to the right, y downwards (SVG's orientation).
public enum USMapLayout {
    public static let width = 880.0
    public static let height = 500.0

    public enum Region: String, Sendable, CaseIterable {
        case contiguous, alaska, hawaii, puertoRico
    }

    /// A rectangle on the canvas.
    public struct Frame: Sendable, Hashable {
        public let x: Double, y: Double, width: Double, height: Double

        public func contains(x px: Double, y py: Double) -> Bool {
            px >= x && px <= x + width && py >= y && py <= y + height
        }
    }

    /// The map scale of the contiguous states: canvas units per radius of the Earth.
    static let scale = 1070.0

    private struct Placement {
        let projection: AlbersProjection
        let centre: (latitude: Double, longitude: Double)
        let scale: Double
        let canvasCentre: (x: Double, y: Double)
        /// Where the inset's frame is drawn (nil for the contiguous states).
        let frame: Frame?
    }

    private static func placement(_ region: Region) -> Placement {
        switch region {
        case .contiguous:
            Placement(projection: .contiguousUS(), centre: (38.7, -96.6), scale: scale,
                      canvasCentre: (440, 250), frame: nil)
        case .alaska:
            // Alaska at a third of the scale, as every US atlas shows it, or it would fill the page.
            Placement(projection: AlbersProjection(standardParallels: 55, 65, latitudeOfOrigin: 50, centralMeridian: -154),
                      centre: (58.5, -156), scale: scale * 0.35, canvasCentre: (111.5, 465.1),
                      frame: Frame(x: 70, y: 372, width: 152, height: 124))
        case .hawaii:
            Placement(projection: AlbersProjection(standardParallels: 8, 18, latitudeOfOrigin: 3, centralMeridian: -157),
                      centre: (19.9, -160), scale: scale, canvasCentre: (220.6, 476.8),
                      frame: Frame(x: 224, y: 428, width: 96, height: 68))
        case .puertoRico:
            // Half as large again as the mainland scale, so the island is big enough to tap.
            Placement(projection: AlbersProjection(standardParallels: 8, 18, latitudeOfOrigin: 3, centralMeridian: -66),
                      centre: (18.2, -66.4), scale: scale * 1.5, canvasCentre: (830, 466),
                      frame: Frame(x: 800, y: 446, width: 66, height: 36))
        }
    }

    /// The inset frame of Alaska, Hawaii or Puerto Rico; nil for the contiguous states.
    public static func frame(of region: Region) -> Frame? {
        placement(region).frame
    }

    /// The region a state is drawn in.
    public static func region(forState code: String) -> Region {
        switch code.uppercased() {
        case "AK": .alaska
        case "HI": .hawaii
        case "PR": .puertoRico
        default: .contiguous
        }
    }

    /// The region a point belongs to, by where it is on the globe (for points given without a state).
    public static func region(latitude: Double, longitude: Double) -> Region {
        if latitude > 50 && (longitude < -129 || longitude > 170) { return .alaska }
        if latitude < 23.5 && longitude < -150 { return .hawaii }
        if latitude < 19 && latitude > 17.5 && longitude > -68.5 && longitude < -64.5 { return .puertoRico }
        return .contiguous
    }

    /// The canvas point for a latitude and longitude drawn in `region`.
    public static func point(latitude: Double, longitude: Double, in region: Region) -> (x: Double, y: Double) {
        let place = placement(region)
        let origin = place.projection.project(latitude: place.centre.latitude, longitude: place.centre.longitude)
        let projected = place.projection.project(latitude: latitude, longitude: longitude)
        return (place.canvasCentre.x + place.scale * (projected.x - origin.x),
                place.canvasCentre.y - place.scale * (projected.y - origin.y))
    }

    /// The canvas point for a latitude and longitude, in the region its state (or, without a
    /// known state, its position) puts it in.
    public static func point(latitude: Double, longitude: Double, state: String?) -> (x: Double, y: Double) {
        let drawnIn = state.map { Self.region(forState: $0) } ?? Self.region(latitude: latitude, longitude: longitude)
        return point(latitude: latitude, longitude: longitude, in: drawnIn)
    }
}
