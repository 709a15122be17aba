import TallyEngines

/// The labels along a chart's x axis: given one by one, or a run of consecutive months.
///
/// A 30-year loan's axis has 360 months but shows a dozen labels; a run of months is written
/// only where a label is drawn, instead of as 360 strings.
public struct XAxisLabels: Sendable {
    private enum Source: Sendable {
        case given([String])
        case months(start: YearMonth, count: Int, locale: TallyLocale)
    }

    private let source: Source

    public init(_ labels: [String]) {
        source = .given(labels)
    }

    /// `count` months from `start`, in `locale`'s short style (`Jan 2027`).
    public static func months(from start: YearMonth, count: Int, locale: TallyLocale) -> XAxisLabels {
        XAxisLabels(source: .months(start: start, count: max(count, 0), locale: locale))
    }

    private init(source: Source) {
        self.source = source
    }

    public var count: Int {
        switch source {
        case .given(let labels): return labels.count
        case .months(_, let count, _): return count
        }
    }

    public func label(at index: Int) -> String {
        switch source {
        case .given(let labels): return labels[index]
        case .months(let start, _, let locale): return locale.text(start.adding(months: index), .short)
        }
    }

    /// The estimated width of the widest of the first `limit` labels.
    func widestWidth(of limit: Int, fontSize: Double) -> Double {
        let shown = min(limit, count)
        var widest = 0.0
        switch source {
        case .given(let labels):
            for index in 0..<shown {
                widest = max(widest, ChartText.estimatedWidth(labels[index], fontSize: fontSize))
            }
        case .months:
            // Every digit is estimated alike, so a year's first twelve months hold every width
            // there is; the last label covers a year with more digits.
            for index in 0..<min(shown, 12) {
                widest = max(widest, ChartText.estimatedWidth(label(at: index), fontSize: fontSize))
            }
            if shown > 12 { widest = max(widest, ChartText.estimatedWidth(label(at: shown - 1), fontSize: fontSize)) }
        }
        return widest
    }
}
