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

    /// Where the outlines are (below `Sources/`): the file the map draws.
    static let outlinesPath = "TallyReports/Resources/us-states.txt"

    /// By two-letter code; empty only for a binary built without the outlines, when no location
    /// can be checked and none is refused. The simplified outlines drop small islands (the
    /// Florida Keys, the far Aleutians, Culebra), so each box also takes in every ZIP centre of
    /// its state. Built on first use: only a scenario that gives a location pays for it.
    static let boxes: [String: Box] = {
        var boxes = EmbeddedResources.file(outlinesPath).map { outlineBoxes(String(decoding: $0, as: UTF8.self)) } ?? [:]
        for record in BundledGeoData.zipDirectory?.records ?? [] where record.latitude != 0 || record.longitude != 0 {
            boxes[record.state]?.include(latitude: record.latitude, longitude: record.longitude)
        }
        return boxes
    }()

    /// `CODE<TAB>Name<TAB>ring|ring` lines, a ring as `lon,lat` pairs; the format is described
    /// in `Sources/TallyScenarios/Resources/README.md`.
    static func outlineBoxes(_ text: String) -> [String: Box] {
        var boxes: [String: Box] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            var box = Box()
            for pair in fields[2].split(whereSeparator: { $0 == " " || $0 == "|" }) {
                let parts = pair.split(separator: ",")
                guard parts.count == 2, let longitude = Double(parts[0]), let latitude = Double(parts[1]) else { continue }
                box.include(latitude: latitude, longitude: longitude)
            }
            if box.south <= box.north { boxes[String(fields[0])] = box }
        }
        return boxes
    }
}
