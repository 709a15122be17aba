import TallyEngines

/// Reads how a loan's rate changes: `then:` (later rate periods), `caps:`, `floor:` and a
/// top-level `interest-only:`, into a `RatePlan`; every mistake located at its value.
///
/// ```yaml
/// rate: 5.875
/// then:
///   - after: 60              # or from: 2031-03, the first payment at the new rate
///     index: 4.10            # or a list, one per reset, the last repeating
///     margin: 2.75
///     resets-every: 12
///   - after: 24
///     rate: 7.49             # a fixed period
/// caps: {first: 2, later: 1, life: 5}
/// floor: 2.75
/// ```
enum RatePlanReader {
    static let keys = ["then", "caps", "floor", "interest-only"]
    static let periodKeys = ["after", "from", "rate", "index", "margin", "resets-every", "interest-only"]

    /// nil when nothing was reported and the loan has one rate; `.failure` when something was.
    static func read(_ reader: MappingReader, start: AnnualRate?, firstMonth: YearMonth, payments: Int?) -> Result<RatePlan?, Failed> {
        let before = reader.diagnostics.count
        let startInterestOnly = readFlag("interest-only", in: reader) ?? false
        let items = reader.list("then")
        let capsNode = reader.value("caps")
        let floor = reader.parsed("floor", Self.points)
        var periods: [RatePlan.Period] = []
        var previous: (after: Int, node: Node)?
        for item in items {
            var sink: [Diagnostic] = []
            guard let entry = MappingReader(item, in: reader.source, what: "each rate period under `then:`", diagnostics: &sink) else {
                sink.forEach(reader.report)
                continue
            }
            if let period = readPeriod(entry, firstMonth: firstMonth, payments: payments, previous: previous?.after) {
                periods.append(period.period)
                previous = (period.period.after, period.node)
            }
            entry.reportUnknownKeys()
            entry.diagnostics.forEach(reader.report)
        }
        let caps = capsNode.flatMap { readCaps($0, reader: reader) }
        let hasIndexed = periods.contains { if case .indexed = $0.rule { return true } else { return false } }
        if let capsNode, !hasIndexed, reader.diagnostics.count == before {
            reader.report("caps limit how an indexed rate moves at each reset; this loan has no period with `index:` and `margin:`", at: capsNode)
        }
        if let node = reader.value("floor"), floor != nil, !hasIndexed {
            reader.report("floor is the lowest an indexed rate may go; this loan has no period with `index:` and `margin:`", at: node)
        }
        guard reader.diagnostics.count == before else { return .failure(Failed()) }
        guard let start, !periods.isEmpty || startInterestOnly else { return .success(nil) }
        return .success(RatePlan(start: start, startInterestOnly: startInterestOnly, periods: periods, caps: caps, floor: floor))
    }

    struct Failed: Error {}

    private static func readPeriod(_ entry: MappingReader, firstMonth: YearMonth, payments: Int?, previous: Int?) -> (period: RatePlan.Period, node: Node)? {
        let before = entry.diagnostics.count
        let afterFound = entry.located("after")
        let fromFound = entry.located("from")
        var after: Int?
        var node = entry.node
        if let afterFound {
            node = afterFound.node
            if case .success(let count) = ValueParsers.payments(afterFound.text) { after = count } else {
                entry.report("after must be the number of payments made before this period starts, such as 24, got \"\(afterFound.text)\"", at: afterFound.node)
            }
        }
        if let fromFound {
            node = fromFound.node
            switch ValueParsers.yearMonth(fromFound.text) {
            case .success(let month):
                let count = firstMonth.months(to: month)
                if count < 1 {
                    entry.report("from \(month) is not after the first payment in \(firstMonth); a later period starts after at least one payment", at: fromFound.node)
                } else {
                    after = count
                }
            case .failure(let error):
                entry.report("from \(error.message)", at: fromFound.node)
            }
        }
        if afterFound != nil && fromFound != nil {
            entry.report("give when the period starts as `after:` (payments made before it) or as `from:` (its first month), not both", at: node)
        } else if afterFound == nil && fromFound == nil {
            entry.report("missing `after:` (payments made before this period starts, such as 24) or `from:` (its first month, such as 2029-03)", at: entry.node)
        }
        if let after, let previous, after <= previous {
            entry.report("this period starts after \(after) payments, not after the one before it (\(previous)); list the periods in order", at: node)
        }
        if let after, let payments, after >= payments {
            entry.report("this period starts after \(after) payments, but the loan has \(payments); it would never start", at: node)
        }
        let interestOnly = readFlag("interest-only", in: entry) ?? false
        let rate = entry.parsed("rate", ValueParsers.rate)
        let indexNode = entry.value("index")
        let margin = entry.parsed("margin", Self.points)
        let every = entry.parsed("resets-every", ValueParsers.payments)
        var rule: RatePlan.Rule?
        if let rate {
            if indexNode != nil || entry.has("margin") || entry.has("resets-every") {
                entry.report("a period has a fixed `rate:` or an `index:` with a `margin:`, not both", at: entry.keyNode("rate") ?? entry.node)
            }
            rule = .fixed(rate)
        } else if let indexNode {
            let index = readIndex(indexNode, entry: entry)
            if margin == nil, !entry.has("margin") { entry.report("an indexed period needs `margin:` (percentage points over the index, such as 2.75)", at: indexNode) }
            if every == nil, !entry.has("resets-every") { entry.report("an indexed period needs `resets-every:` (payments between resets, such as 12)", at: indexNode) }
            if let index, let margin, let every { rule = .indexed(index: index, margin: margin, resetsEvery: every) }
        } else if !entry.has("rate") {
            entry.report("a period needs a fixed `rate:`, or an `index:` with `margin:` and `resets-every:`", at: entry.node)
        }
        guard entry.diagnostics.count == before, let after, let rule else { return nil }
        return (RatePlan.Period(after: after, rule: rule, interestOnly: interestOnly), node)
    }

    /// One index value, or a list of them (one per reset, the last repeating).
    private static func readIndex(_ node: Node, entry: MappingReader) -> [RatePlan.Micro]? {
        let nodes: [Node] = node.sequence.map(Array.init) ?? [node]
        guard !nodes.isEmpty else {
            entry.report("index needs at least one value", at: node)
            return nil
        }
        var values: [RatePlan.Micro] = []
        for item in nodes {
            guard let text = item.scalar?.string else {
                entry.report("index must be a number, or a list of numbers, one per reset", at: item)
                return nil
            }
            switch Self.points(text) {
            case .success(let value): values.append(value)
            case .failure(let error):
                entry.report("index \(error.message)", at: item)
                return nil
            }
        }
        return values
    }

    private static func readCaps(_ node: Node, reader: MappingReader) -> RatePlan.Caps? {
        var sink: [Diagnostic] = []
        guard let caps = MappingReader(node, in: reader.source, what: "caps", diagnostics: &sink) else {
            sink.forEach(reader.report)
            return nil
        }
        let first = caps.parsed("first", required: true, hint: " (percentage points at the first reset, such as 2)", Self.points)
        let later = caps.parsed("later", required: true, hint: " (percentage points at each later reset, such as 1)", Self.points)
        let life = caps.parsed("life", required: true, hint: " (percentage points over the first rate for the life of the loan, such as 5)", Self.points)
        caps.reportUnknownKeys()
        caps.diagnostics.forEach(reader.report)
        guard let first, let later, let life else { return nil }
        return RatePlan.Caps(first: first, later: later, life: life)
    }

    private static func readFlag(_ key: String, in reader: MappingReader) -> Bool? {
        guard let found = reader.located(key) else { return nil }
        switch found.text {
        case "true", "yes": return true
        case "false", "no": return false
        default:
            reader.report("\(key) must be true or false, got \"\(found.text)\"", at: found.node)
            return nil
        }
    }

    /// Percentage points, as caps, margins, floors and an index are written: `2.75` or `2.75%`,
    /// from −20 to 100, to at most six decimals.
    static func points(_ text: String) -> Result<RatePlan.Micro, ValueError> {
        var digits = ValueParsers.trim(text)
        if digits.hasSuffix("%") { digits.removeLast() }
        guard let decimal = ExactDecimal(ValueParsers.trim(digits)), decimal.scale <= 6,
              decimal.doubleValue >= -20, decimal.doubleValue <= 100 else {
            return .failure(ValueError("must be percentage points from -20 to 100 with at most six decimals, such as 2.75, got \"\(text)\""))
        }
        return .success(RatePlan.micro(decimal))
    }
}
