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

    static let width = 640.0
}
