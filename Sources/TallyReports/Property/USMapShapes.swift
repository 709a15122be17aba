import Foundation
import TallyEngines
import TallyResources
import TallyScenarios

/// The state outlines compiled in from `Resources/us-states.txt`, projected onto the map canvas once
/// per process and kept as SVG path data.
public struct USMapShapes: Sendable {
    public struct State: Sendable {
        public let code: String
        public let name: String
        /// SVG path data in canvas units.
        public let pathData: String
        /// The outline's bounds on the canvas (for zooming to it and for the locator map).
        public let minX: Double, minY: Double, maxX: Double, maxY: Double
    }

    public let states: [State]

    /// Nil only for a binary built without the outlines: maps are then drawn without them.
    public static let bundled: USMapShapes? = EmbeddedResources.file(USStateOutline.resourcePath).map {
        USMapShapes(text: String(decoding: $0, as: UTF8.self))
    }

    /// Projects each outline of `us-states.txt` onto the canvas; an outline with no points is left out.
    public init(text: String) {
        var states: [State] = []
        for outline in USStateOutline.parse(text) {
            let region = USMapLayout.region(forState: outline.code)
            var path = ""
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for ring in outline.rings {
                var first = true
                for (lat, lon) in ring {
                    let point = USMapLayout.point(latitude: lat, longitude: lon, in: region)
                    path += first ? "M" : "L"
                    ChartNumber.append(point.x, decimals: 1, minus: "-", to: &path)
                    path += " "
                    ChartNumber.append(point.y, decimals: 1, minus: "-", to: &path)
                    first = false
                    minX = min(minX, point.x); maxX = max(maxX, point.x)
                    minY = min(minY, point.y); maxY = max(maxY, point.y)
                }
                if !first { path += "Z" }
            }
            guard !path.isEmpty else { continue }
            states.append(State(code: outline.code, name: outline.name, pathData: path,
                                minX: minX, minY: minY, maxX: maxX, maxY: maxY))
        }
        self.states = states
    }

    public func state(_ code: String) -> State? {
        states.first { $0.code == code.uppercased() }
    }
}
