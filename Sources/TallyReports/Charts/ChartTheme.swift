import TallyEngines

/// The shared look of every chart: quiet greys for structure so the data carries the colour.
enum ChartTheme {
    static let fontFamily = "system-ui, sans-serif"
    static let ink = "#1f2937"
    static let mutedInk = "#4b5563"
    static let faintInk = "#6b7280"
    static let grid = "#e5e7eb"
    static let axis = "#9ca3af"
    static let track = "#eef0f3"
    static let alert = "#b91c1c"

    static let tickFontSize = 11.0
    static let legendFontSize = 12.0
    static let titleFontSize = 12.0

    /// The width of the canvas being drawn (see `ChartCanvas`).
    static var width: Double { ChartCanvas.current.width }

    /// Dark-scheme stand-ins for the structural colours, as CSS that overrides the SVG
    /// presentation attributes. The data colours keep their hues; text and rules turn light on
    /// a dark ground. `ChartThemeTests` checks each text colour's contrast against `darkGround`,
    /// and that style.css carries these rules (the standalone `.svg` files embed them).
    static let darkGround = "#161b22"
    static let darkPairs: [(light: String, dark: String)] = [
        (ink, "#e6e9ef"),
        (mutedInk, "#c3c9d3"),
        (faintInk, "#a3abb8"),
        (grid, "#343c4a"),
        (axis, "#77808f"),
        (track, "#2a3140"),
        (alert, "#f28b82"),
        ("#ffffff", darkGround),
    ]

    /// The `<style>` a standalone `.svg` file carries: its fonts and its dark scheme, on screens
    /// only, so a chart prints light whatever the screen's scheme, as the pages' charts do.
    /// Built once.
    static let standaloneStyle = "<style>svg{font-family:" + fontFamily + "}"
        + "@media screen and (prefers-color-scheme: dark){svg{background:" + darkGround + "}"
        + darkRules(scope: "svg") + "}</style>"

    /// CSS for dark schemes, scoped under `scope` (`.chart svg` on pages, `svg` in a file).
    static func darkRules(scope: String) -> String {
        var css = ""
        for (light, dark) in darkPairs {
            css += scope + " [fill=\"" + light + "\"]:not(pattern *){fill:" + dark + "}"
            css += scope + " [stroke=\"" + light + "\"]:not(pattern *){stroke:" + dark + "}"
        }
        css += scope + "{fill:" + darkPairs[0].dark + "}"
        // Pale band tints would glare on a dark ground and hide the light labels over them.
        css += scope + " .band{fill-opacity:0.28}"
        css += scope + " [stroke=\"#000000\"]:not(pattern *){stroke:#ffffff}"
        return css
    }
}
