import Dispatch
import Synchronization
import TallyEngines
import TallyScenarios

/// A budget scenario as pages: the period's report with the months overview, one report for
/// every tracked month, a reminders calendar when anything is due, and an index entry.
public enum BudgetReport {
    public static func render(_ scenario: BudgetScenario, templates: PageTemplates, page: PageInfo) -> RenderedScenario {
        let header = scenario.header
        let folder = header.kind.outputFolder
        let timeline = BudgetTimeline(budget: scenario.budget)
        let periodSpending = timeline.period ?? BudgetSpending(budget: scenario.budget)
        let calendar = ICalendarWriter(currency: header.currency, today: page.generatedOn, buildTimestamp: page.buildTimestamp, locale: header.locale)
            .calendar(for: scenario.budget, slug: header.slug)
        let calendarHref = calendar == nil ? nil : "\(header.slug).ics"

        let mainPlace = BudgetPagePlace.main(folder: folder, slug: header.slug)
        var main = BudgetPage(scenario: scenario, spending: periodSpending, page: page, place: mainPlace)
        let overview = BudgetOverview(timeline, order: main.views.map(\.spending.categoryIndex))
        main.months = BudgetMonthsSection(overview: overview, trackedMonths: timeline.months.map(\.month))

        var files: [OutputFile] = []
        files.reserveCapacity(2 * timeline.months.count + 3)
        files += pageFiles(main, templates: templates, calendarHref: calendarHref)
        if let calendar { files.append(OutputFile(path: "\(folder)/\(header.slug).ics", contents: calendar)) }
        files += monthPageFiles(timeline, scenario: scenario, templates: templates, page: page)
        let entry = IndexEntry(header, headline: main.headline, detail: main.indexDetail,
                               extraHref: calendarHref.map { "\(folder)/\($0)" }, extraLabel: calendarHref == nil ? nil : "Add reminders to your calendar (.ics)")
        return RenderedScenario(files: files, entry: entry)
    }

    /// Every tracked month's page. Months are independent, so a budget kept for years renders
    /// them on every core rather than one after another; the order of the files stays the months'.
    private static func monthPageFiles(_ timeline: BudgetTimeline, scenario: BudgetScenario, templates: PageTemplates, page: PageInfo) -> [OutputFile] {
        let months = timeline.months
        let slots = Mutex([[OutputFile]](repeating: [], count: months.count))
        DispatchQueue.concurrentPerform(iterations: months.count) { index in
            let place = BudgetPagePlace.month(
                months[index].month,
                previous: index > 0 ? months[index - 1].month : nil,
                next: index + 1 < months.count ? months[index + 1].month : nil,
                folder: scenario.header.kind.outputFolder, slug: scenario.header.slug
            )
            let files = pageFiles(BudgetPage(scenario: scenario, spending: months[index], page: page, place: place), templates: templates, calendarHref: nil)
            slots.withLock { $0[index] = files }
        }
        return slots.withLock { $0.flatMap { $0 } }
    }

    private static func pageFiles(_ page: BudgetPage, templates: PageTemplates, calendarHref: String?) -> [OutputFile] {
        let (values, figures) = page.htmlValues(calendarHref: calendarHref)
        let html = templates.render(values, template: "budget")
        let markdown = BudgetMarkdownPage.render(page, calendarHref: calendarHref, figures: figures)
        let stem = page.place.pathStem
        let folder = stem.lastIndex(of: "/").map { String(stem[..<$0]) } ?? ""
        return [
            OutputFile(path: stem + ".html", bytes: html),
            OutputFile(path: stem + ".md", contents: markdown),
        ] + MarkdownPage.chartFiles(figures.all, folder: folder)
    }
}

/// The main report's extra section: the months overview, and links to every tracked month.
struct BudgetMonthsSection {
    let overview: BudgetOverview
    /// Every month that has a page, oldest first.
    let trackedMonths: [YearMonth]

    /// The tracked months the overview leaves out, by year, oldest first: so every month's page
    /// can be reached from the main report, not only through a chain of "previous" links.
    var earlierMonthsByYear: [(year: Int, months: [YearMonth])] {
        let earlier = trackedMonths.dropLast(overview.months.count)
        var groups: [(year: Int, months: [YearMonth])] = []
        for month in earlier {
            if groups.last?.year == month.year {
                groups[groups.count - 1].months.append(month)
            } else {
                groups.append((month.year, [month]))
            }
        }
        return groups
    }
}
