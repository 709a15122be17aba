/// Pins that would overlap, gathered into groups drawn as one marker with a count.
///
/// Greedy and order-stable: each pin joins the first group whose centre is within `distance`,
/// and the group's centre moves to its members' mean. The page's script runs the same rule
/// again at each zoom level (with the distance divided by the zoom), so groups come apart as
/// the reader zooms in; this Swift version draws the page as it first appears, and without
/// JavaScript.
public enum PinClusters {
    public struct Group: Sendable, Hashable {
        /// Indexes into the points given, in their order.
        public var members: [Int]
        public var x: Double
        public var y: Double
    }

    /// Canvas units two pins' centres must be apart to be drawn separately at zoom 1.
    public static let distance = 16.0

    public static func group(_ points: [(x: Double, y: Double)], distance: Double = PinClusters.distance) -> [Group] {
        var groups: [Group] = []
        for (index, point) in points.enumerated() {
            if let found = groups.firstIndex(where: { ($0.x - point.x) * ($0.x - point.x) + ($0.y - point.y) * ($0.y - point.y) < distance * distance }) {
                var group = groups[found]
                let count = Double(group.members.count)
                group.x = (group.x * count + point.x) / (count + 1)
                group.y = (group.y * count + point.y) / (count + 1)
                group.members.append(index)
                groups[found] = group
            } else {
                groups.append(Group(members: [index], x: point.x, y: point.y))
            }
        }
        return groups
    }
}
