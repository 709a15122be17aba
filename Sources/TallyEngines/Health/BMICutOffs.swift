/// Which cut-offs divide the adult BMI scale into its bands (a log's `bands:`).
///
/// - `who`: the World Health Organization's adult categories, overweight from 25.
/// - `asian`: the WHO expert consultation's for Asian populations (The Lancet, 2004), whose
///   public-health action points are 23, 27.5, 32.5 and 37.5: overweight from 23, obese from
///   27.5, the classes of obesity from 32.5 and 37.5. The thinness bands are the same.
public enum BMICutOffs: String, Sendable, CaseIterable {
    case who, asian

    /// Lowest shown BMI in tenths that falls in `category` (inclusive); nil for the first.
    func lowerTenths(_ category: BMICategory) -> Int64? {
        switch (self, category) {
        case (.asian, .overweight): 230
        case (.asian, .obeseClassI): 275
        case (.asian, .obeseClassII): 325
        case (.asian, .obeseClassIII): 375
        default: category.lowerTenths
        }
    }

    /// The category of a BMI as shown (with WHO cut-offs 24.95 shows as 25.0, Overweight).
    public func category(shown: ExactDecimal) -> BMICategory {
        let tenths = (ExactFraction(shown) * ExactFraction(10)).rounded(places: 0)?.mantissa ?? 0
        return BMICategory.allCases.last { (lowerTenths($0) ?? Int64.min) <= tenths } ?? .severeThinness
    }

    /// The eight bands in order from Severe Thinness to Obese Class III.
    public var bands: [BMIBand] {
        let categories = BMICategory.allCases
        return categories.indices.map { index in
            let next = index + 1 < categories.count ? lowerTenths(categories[index + 1]) : nil
            return BMIBand(category: categories[index], lower: lowerTenths(categories[index]).map { Double($0) / 10 },
                           upper: next.map { Double($0) / 10 }, colourHex: categories[index].colourHex)
        }
    }

    /// The healthy (Normal) band's edges: 18.5 and 25, or 18.5 and 23.
    public var healthy: (lower: ExactDecimal, upper: ExactDecimal) {
        (ExactDecimal(mantissa: 185, scale: 1), ExactDecimal(mantissa: lowerTenths(.overweight) ?? 250, scale: 1))
    }

    /// How a page states the cut-offs it used.
    public var statement: String {
        switch self {
        case .who: "WHO adult bands (overweight from 25, obese from 30)"
        case .asian: "WHO bands for Asian populations (overweight from 23, obese from 27.5)"
        }
    }
}
