import TallyTestSupport

/// A random budget written in one of the many layouts YAML allows: block and flow lists, quoted,
/// plain and block-scalar notes (some running onto a line at column 1, some holding a line break
/// libyaml counts: CR, U+0085, U+2028), comments everywhere, anchors and aliases, a byte order
/// mark, LF, CRLF or CR line endings, tabs, document markers. It knows which categories an
/// expense cannot be added to (their list is an alias, is aliased, or ends with an alias).
struct BudgetLayout {
    let bytes: [UInt8]
    let categoryCount: Int
    let refused: Set<Int>

    init(bytes: [UInt8], categoryCount: Int, refused: Set<Int> = []) {
        self.bytes = bytes
        self.categoryCount = categoryCount
        self.refused = refused
    }

    init(random: inout SeededRandom) {
        var lines: [String] = []
        func pick<T>(_ choices: [T]) -> T { choices[random.int(in: 0...(choices.count - 1))] }
        func chance(_ percent: Int) -> Bool { random.int(in: 1...100) <= percent }
        func trailing() -> String { pick(["", "", "", "   # note", "\t# tab before", " #x"]) }
        func commentLines(_ indents: [Int]) {
            for _ in 0..<pick([0, 0, 0, 1, 2]) {
                lines.append(chance(30) ? "" : String(repeating: " ", count: pick(indents)) + pick(["# c", "#", "# - amount: 9", "# ] } ' \""]))
            }
        }
        let ending = pick(["\n", "\n", "\r\n", "\r"])
        var directive = false
        if chance(10) { lines.append("%YAML 1.1"); directive = true }
        if directive || chance(20) { lines.append(pick(["---", "--- # the budget"])) }
        commentLines([0])
        lines.append("kind: budget" + trailing())
        lines.append("period:\t2026-03" + trailing())
        // Sometimes the categories are a `[...]` over several lines, one `{...}` each.
        let flowCategories = chance(12)
        lines.append("categories:" + (flowCategories ? " [" : "") + trailing())
        let count = random.int(in: 1...4)
        let catDash = pick([0, 2, 4])
        let catGap = pick([2, 4])
        // Which categories share a list by an alias, or end with an alias of another's entry.
        var listAlias: (from: Int, to: Int)?
        var itemAlias: (from: Int, to: Int)?
        if count >= 2, !flowCategories {
            switch random.int(in: 0...9) {
            case 0, 1: listAlias = (0, random.int(in: 1...(count - 1)))
            case 2, 3: itemAlias = (random.int(in: 0...(count - 2)), count - 1)
            default: break
            }
        }
        let refused: Set<Int> = listAlias.map { [$0.from, $0.to] } ?? itemAlias.map { [$0.to] } ?? []
        let involved: Set<Int> = listAlias.map { [$0.from, $0.to] } ?? itemAlias.map { [$0.from, $0.to] } ?? []
        for index in 0..<count {
            let name = "Cat\(index)"
            let shared = involved.contains(index)
            if flowCategories || (!shared && chance(20)) {
                // The whole category as one `{...}` line.
                let expenses = (0..<random.int(in: 0...2)).map { "{amount: \($0 + 1).00, date: 2026-03-0\($0 + 1)\(pick(["", ", notes: Mum's birthday cake", ", notes: \"a, b] # c\"", ", notes: 'it''s [x]'"]))}" }
                let list = chance(20) && expenses.isEmpty ? "" : ", expenses: [\(expenses.joined(separator: ", "))]"
                let comma = flowCategories && (index < count - 1 || chance(50)) ? "," : ""
                lines.append(String(repeating: " ", count: catDash) + (flowCategories ? "  " : "- ") + "{name: \(name), budget: 100\(list)}\(comma)" + trailing())
                commentLines([0, catDash, catDash + 2])
                continue
            }
            let key = catDash + catGap
            lines.append(String(repeating: " ", count: catDash) + "-" + String(repeating: " ", count: catGap - 1) + "name: \(name)" + trailing())
            lines.append(String(repeating: " ", count: key) + "budget: 100" + trailing())
            if chance(15) { lines.append(String(repeating: " ", count: key) + "notes: " + pick(["\"runs on\nat column one\"", "plain"])) }
            let dash = key + pick([0, 2, 4])
            let gap = pick([2, 4])
            func item(_ number: Int, anchor: String? = nil) {
                let lead = String(repeating: " ", count: dash) + "-" + String(repeating: " ", count: gap - 1)
                if let anchor {
                    lines.append(lead + "&\(anchor) {amount: 3.00, date: 2026-03-03}" + trailing())
                    return
                }
                let inner = String(repeating: " ", count: dash + gap)
                lines.append(lead + "amount: \(number).00" + trailing())
                lines.append(inner + "date: 2026-03-0\(number)" + trailing())
                let deeper = String(repeating: " ", count: dash + gap + 2)
                switch random.int(in: 0...10) {
                case 0: lines.append(inner + "notes: Mum's birthday cake" + trailing())
                case 1: lines.append(inner + "notes: \"first line\nsecond line\"" + trailing())
                case 2: lines.append(inner + "notes: 'first line\nit''s the second'" + trailing())
                case 3: lines.append(inner + "notes: \"one\(pick(["\r", "\u{85}", "\u{2028}", "\u{2029}"]))two\"" + trailing())
                case 4: lines.append(inner + "notes: |" + trailing()); lines.append(deeper + "a literal"); lines.append(deeper + "# not a comment")
                case 5: lines.append(inner + "notes: |+"); lines.append(deeper + "kept"); lines.append("")
                case 6: lines.append(inner + "notes: plain words"); lines.append(deeper + "running on")
                case 7: lines.append(inner + "notes: '{[#]}, \"x\"'" + trailing())
                default: break
                }
                commentLines([0, dash, dash + gap, dash + gap + 2])
            }
            let style = random.int(in: 0...9)
            if let alias = listAlias, alias.to == index {
                lines.append(String(repeating: " ", count: key) + "expenses: *e\(alias.from)" + trailing())
            } else if shared || style < 5 {
                let anchor = listAlias?.from == index ? " &e\(index)" : ""
                lines.append(String(repeating: " ", count: key) + "expenses:\(anchor)" + trailing())
                commentLines([0, dash])
                let total = random.int(in: 1...3)
                for number in 1...total {
                    if itemAlias?.from == index, number == 1 { item(number, anchor: "x\(index)") } else { item(number) }
                }
                if let alias = itemAlias, alias.to == index {
                    lines.append(String(repeating: " ", count: dash) + "-" + String(repeating: " ", count: gap - 1) + "*x\(alias.from)" + trailing())
                }
            } else if style < 7 {
                lines.append(String(repeating: " ", count: key) + "expenses: [" + trailing())
                let total = random.int(in: 1...2)
                for number in 1...total {
                    let comma = number < total || chance(50) ? "," : ""
                    lines.append(String(repeating: " ", count: dash) + "{amount: \(number).00, date: 2026-03-0\(number), notes: \(pick(["Mum's cake", "'x'", "\"]\""]))}\(comma)" + trailing())
                }
                lines.append(String(repeating: " ", count: key) + "]" + trailing())
            } else if style < 9 {
                lines.append(String(repeating: " ", count: key) + pick(["expenses: []", "expenses:", "expenses: ~", "expenses: null", "expenses: [ ]"]) + trailing())
            }
            commentLines([0, catDash, key])
        }
        if flowCategories { lines.append(String(repeating: " ", count: catDash) + "]" + trailing()) }
        commentLines([0])
        if chance(15) { lines.append("..."); if chance(50) { lines.append("# after the end") } }
        let lastLineEnded = chance(85)
        // A block scalar (`|`) at the very end keeps its last line break only while the file has
        // one there: adding lines after it would change its text, so that file is refused.
        if !lastLineEnded { lines.append("# the end") }
        var text = lines.joined(separator: ending)
        if lastLineEnded { text += ending }
        bytes = (chance(15) ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
        categoryCount = count
        self.refused = refused
    }
}
