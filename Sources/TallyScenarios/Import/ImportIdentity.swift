import TallyEngines

/// The identity an imported entry keeps in the file (`import-id:`), by which a second import of
/// the same or an overlapping statement knows what it has already added.
///
/// The bank's own id (OFX `FITID`) when the row has one. Otherwise the day, the amount and the
/// description (spaces and capitals aside), and the row's place among the rows identical in
/// those that day: two identical coffees are #1 and #2 and both kept, and a re-export listing
/// the day's rows in another order gives the same ids, since identical rows are interchangeable.
/// Hashed (64-bit FNV-1a, in hex) to keep the line short; the same text gives the same id on
/// every machine.
enum ImportIdentity {
    static func ids(for rows: [StatementRow]) -> [String] {
        zip(rows, contentIDs(for: rows)).map { row, content in row.bankID.map { "fitid-" + $0 } ?? content }
    }

    /// The identity by content alone, which a row with a FITID has too: an OFX statement that
    /// overlaps a CSV export of the same account imported before finds those rows by it.
    static func contentIDs(for rows: [StatementRow]) -> [String] {
        var seen: [String: Int] = [:]
        // A statement repeats its descriptions: each is normalised once.
        var normalisedDescriptions: [String: String] = [:]
        return rows.map { row in
            let description = normalisedDescriptions[row.description] ?? {
                let made = normalised(row.description)
                normalisedDescriptions[row.description] = made
                return made
            }()
            let key = "\(row.date)|\(row.amount.minorUnits)|\(description)"
            let position = (seen[key] ?? 0) + 1
            seen[key] = position
            return hex(fnv1a(key + "|\(position)"))
        }
    }

    private static func normalised(_ description: String) -> String {
        description.uppercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    private static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
