import TallyEngines

/// A small map for one property's report: its state and the neighbours around it, the state
/// highlighted and a dot where the property is.
public enum LocatorMap {
    public static func svg(latitude: Double, longitude: Double, stateCode: String, label: String) -> String {
        let code = stateCode.uppercased()
        let shapes = USMapShapes.bundled
        let stateName = USState.find(code)?.name ?? code
        let point = USMapLayout.point(latitude: latitude, longitude: longitude, state: code)
        // The view: the state's outline padded by a quarter, at 3:2, never smaller than a
        // county-sized window so a small state (DC, Rhode Island) still shows its neighbours.
        var minX = point.x, maxX = point.x, minY = point.y, maxY = point.y
        if let state = shapes?.state(code) {
            minX = min(minX, state.minX); maxX = max(maxX, state.maxX)
            minY = min(minY, state.minY); maxY = max(maxY, state.maxY)
        }
        var width = max(maxX - minX, 40) * 1.5
        var height = max(maxY - minY, 27) * 1.5
        if width / height < 1.5 { width = height * 1.5 } else { height = width / 1.5 }
        let x = (minX + maxX) / 2 - width / 2
        let y = (minY + maxY) / 2 - height / 2
        let radius = width / 40

        let title = "Where \(label) is: \(stateName)"
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"locator-map\" viewBox=\""
        svg += [x, y, width, height].map(USMapSVG.coordinate).joined(separator: " ")
        svg += "\" width=\"100%\" role=\"img\" aria-labelledby=\"locator-map-title\"><title id=\"locator-map-title\">\(title.htmlEscaped)</title>"
        svg += "<rect class=\"locator-sea\" x=\"\(USMapSVG.coordinate(x))\" y=\"\(USMapSVG.coordinate(y))\" width=\"\(USMapSVG.coordinate(width))\" height=\"\(USMapSVG.coordinate(height))\" fill=\"#f7f9fb\"/>"
        svg += "<g class=\"map-states\" fill=\"\(USMapSVG.landFill)\" stroke=\"\(USMapSVG.landStroke)\" stroke-width=\"0.8\" stroke-linejoin=\"round\">"
        // Only the outlines the view shows: all 52 would put every state into every report.
        for state in shapes?.states ?? [] where state.code != code
            && state.maxX >= x && state.minX <= x + width && state.maxY >= y && state.minY <= y + height {
            svg += "<path d=\"\(state.pathData)\" vector-effect=\"non-scaling-stroke\"/>"
        }
        if let state = shapes?.state(code) {
            svg += "<path class=\"locator-state\" d=\"\(state.pathData)\" fill=\"#cfe3f2\" stroke=\"#1f5f8b\" stroke-width=\"1.5\" vector-effect=\"non-scaling-stroke\"/>"
        }
        svg += "</g><circle class=\"locator-halo\" cx=\"\(USMapSVG.coordinate(point.x))\" cy=\"\(USMapSVG.coordinate(point.y))\" r=\"\(USMapSVG.coordinate(radius * 2))\" fill=\"\(USMapSVG.pinFill)\" fill-opacity=\"0.25\"/>"
        svg += "<circle class=\"locator-dot\" cx=\"\(USMapSVG.coordinate(point.x))\" cy=\"\(USMapSVG.coordinate(point.y))\" r=\"\(USMapSVG.coordinate(radius))\" fill=\"\(USMapSVG.pinFill)\" stroke=\"#fff\" stroke-width=\"1.5\" vector-effect=\"non-scaling-stroke\"/>"
        svg += "</svg>"
        return svg
    }
}
