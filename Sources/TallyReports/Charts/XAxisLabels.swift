import TallyEngines

/// The labels along a chart's x axis: given one by one, or a run of consecutive months.
///
/// A 30-year loan's axis has 360 months but shows a dozen labels; a run of months is written
/// only where a label is drawn, instead of as 360 strings.
public struct XAxisLabels: Sendable {
    private enum Source: Sendable {
        /// With the widest label's width at size 1, worked out once for both canvases.
        case given([String], widestUnits: Double)
        /// `widestUnits` is worked out once, since both canvases ask for it.
        case months(start: YearMonth, count: Int, locale: TallyLocale, widestUnits: Double)
        /// Consecutive years from `first`, written as plain numbers.
        case years(first: Int, count: Int)
    }

    private let source: Source

    public init(_ labels: [String]) {
        var widest = 0.0
        for label in labels { widest = max(widest, ChartText.estimatedUnits(label)) }
        source = .given(labels, widestUnits: widest)
    }

    /// `count` months from `start`, in `locale`'s short style (`Jan 2027`).
    public static func months(from start: YearMonth, count: Int, locale: TallyLocale) -> XAxisLabels {
        let count = max(count, 0)
        return XAxisLabels(source: .months(start: start, count: count, locale: locale, widestUnits: widestMonthUnits(from: start, count: count, locale: locale)))
    }

    /// Every digit is estimated alike, so a year's first twelve months hold every width there
    /// is; the last label covers a year with more digits.
    private static func widestMonthUnits(from start: YearMonth, count: Int, locale: TallyLocale) -> Double {
        var widest = 0.0
        for index in 0..<min(count, 12) {
            widest = max(widest, monthUnits(start.adding(months: index), locale: locale))
        }
        if count > 12 { widest = max(widest, monthUnits(start.adding(months: count - 1), locale: locale)) }
        return widest
    }

    private static func monthUnits(_ month: YearMonth, locale: TallyLocale) -> Double {
        ChartText.estimatedUnits(locale.text(month, .short))
    }

    /// `count` consecutive years from `first` (`2027`, `2028` …), e.g. a schedule's yearly
    /// totals: a label is written only where one is drawn.
    public static func years(from first: Int, count: Int) -> XAxisLabels {
        XAxisLabels(source: .years(first: first, count: max(count, 0)))
    }

    private init(source: Source) {
        self.source = source
    }

    public var count: Int {
        switch source {
        case .given(let labels, _): return labels.count
        case .months(_, let count, _, _): return count
        case .years(_, let count): return count
        }
    }

    /// The slots along the axis: one per label, or per value of the longest series if longer.
    func slots(longest valueCounts: [Int]) -> Int {
        max(count, valueCounts.max() ?? 0)
    }

    public func label(at index: Int) -> String {
        switch source {
        case .given(let labels, _): return labels[index]
        case .months(let start, _, let locale, _): return locale.text(start.adding(months: index), .short)
        case .years(let first, _): return String(first + index)
        }
    }

    /// The estimated width of the widest of the first `limit` labels.
    func widestWidth(of limit: Int, fontSize: Double) -> Double {
        let shown = min(limit, count)
        var widest = 0.0
        switch source {
        case .given(let labels, let widestUnits):
            guard shown < labels.count else {
                widest = widestUnits * fontSize
                break
            }
            for index in 0..<shown {
                widest = max(widest, ChartText.estimatedWidth(labels[index], fontSize: fontSize))
            }
        case .months(let start, let count, let locale, let widestUnits):
            let units = shown == count ? widestUnits : Self.widestMonthUnits(from: start, count: shown, locale: locale)
            widest = units * fontSize
        case .years(let first, _):
            // Every digit is estimated alike, so the widest number is one of the two ends
            // (the most digits, or a minus sign).
            guard shown > 0 else { break }
            let units = max(ChartText.estimatedUnits(String(first)), ChartText.estimatedUnits(String(first + shown - 1)))
            widest = units * fontSize
        }
        return widest
    }
}
