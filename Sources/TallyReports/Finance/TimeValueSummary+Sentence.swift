/// A summary's sentence put together piece by piece in one buffer and made a `String` once:
/// interpolating its five or six figures and appending its clauses grew and copied a string
/// at each step (~480 instructions an append, a dozen a loan).
struct SummarySentence {
    private var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(192)
    }

    mutating func add(_ piece: String) {
        bytes.append(contentsOf: piece.utf8)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
