/// Which points of a long series to draw.
///
/// A 30-year loan has 360 monthly points but a chart 600 units wide cannot show more than a
/// couple of hundred (180 points, one every 3 or so units, still draws a smooth curve); evenly spaced indices (always the first and last) keep the shape and make
/// every page's SVG small and quick to write.
enum Downsampling {
    static let defaultLimit = 180

    static func indices(count: Int, limit: Int = defaultLimit) -> [Int] {
        guard count > 0 else { return [] }
        guard count > limit, limit >= 2 else { return Array(0..<count) }
        var result = [Int]()
        result.reserveCapacity(limit)
        let last = count - 1
        for step in 0..<limit {
            result.append((step * last + (limit - 1) / 2) / (limit - 1))
        }
        return result
    }
}
