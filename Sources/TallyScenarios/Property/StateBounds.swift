import TallyEngines
import TallyResources

/// Each state's extent in degrees, from the outlines the map of properties draws, so that a
/// `location` far from its address (a sign slip such as `lon: 89.6` for -89.6) is refused
/// instead of putting the pin off the map.
enum StateBounds {
    struct Box: Equatable {
        var south = Double.infinity, north = -Double.infinity, west = Double.infinity, east = -Double.infinity

        mutating func include(latitude: Double, longitude: Double) {
            south = min(south, latitude); north = max(north, latitude)
            west = min(west, longitude); east = max(east, longitude)
        }

        /// The outlines are simplified to about 0.1°, so a point on a border or a cape may fall
        /// just outside them: the margin keeps every real place in its state.
        func contains(latitude: Double, longitude: Double) -> Bool {
            let margin = 0.25
            return latitude >= south - margin && latitude <= north + margin && longitude >= west - margin && longitude <= east + margin
        }
    }

    /// By two-letter code; empty only for a binary built without the outlines, when no location
    /// can be checked and none is refused. The simplified outlines drop small islands (the
    /// Florida Keys, the far Aleutians, Culebra), so each box also takes in every ZIP centre of
    /// its state. Built on first use: only a scenario that gives a location pays for it.
    static let boxes: [String: Box] = {
        var boxes = EmbeddedResources.file(USStateOutline.resourcePath).map { outlineBoxes(String(decoding: $0, as: UTF8.self)) } ?? [:]
        for record in BundledGeoData.zipDirectory?.records ?? [] where record.latitude != 0 || record.longitude != 0 {
            boxes[record.state]?.include(latitude: record.latitude, longitude: record.longitude)
        }
        return boxes
    }()

    /// Each outline's extent, by state code.
    static func outlineBoxes(_ text: String) -> [String: Box] {
        var boxes: [String: Box] = [:]
        for outline in USStateOutline.parse(text) {
            var box = Box()
            for ring in outline.rings {
                for point in ring { box.include(latitude: point.latitude, longitude: point.longitude) }
            }
            if box.south <= box.north { boxes[outline.code] = box }
        }
        return boxes
    }
}
