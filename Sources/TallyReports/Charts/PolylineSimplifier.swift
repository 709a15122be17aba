/// A point on the canvas, in drawing units.
struct ChartPoint: Equatable {
    var x: Double
    var y: Double
}

/// Drops the points of a polyline that lie within a tolerance of the line drawn without them
/// (Douglas–Peucker).
///
/// A 30-year loan has 360 monthly points on a plot about 600 units wide, under two units
/// apart, and its balance curve is smooth: a few dozen points draw it to within a twentieth
/// of a unit, far below what a 2-unit stroke can show. The first and last points are always
/// kept, and so is every corner that stands out by more than the tolerance.
enum PolylineSimplifier {
    /// Well under the 0.01-unit grid of written coordinates times a few, and a small fraction
    /// of any stroke, so the drawn line cannot change visibly.
    static let defaultTolerance = 0.05

    static func simplified(_ p: [ChartPoint], tolerance: Double = defaultTolerance) -> [ChartPoint] {
        guard p.count > 2 else { return p }
        if let swept = sweptAlongX(p, tolerance: tolerance) { return swept }
        var keep = [Bool](repeating: false, count: p.count)
        keep[0] = true
        keep[p.count - 1] = true
        let limit = tolerance * tolerance
        // An explicit stack of spans: no recursion, and each span is scanned once.
        var spans = [(start: 0, end: p.count - 1)]
        while let (start, end) = spans.popLast() {
            guard end - start > 1 else { continue }
            // Distances to the segment's line, scaled by its length (a cross product: no
            // division per point); a point beyond either end is measured to that end instead.
            let a = p[start]
            let dx = p[end].x - a.x
            let dy = p[end].y - a.y
            let length = dx * dx + dy * dy
            let scale = length > 0 ? length : 1
            var farthest = start
            var largest = -1.0
            for index in (start + 1)..<end {
                let px = p[index].x - a.x
                let py = p[index].y - a.y
                let along = px * dx + py * dy
                let distance: Double
                if length > 0 && along > 0 && along < length {
                    let cross = px * dy - py * dx
                    distance = cross * cross
                } else {
                    distance = squaredDistance(p[index], fromSegment: a, p[end]) * scale
                }
                if distance > largest {
                    largest = distance
                    farthest = index
                }
            }
            guard largest > limit * scale else { continue }
            keep[farthest] = true
            spans.append((start, farthest))
            spans.append((farthest, end))
        }
        var result = [ChartPoint]()
        result.reserveCapacity(p.count / 4 + 2)
        for index in p.indices where keep[index] { result.append(p[index]) }
        return result
    }

    /// One pass for points in strictly increasing x, as every chart's series are: from the
    /// last kept point, the slopes a segment may take and still pass within `tolerance` above
    /// or below every point it skips narrow with each point; the segment ends at the last point
    /// those slopes reach. Vertical distance is never less than the distance to the segment, so
    /// the tolerance holds. Nil when x ever fails to increase (Douglas–Peucker then).
    static func sweptAlongX(_ p: [ChartPoint], tolerance: Double) -> [ChartPoint]? {
        guard p.count > 0 else { return [] }
        for index in 1..<p.count where !(p[index].x > p[index - 1].x) { return nil }
        var anchor = 0
        var kept = [p[0]]
        while anchor < p.count - 1 {
            let a = p[anchor]
            var low = -Double.infinity
            var high = Double.infinity
            var end = anchor + 1
            var index = anchor + 1
            while index < p.count {
                let run = p[index].x - a.x
                let slope = (p[index].y - a.y) / run
                guard slope >= low && slope <= high else {
                    // This point cannot end the segment; a later one still might while
                    // the window stays open.
                    low = max(low, (p[index].y - tolerance - a.y) / run)
                    high = min(high, (p[index].y + tolerance - a.y) / run)
                    if low > high { break }
                    index += 1
                    continue
                }
                end = index
                low = max(low, (p[index].y - tolerance - a.y) / run)
                high = min(high, (p[index].y + tolerance - a.y) / run)
                index += 1
            }
            kept.append(p[end])
            anchor = end
        }
        return kept
    }

    /// The squared distance from `point` to the segment from `a` to `b` (to `a` itself when
    /// the two coincide).
    static func squaredDistance(_ point: ChartPoint, fromSegment a: ChartPoint, _ b: ChartPoint) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = dx * dx + dy * dy
        var t = 0.0
        if length > 0 {
            t = ((point.x - a.x) * dx + (point.y - a.y) * dy) / length
            t = min(max(t, 0), 1)
        }
        let ex = point.x - (a.x + t * dx)
        let ey = point.y - (a.y + t * dy)
        return ex * ex + ey * ey
    }
}
