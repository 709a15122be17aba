import Foundation
import TallyEngines

/// Finds the first rule that matches each row. A statement repeats its descriptions heavily (the
/// same shop, the same salary), so each distinct description is run through the regular
/// expressions once and the rules it matches are remembered: 100,000 rows of a few thousand
/// descriptions cost a few thousand matches per rule, not 100,000. The amount conditions, cheap
/// integer comparisons, are then checked per row in rule order.
struct RuleMatcher {
    let rules: [ImportRules.Rule]
    private var matchesByDescription: [String: [Int]] = [:]

    init(rules: [ImportRules.Rule]) {
        self.rules = rules
    }

    /// The first rule, by its index, that matches `row`; nil when none does.
    mutating func firstRule(for row: StatementRow) -> Int? {
        let candidates: [Int]
        if let known = matchesByDescription[row.description] {
            candidates = known
        } else {
            let whole = NSRange(location: 0, length: (row.description as NSString).length)
            let upper = row.description.utf8.map(LiteralPattern.upper)
            candidates = rules.indices.filter { index in
                if let literal = rules[index].literal { return literal.matches(upper) }
                guard let pattern = rules[index].pattern else { return true }
                return pattern.firstMatch(in: row.description, options: [], range: whole) != nil
            }
            matchesByDescription[row.description] = candidates
        }
        return candidates.first { rules[$0].amount?.holds(for: row.amount) ?? true }
    }
}
