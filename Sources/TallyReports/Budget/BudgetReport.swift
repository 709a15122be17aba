import Dispatch
import Synchronization
import TallyEngines
import TallyScenarios

/// A budget scenario as pages: the period's report with the months overview, one report for
/// every tracked month, a reminders calendar when anything is due, and an index entry.
public enum BudgetReport {
    /// Every file at once, in order: the main report, the calendar, then each month's.
    public static func render(_ scenario: BudgetScenario, templates: PageTemplates, page: PageInfo) -> RenderedScenario {
        var files: [OutputFile] = []
        let rendered = render(scenario, templates: templates, page: page) { files.append($0) }
        return RenderedScenario(files: files, entry: rendered.entry)
    }

    /// Hands each file to `emit` as it is drawn, in the same order, and returns the entry (with
    /// no files). A budget kept for decades has a page per month: the months are drawn a few at
    /// a time, so a build holds a handful of pages in memory, not all of them.
    public static func render(_ scenario: BudgetScenario, templates: PageTemplates, page: PageInfo,
                              emit: (OutputFile) throws -> Void) rethrows -> RenderedScenario {
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
        main.months = BudgetMonthsSection(overview: overview, trackedMonths: timeline.months.map(\.month),
                                          inOut: Array(timeline.months.suffix(overview.months.count)))

        for file in pageFiles(main, templates: templates, calendarHref: calendarHref) { try emit(file) }
        if let calendar { try emit(OutputFile(path: "\(folder)/\(header.slug).ics", contents: calendar)) }
        let months = timeline.months
        var first = 0
        while first < months.count {
            let batch = first..<min(first + monthsAtOnce, months.count)
            for file in monthPageFiles(batch, of: months, scenario: scenario, templates: templates, page: page) { try emit(file) }
            first = batch.upperBound
        }
        let entry = IndexEntry(header, headline: main.headline, detail: main.indexDetail,
                               extraHref: calendarHref.map { "\(folder)/\($0)" }, extraLabel: calendarHref == nil ? nil : "Add reminders to your calendar (.ics)")
        return RenderedScenario(files: [], entry: entry)
    }

    /// Months drawn together, spread over the cores: the most months' pages a build holds at once.
    static let monthsAtOnce = 16

    /// The pages of the months in `batch`. Months are independent, so they are drawn on every
    /// core rather than one after another; the order of the files stays the months'.
    private static func monthPageFiles(_ batch: Range<Int>, of months: [BudgetSpending], scenario: BudgetScenario,
                                       templates: PageTemplates, page: PageInfo) -> [OutputFile] {
        let slots = Mutex([[OutputFile]](repeating: [], count: batch.count))
        DispatchQueue.concurrentPerform(iterations: batch.count) { offset in
            let index = batch.lowerBound + offset
            let place = BudgetPagePlace.month(
                months[index].month,
                previous: index > 0 ? months[index - 1].month : nil,
                next: index + 1 < months.count ? months[index + 1].month : nil,
                folder: scenario.header.kind.outputFolder, slug: scenario.header.slug
            )
            let files = pageFiles(BudgetPage(scenario: scenario, spending: months[index], page: page, place: place), templates: templates, calendarHref: nil)
            slots.withLock { $0[offset] = files }
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
    /// The overview's months worked out, for money in and out by month.
    var inOut: [BudgetSpending] = []

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
