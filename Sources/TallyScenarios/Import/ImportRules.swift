import Foundation
import TallyEngines

/// A rules file for `tally import`: how a CSV statement's columns are read, and which rule puts
/// each row where. Read by `ImportRulesParser`; every value keeps where it was written.
public struct ImportRules: Sendable {
    /// A column, by its header or by its number from 1.
    public enum Column: Sendable, Equatable, CustomStringConvertible {
        case named(String)
        case number(Int)

        public var description: String {
            switch self {
            case .named(let name): return "\"\(name)\""
            case .number(let number): return "number \(number)"
            }
        }
    }

    /// The `csv:` block.
    public struct CSVLayout: Sendable {
        public var date: Column?
        public var dateFormat: StatementDateFormatText?
        public var amount: Column?
        public var paidOut: Column?
        public var paidIn: Column?
        public var description: [Column] = []
        /// For weigh-ins: the weight, its unit and the body fat.
        public var weight: Column?
        public var unit: String?
        public var fat: Column?
        public var delimiter: UInt8?
        public var decimalComma = false
        /// Nil: a header row is there when the first row's date field is not a date.
        public var header: Bool?
        public var location: SourceLocation?
    }

    public enum Action: Sendable, Equatable {
        case category(String)
        case income(String)
        case skip
    }

    public struct AmountCondition: Sendable, Equatable {
        public enum Comparison: String, Sendable { case lessOrEqual = "<=", greaterOrEqual = ">=", less = "<", greater = ">", equal = "=" }
        public let comparison: Comparison
        public let amount: Money

        func holds(for value: Money) -> Bool {
            switch comparison {
            case .lessOrEqual: return value <= amount
            case .greaterOrEqual: return value >= amount
            case .less: return value < amount
            case .greater: return value > amount
            case .equal: return value == amount
            }
        }
    }

    public struct Rule: Sendable {
        /// Nil: any description (a rule on the amount alone).
        public let match: String?
        let pattern: NSRegularExpression?
        /// The same pattern as plain words, when it is only that.
        let literal: LiteralPattern?
        public let amount: AmountCondition?
        public let action: Action
        public let notes: String?
        public let location: SourceLocation
    }

    public var csv = CSVLayout()
    public var rules: [Rule] = []
    public var path: String?

    public init() {}
}

/// A `date-format:` as written, with where it was written.
public struct StatementDateFormatText: Sendable {
    let format: StatementDateFormat
    let location: SourceLocation
}

