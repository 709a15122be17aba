import TallyEngines

/// A named run of values, one per x label, in an optional colour (a categorical one by
/// position otherwise): a grouped bar chart's series, a stacked area chart's layer.
public struct ChartSeries: Sendable {
    public var name: String
    public var values: [Double]
    public var colour: Colour?

    public init(name: String, values: [Double], colour: Colour? = nil) {
        self.name = name
        self.values = values
        self.colour = colour
    }
}

/// A labelled range of values in a colour: a shaded band behind a line chart's lines, or a
/// stretch of a gauge (e.g. a BMI category).
public struct ChartBand: Sendable {
    public var lower: Double
    public var upper: Double
    public var colour: Colour
    public var label: String

    public init(lower: Double, upper: Double, colour: Colour, label: String) {
        self.lower = lower
        self.upper = upper
        self.colour = colour
        self.label = label
    }
}

/// A labelled place along a line chart's x axis: a thin vertical rule at one x slot, e.g. the
/// payment where a loan's rate changes, with its label beside it where there is room.
public struct ChartMark: Sendable {
    /// The x slot, as a series' value index.
    public var index: Int
    public var label: String

    public init(index: Int, label: String) {
        self.index = index
        self.label = label
    }
}
