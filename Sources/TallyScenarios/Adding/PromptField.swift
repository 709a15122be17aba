/// One question an interactive `tally add` asks: a label, the answer Enter accepts, the words
/// Tab completes, and the check an answer must pass before the next question.
public struct PromptField: Sendable {
    public let key: String
    public let label: String
    public let defaultAnswer: String?
    public let completions: [String]
    /// An empty answer with no default leaves the field out.
    public let optional: Bool
    /// Whether to ask at all, given the answers so far (an end date only for a repeating expense).
    let askIf: @Sendable ([String: String]) -> Bool
    /// The answer as it will be used (a category name in its own capitals), or why it is refused.
    let check: @Sendable (String, [String: String]) -> Result<String, ValueError>

    init(key: String, label: String, defaultAnswer: String? = nil, completions: [String] = [], optional: Bool = false,
         askIf: @escaping @Sendable ([String: String]) -> Bool = { _ in true },
         check: @escaping @Sendable (String, [String: String]) -> Result<String, ValueError>) {
        self.key = key
        self.label = label
        self.defaultAnswer = defaultAnswer
        self.completions = completions
        self.optional = optional
        self.askIf = askIf
        self.check = check
    }

    /// `Category [Food]: `, what the terminal shows.
    public var prompt: String {
        label + (defaultAnswer.map { " [\($0)]" } ?? "") + ": "
    }
}

/// Where answers come from: a terminal in `tally add`, a script in tests.
public protocol PromptInput {
    /// One line typed after `prompt`; nil when the person is done (Ctrl-D, Ctrl-C or end of input).
    mutating func read(prompt: String, completions: [String]) -> String?
    /// A line for the person to read (a refused answer, say).
    mutating func say(_ text: String)
}

/// Asking the questions one by one, the way `hledger add` does: Enter takes the default, a
/// refused answer is explained and asked again, `.` or Ctrl-D stops.
public enum PromptSession {
    /// Every answer by field key, or nil when the person stopped before the last question.
    public static func ask<Input: PromptInput>(_ fields: [PromptField], input: inout Input) -> [String: String]? {
        var answers: [String: String] = [:]
        for field in fields where field.askIf(answers) {
            while true {
                guard let typed = input.read(prompt: field.prompt, completions: field.completions) else { return nil }
                let trimmed = ValueParsers.trim(typed)
                if trimmed == "." { return nil }
                let answer = trimmed.isEmpty ? field.defaultAnswer : trimmed
                guard let answer, !answer.isEmpty else {
                    if field.optional { break }
                    input.say("  \(field.label) is needed (or . to stop)")
                    continue
                }
                switch field.check(answer, answers) {
                case .success(let value):
                    answers[field.key] = value
                case .failure(let error):
                    input.say("  \(field.key) \(error.message)")
                    continue
                }
                break
            }
        }
        return answers
    }
}
