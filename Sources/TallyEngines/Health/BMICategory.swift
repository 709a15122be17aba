/// The adult BMI categories (WHO), judged on the BMI as shown to one decimal place.
public enum BMICategory: String, CaseIterable, Sendable, Codable, Comparable {
    case severeThinness, moderateThinness, mildThinness, normal, overweight, obeseClassI, obeseClassII, obeseClassIII

    public var name: String {
        switch self {
        case .severeThinness: "Severe Thinness"
        case .moderateThinness: "Moderate Thinness"
        case .mildThinness: "Mild Thinness"
        case .normal: "Normal"
        case .overweight: "Overweight"
        case .obeseClassI: "Obese Class I"
        case .obeseClassII: "Obese Class II"
        case .obeseClassIII: "Obese Class III"
        }
    }

    /// A short plain sentence for reports; BMI is a screening number, not a diagnosis.
    public var message: String {
        switch self {
        case .severeThinness: "Your BMI is well below the healthy range. Please talk to a doctor."
        case .moderateThinness: "Your BMI is below the healthy range. A doctor can help you find out why."
        case .mildThinness: "Your BMI is a little below the healthy range."
        case .normal: "Your BMI is in the healthy range."
        case .overweight: "Your BMI is above the healthy range."
        case .obeseClassI: "Your BMI is in the obese range. A doctor can advise on healthy weight."
        case .obeseClassII: "Your BMI is well into the obese range. Please talk to a doctor."
        case .obeseClassIII: "Your BMI is in the highest range. Please talk to a doctor."
        }
    }

    /// Lowest shown BMI in tenths that falls in this category (inclusive); nil for the first.
    var lowerTenths: Int64? {
        switch self {
        case .severeThinness: nil
        case .moderateThinness: 160
        case .mildThinness: 170
        case .normal: 185
        case .overweight: 250
        case .obeseClassI: 300
        case .obeseClassII: 350
        case .obeseClassIII: 400
        }
    }

    /// The category of a BMI as shown (24.95 shows as 25.0, which is Overweight), by the WHO's
    /// cut-offs; `BMICutOffs` has the others.
    public static func category(shown: ExactDecimal) -> BMICategory {
        BMICutOffs.who.category(shown: shown)
    }

    /// This category's band by the WHO's cut-offs.
    public var band: BMIBand {
        BMICutOffs.who.bands[Self.allCases.firstIndex(of: self) ?? 0]
    }

    /// Blues for thinness, green for the healthy range, amber to deep red above it.
    public var colourHex: String {
        switch self {
        case .severeThinness: "#1D4E89"
        case .moderateThinness: "#2F6FB3"
        case .mildThinness: "#6FA8DC"
        case .normal: "#3C9D5D"
        case .overweight: "#F2C14E"
        case .obeseClassI: "#F08A3C"
        case .obeseClassII: "#D9534F"
        case .obeseClassIII: "#9E1B32"
        }
    }

    public static func < (lhs: BMICategory, rhs: BMICategory) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// One category's stretch of the BMI scale, for gauges and chart backgrounds.
public struct BMIBand: Sendable, Equatable {
    public let category: BMICategory
    /// Inclusive lower bound; nil for Severe Thinness, which has none.
    public let lower: Double?
    /// Exclusive upper bound; nil for Obese Class III, which has none.
    public let upper: Double?
    public let colourHex: String

    public var name: String { category.name }

    /// The eight bands in order from Severe Thinness to Obese Class III.
    public static let all: [BMIBand] = BMICutOffs.who.bands
}
