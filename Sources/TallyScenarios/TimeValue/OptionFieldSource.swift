/// Fields given as command-line options (`--rate 3.5`), validated like a scenario file's.
public final class OptionFieldSource: FieldSource {
    private let values: [String: String]
    /// Options whose name is not the scenario key: `tax` is `--property-tax`.
    private let optionNames: [String: String]
    public private(set) var messages: [String] = []

    /// `values` maps scenario keys (`future-value`) to the option's text.
    public init(_ values: [String: String], optionNames: [String: String] = [:]) {
        self.values = values
        self.optionNames = optionNames
    }

    public func text(_ key: String) -> String? {
        guard let value = values[key] else { return nil }
        let trimmed = ValueParsers.trim(value)
        return trimmed.isEmpty || trimmed == "?" ? nil : trimmed
    }

    public func isPresent(_ key: String) -> Bool { values[key] != nil }

    public var problemCount: Int { messages.count }

    /// Messages name the option (`--rate must be …`) rather than a file position.
    public func report(_ message: String, key: String?) {
        guard let key, message.hasPrefix(key + " ") else {
            messages.append(message)
            return
        }
        messages.append("--" + (optionNames[key] ?? key) + message.dropFirst(key.count))
    }
}
