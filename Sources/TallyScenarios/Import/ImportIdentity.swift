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
    /// overlaps a CSV export of the same account imported before finds those rows by it. The
    /// text hashed is `2026-10-12|-2399|TESCO STORES 2041|1`, built as bytes (100,000 rows).
    static func contentIDs(for rows: [StatementRow]) -> [String] {
        struct Same: Hashable {
            let day: Int
            let amount: Int64
            let description: [UInt8]
        }
        var seen: [Same: Int] = [:]
        // A statement repeats its descriptions: each is normalised once.
        var normalisedDescriptions: [String: [UInt8]] = [:]
        var key: [UInt8] = []
        return rows.map { row in
            let description = normalisedDescriptions[row.description] ?? {
                let made = Array(normalised(row.description).utf8)
                normalisedDescriptions[row.description] = made
                return made
            }()
            let same = Same(day: row.date.daysSinceEpoch, amount: row.amount.minorUnits, description: description)
            let position = (seen[same] ?? 0) + 1
            seen[same] = position
            key.removeAll(keepingCapacity: true)
            key += row.date.description.utf8
            key.append(UInt8(ascii: "|"))
            key += String(row.amount.minorUnits).utf8
            key.append(UInt8(ascii: "|"))
            key += description
            key.append(UInt8(ascii: "|"))
            key += String(position).utf8
            return FNV1a64.hexDigest(key)
        }
    }

    private static func normalised(_ description: String) -> String {
        description.uppercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}
