/// One state's outline as the bundled `us-states.txt` gives it: `CODE<TAB>Name<TAB>ring|ring`
/// lines, a ring as space-separated `lon,lat` pairs, `#` lines comments. Read here once for
/// both users of the file: the map, which projects the rings, and the check of a scenario's
/// `location`, which takes their extent.
public struct USStateOutline: Sendable {
    public let code: String
    public let name: String
    /// Each ring's points in order, in degrees.
    public let rings: [[(latitude: Double, longitude: Double)]]

    /// Where the file is below `Sources/`, for the layers that read compiled-in resources.
    public static let resourcePath = "TallyReports/Resources/us-states.txt"

    /// Every outline in the file, in its order; a line or a pair it cannot read is skipped.
    public static func parse(_ text: String) -> [USStateOutline] {
        var outlines: [USStateOutline] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            let rings = fields[2].split(separator: "|").map { ring in
                ring.split(separator: " ").compactMap { pair -> (latitude: Double, longitude: Double)? in
                    let parts = pair.split(separator: ",")
                    guard parts.count == 2, let longitude = Double(parts[0]), let latitude = Double(parts[1]) else { return nil }
                    return (latitude, longitude)
                }
            }
            outlines.append(USStateOutline(code: String(fields[0]), name: String(fields[1]), rings: rings))
        }
        return outlines
    }
}
