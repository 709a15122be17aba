import TallyEngines

/// How a BMI report shows weights and heights (input may be written in either).
public enum MeasurementSystem: String, Sendable, CaseIterable {
    /// `imperial-uk`: weights in stones and pounds, as UK scales show them; heights in feet and inches.
    case metric, imperial, imperialUK = "imperial-uk"

    /// The unit a bare weight number is read in (pounds in both imperial systems).
    public var weightUnit: MeasurementUnit { self == .metric ? .kilogram : .pound }
    /// The unit a bare height number is read in.
    public var heightUnit: MeasurementUnit { self == .metric ? .centimetre : .inch }
    /// The system a report shows beside this one: metric beside either imperial, imperial beside metric.
    public var other: MeasurementSystem { self == .metric ? .imperial : .metric }
}

/// Optional, and only shown back as given; BMI does not depend on it.
public enum Gender: String, Sendable, CaseIterable {
    case female, male, other, unspecified
}

/// One weigh-in as written: the weight kept exact in the unit it was typed in.
public struct BMIEntry: Sendable, Equatable {
    public let date: CalendarDate
    public let weight: Quantity
    /// Body fat in percent of the weight (`fat: 22.5%`), where the scale gives it.
    public let fat: ExactDecimal?

    public init(date: CalendarDate, weight: Quantity, fat: ExactDecimal? = nil) {
        self.date = date
        self.weight = weight
        self.fat = fat
    }

    /// The weight in kilograms, exactly.
    public var kilograms: ExactFraction { weight.baseAmount }
}

/// The weight a log aims for (`goal:`), as written: a weight, or the BMI whose weight at the
/// log's height is the goal.
public enum WeightGoal: Sendable, Equatable {
    case weight(Quantity)
    case bmi(ExactDecimal)

    /// The goal in kilograms for someone `height` tall.
    public func kilograms(height: Quantity) -> ExactFraction {
        switch self {
        case .weight(let weight): return weight.baseAmount
        case .bmi(let bmi): return ExactFraction(bmi) * height.baseAmount * height.baseAmount
        }
    }
}

/// A `kind: bmi` log: one person's height and weigh-ins.
public struct BMIScenario: Sendable {
    /// `title` is the person's name.
    public let header: ScenarioHeader
    public let name: String?
    public let age: Int?
    public let gender: Gender?
    /// How the report shows weights and heights; metric when the file does not say.
    public let system: MeasurementSystem
    public let height: Quantity
    /// Sorted by date.
    public let entries: [BMIEntry]
    /// Weigh-ins dated after today, each located at its date.
    public let warnings: [Diagnostic]
    /// `goal:`, when the log sets one.
    public let goal: WeightGoal?
    /// `bands:` as written; nil when the log does not say.
    public let bands: BMICutOffs?
    /// The cut-offs the log is judged by: the WHO's unless `bands:` says otherwise.
    public var cutOffs: BMICutOffs { bands ?? .who }

    public init(header: ScenarioHeader, name: String?, age: Int?, gender: Gender?, system: MeasurementSystem,
                height: Quantity, entries: [BMIEntry], warnings: [Diagnostic] = [], goal: WeightGoal? = nil,
                bands: BMICutOffs? = nil) {
        self.warnings = warnings
        self.bands = bands
        self.goal = goal
        self.header = header
        self.name = name
        self.age = age
        self.gender = gender
        self.system = system
        self.height = height
        self.entries = entries
    }
}
