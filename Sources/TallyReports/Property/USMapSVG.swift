import TallyEngines

/// The SVG of the United States the properties page draws: inset frames, state outlines and
/// pins. Plain SVG first: without JavaScript each pin is a link to its row in the table below;
/// the page's script adds zoom, pan and cards on top of the same markup.
enum USMapSVG {
    static let landFill = "#e9eef4"
    static let landStroke = "#8795a6"
    static let pinFill = "#c2410c"
    static let groupFill = "#1f5f8b"

    /// The pin shape: a drop whose point is at the origin (the property), drawn 24 units tall.
    static let pinPath = "M0 0C-1.6-5.2-7.5-8-7.5-13.5a7.5 7.5 0 1 1 15 0C7.5-8 1.6-5.2 0 0Z"

    /// A pin per place; pin `i` links to `#property-(i+1)`.
    static func render(_ places: [PropertyPlace], shapes: USMapShapes?) -> String {
        let points = places.map { USMapLayout.point(latitude: $0.first.latitude, longitude: $0.first.longitude, state: $0.first.stateCode) }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"us-map\" class=\"us-map\" viewBox=\"0 0 "
        svg += ChartNumber.format(USMapLayout.width, minus: "-") + " " + ChartNumber.format(USMapLayout.height, minus: "-")
        svg += "\" aria-labelledby=\"us-map-title us-map-desc\" font-family=\"\(ChartTheme.fontFamily)\">"
        let count = PropertyPlace.countText(places.count)
        svg += "<title id=\"us-map-title\">Map of \(count)</title>"
        svg += "<desc id=\"us-map-desc\">The United States in an Albers equal-area projection, with Alaska, Hawaii and Puerto Rico in insets at the bottom. Each pin links to its property in the table below the map.</desc>"
        svg += "<g class=\"map-insets\" fill=\"none\" stroke=\"\(landStroke)\" stroke-width=\"0.8\" stroke-dasharray=\"3 3\">"
        for region in [USMapLayout.Region.alaska, .hawaii, .puertoRico] {
            guard let frame = USMapLayout.frame(of: region) else { continue }
            svg += "<rect class=\"inset-frame\" x=\"\(coordinate(frame.x))\" y=\"\(coordinate(frame.y))\" width=\"\(coordinate(frame.width))\" height=\"\(coordinate(frame.height))\" rx=\"4\" vector-effect=\"non-scaling-stroke\"/>"
        }
        svg += "</g>"
        let withPins = Set(places.map { $0.first.stateCode.uppercased() })
        svg += "<g class=\"map-states\" fill=\"\(landFill)\" stroke=\"\(landStroke)\" stroke-width=\"0.7\" stroke-linejoin=\"round\">"
        for state in shapes?.states ?? [] {
            svg += "<path class=\"state\(withPins.contains(state.code) ? " has-pins" : "")\" data-state=\"\(state.code.htmlEscaped)\" d=\"\(state.pathData)\" vector-effect=\"non-scaling-stroke\"><title>\(state.name.htmlEscaped)</title></path>"
        }
        svg += "</g><g class=\"map-pins\" id=\"map-pins\">"
        for group in PinClusters.group(points) {
            svg += pinMarkup(group, places: places)
        }
        svg += "</g></svg>"
        return svg
    }

    /// Each pin's shapes sit in a `pin-body` group inside the positioned `pin-mark`, so that the
    /// stylesheet can scale a pin about its point on a phone when the page's script is not there
    /// to redraw it larger (a transform in CSS would replace the `translate` attribute).
    static func pinMarkup(_ group: PinClusters.Group, places: [PropertyPlace]) -> String {
        guard let first = group.members.first else { return "" }
        let members = group.members.map(String.init).joined(separator: " ")
        let position = "translate(\(coordinate(group.x)) \(coordinate(group.y)))"
        if group.members.count == 1 {
            let place = places[first]
            let property = place.first
            var label = "\(place.title): \(property.propertyType), \(property.streetText), \(property.cityLine)"
            if place.scenarios.count > 1 {
                label += "; \(place.scenarios.count) scenarios: " + place.scenarios.map(\.title).joined(separator: "; ")
            }
            label = label.htmlEscaped
            return "<a class=\"pin\" href=\"#property-\(first + 1)\" data-members=\"\(members)\" aria-label=\"\(label)\">"
                + "<title>\(label)</title><g class=\"pin-mark\" transform=\"\(position)\"><g class=\"pin-body\">"
                + "<path class=\"pin-shape\" d=\"\(pinPath)\" fill=\"\(pinFill)\" stroke=\"#fff\" stroke-width=\"1.5\"/>"
                + "<circle class=\"pin-dot\" cy=\"-13.5\" r=\"2.8\" fill=\"#fff\"/></g></g></a>"
        }
        let names = group.members.map { places[$0].title }.joined(separator: "; ")
        let label = "\(group.members.count) properties: \(names)".htmlEscaped
        return "<a class=\"pin pin-group\" href=\"#property-\(first + 1)\" data-members=\"\(members)\" aria-label=\"\(label)\">"
            + "<title>\(label)</title><g class=\"pin-mark\" transform=\"\(position)\"><g class=\"pin-body\">"
            + "<circle class=\"pin-group-shape\" r=\"11\" fill=\"\(groupFill)\" stroke=\"#fff\" stroke-width=\"2\"/>"
            + "<text class=\"pin-count\" y=\"4.2\" text-anchor=\"middle\" font-size=\"12\" font-weight=\"700\" fill=\"#fff\">\(group.members.count)</text></g></g></a>"
    }

    static func coordinate(_ value: Double) -> String {
        ChartNumber.format(value, decimals: 2, minus: "-")
    }
}
