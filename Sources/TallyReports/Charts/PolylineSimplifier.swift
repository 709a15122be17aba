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

    static func simplified(_ points: [ChartPoint], tolerance: Double = defaultTolerance) -> [ChartPoint] {
        guard points.count > 2 else { return points }
        return points.withUnsafeBufferPointer { simplified($0, tolerance: tolerance) }
    }

    /// `simplified` for points in a buffer, e.g. a line chart's run projected in place.
    static func simplified(_ p: UnsafeBufferPointer<ChartPoint>, tolerance: Double = defaultTolerance) -> [ChartPoint] {
        guard p.count > 2 else { return Array(p) }
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
    static func sweptAlongX(_ points: [ChartPoint], tolerance: Double) -> [ChartPoint]? {
        points.withUnsafeBufferPointer { sweptAlongX($0, tolerance: tolerance) }
    }

    static func sweptAlongX(_ p: UnsafeBufferPointer<ChartPoint>, tolerance: Double) -> [ChartPoint]? {
        var complete = true
        let result = [ChartPoint](unsafeUninitializedCapacity: p.count) { kept, initialized in
            guard let start = kept.baseAddress, let count = sweptAlongX(p, tolerance: tolerance, into: start) else {
                complete = p.isEmpty
                initialized = 0
                return
            }
            initialized = count
        }
        return complete ? result : nil
    }

    /// `sweptAlongX` writing the kept points to `kept`, which has room for all of `p`: a line
    /// chart keeps about a hundred points a drawing, each stored without an array's checks.
    /// Returns how many were kept, nil when x ever fails to increase (nothing is written then).
    static func sweptAlongX(_ p: UnsafeBufferPointer<ChartPoint>, tolerance: Double, into kept: UnsafeMutablePointer<ChartPoint>) -> Int? {
        guard p.count > 0 else { return 0 }
        for index in 1..<p.count where !(p[index].x > p[index - 1].x) { return nil }
        var anchor = 0
        kept.initialize(to: p[0])
        var count = 1
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
            (kept + count).initialize(to: p[end])
            count += 1
            anchor = end
        }
        return count
    }

    /// `simplified` into `kept`, which has room for all of `p`; returns how many were kept.
    static func simplify(_ p: UnsafeBufferPointer<ChartPoint>, tolerance: Double = defaultTolerance, into kept: UnsafeMutablePointer<ChartPoint>) -> Int {
        if p.count > 2, let count = sweptAlongX(p, tolerance: tolerance, into: kept) { return count }
        let points = simplified(p, tolerance: tolerance)
        points.withUnsafeBufferPointer { points in
            guard let start = points.baseAddress else { return }
            kept.initialize(from: start, count: points.count)
        }
        return points.count
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
