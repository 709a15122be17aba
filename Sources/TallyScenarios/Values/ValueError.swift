/// Why a typed value was refused, worded to follow the field's name:
/// "rate" + " must be a percentage between 0 and 100, got \"3,5\"".
public struct ValueError: Error, Sendable, Hashable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
