import TallyEngines

/// Where a budget page sits and how its links reach the others.
///
/// The main report is `budget/<slug>.html`; each month's page is one folder deeper, at
/// `budget/<slug>/<YYYY-MM>.html`. Every link is relative, so the site works from `file://`
/// and from any web folder.
struct BudgetPagePlace {
    let folder: String
    let slug: String
    /// Nil for the main report (the period with the overview); the month for a month's page.
    let month: YearMonth?
    /// The tracked months before and after, for a month's page.
    let previous: YearMonth?
    let next: YearMonth?

    static func main(folder: String, slug: String) -> BudgetPagePlace {
        BudgetPagePlace(folder: folder, slug: slug, month: nil, previous: nil, next: nil)
    }

    static func month(_ month: YearMonth, previous: YearMonth?, next: YearMonth?, folder: String, slug: String) -> BudgetPagePlace {
        BudgetPagePlace(folder: folder, slug: slug, month: month, previous: previous, next: next)
    }

    /// Folders below the site root, for `{{root}}`.
    var depth: Int { month == nil ? 1 : 2 }
    /// `../` or `../../`: the site root from this page.
    var root: String { String(repeating: "../", count: depth) }

    /// The page's path in the site, without its extension.
    var pathStem: String {
        guard let month else { return "\(folder)/\(slug)" }
        return "\(folder)/\(slug)/\(month)"
    }

    /// The page's own file name with `ext` (`html` or `md`), for "Markdown version" links.
    func ownHref(_ ext: String) -> String {
        guard let month else { return "\(slug).\(ext)" }
        return "\(month).\(ext)"
    }

    /// A month's page from here.
    func monthHref(_ target: YearMonth, _ ext: String) -> String {
        month == nil ? "\(slug)/\(target).\(ext)" : "\(target).\(ext)"
    }

    /// The main report (with the overview) from here.
    func overviewHref(_ ext: String) -> String {
        month == nil ? "\(slug).\(ext)" : "../\(slug).\(ext)"
    }

    /// Keeps chart and section ids apart between pages, though each page is its own document.
    var idPrefix: String { month.map { "\(slug)-\($0)" } ?? slug }
}
