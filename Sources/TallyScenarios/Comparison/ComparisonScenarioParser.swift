import Foundation
import TallyEngines

/// Reads `kind: comparison`. Its options name scenario files relative to it (`compare:`), or
/// one file and the fields that differ in each variant (`base:` and `variants:`); each file is
/// read and validated as a scenario of its own, so a mistake in one is located in that file.
enum ComparisonScenarioParser {
    static let keys = ["compare", "base", "variants", "horizons", "invest-difference", "home-growth", "selling-costs"]
    static let optionKeys = ["name", "scenarios", "rent", "rent-growth", "tax"]
    /// Enough for any real choice, and a bound on what one small file can make a build read.
    static let maximumOptions = 12
    static let maximumScenariosPerOption = 4

    static func read(_ reader: MappingReader, header given: ScenarioHeader, context: ParseContext) -> ComparisonScenario? {
        var files = FileReader(comparison: given.sourcePath, context: context, reader: reader)
        var options: [ComparisonScenario.Option] = []
        var optionNodes: [Node] = []
        let horizons = readHorizons(reader)
        let investDifference = reader.parsed("invest-difference", ValueParsers.rate)
        let homeGrowth = reader.parsed("home-growth", ValueParsers.rate)
        let sellingCosts = reader.parsed("selling-costs", ValueParsers.share)

        // Known whichever way the comparison is written, so neither is called unknown.
        let variants = reader.value("variants")
        if let baseValue = reader.located("base") {
            if reader.has("compare") { reader.report("write either compare: (a list of files) or base: with variants:, not both", at: reader.keyNode("compare") ?? baseValue.node) }
            _ = reader.value("compare")
            if let base = files.source(baseValue.text, at: baseValue.node),
               let scenario = files.scenario(base, at: baseValue.node) {
                options.append(.init(name: scenario.header.title, scenarios: [scenario], rent: nil, savingsTax: nil))
                optionNodes.append(baseValue.node)
                if let variants {
                    if let mapping = variants.mapping {
                        for (key, value) in mapping {
                            guard let name = key.string, !name.isEmpty else { continue }
                            guard let changes = value.mapping else {
                                reader.report("variant '\(name)' must be the fields that differ from the base, such as {rate: 6.25, points: 2%}", at: value)
                                continue
                            }
                            guard let varied = YAMLSource(varying: base, with: changes, from: reader.source),
                                  let scenario = files.scenario(varied, at: value) else { continue }
                            options.append(.init(name: name, scenarios: [scenario], rent: nil, savingsTax: nil))
                            optionNodes.append(key)
                        }
                    } else {
                        reader.report("variants must be names, each with the fields that differ from the base, such as `2 points: {rate: 6.25, points: 2%}`", at: variants)
                    }
                } else {
                    reader.report("a base: needs variants: to compare it with, such as `15 years: {years: 15}`", at: baseValue.node)
                }
            }
        } else {
            if let variants { reader.report("variants: needs base: (the file they vary)", at: variants) }
            let entries = reader.list("compare")
            if entries.isEmpty, !reader.has("compare") {
                reader.report("a comparison needs compare: (a list of scenario files, relative to this one) or base: with variants:", at: reader.node)
            }
            for entry in entries {
                if let option = readOption(entry, files: &files, reader: reader, context: context) {
                    options.append(option)
                    optionNodes.append(entry)
                }
            }
        }

        // In its options' currency, and that currency's locale, unless it says otherwise.
        var header = given
        if !reader.has("currency"), let currency = files.currency {
            header = ScenarioHeader(kind: given.kind, title: given.title, notes: given.notes, currency: currency, sourcePath: given.sourcePath,
                                    slug: given.slug, locale: reader.has("locale") ? given.locale : context.settings.locale)
        }
        if options.count > maximumOptions, let extra = optionNodes.dropFirst(maximumOptions).first {
            reader.report("a comparison holds at most \(maximumOptions) options; split it in two", at: extra)
        }
        if options.count < 2, reader.diagnostics.isEmpty, files.failed == 0 {
            reader.report("a comparison needs at least two options", at: optionNodes.first ?? reader.node)
        }
        check(options, nodes: optionNodes, header: header, investDifference: investDifference, homeGrowth: homeGrowth, reader: reader)
        if !fitsInMoney(options, horizons: horizons, investDifference: investDifference, homeGrowth: homeGrowth) {
            let node = reader.value("invest-difference") ?? reader.value("home-growth") ?? reader.value("horizons") ?? reader.node
            reader.report("at these rates over \(horizons.max().map { "\($0) years" } ?? "the term") the figures grow past what Tally holds to the cent; use a lower rate or a shorter horizon", at: node)
        }
        guard reader.diagnostics.isEmpty, files.failed == 0 else { return nil }
        return ComparisonScenario(header: header, options: options, horizons: horizons, investDifference: investDifference,
                                  homeGrowth: homeGrowth, sellingCosts: homeGrowth == nil ? nil : sellingCosts ?? ExactDecimal(mantissa: 0, scale: 0),
                                  sources: files.read)
    }

    /// `horizons: [5, 10]`: whole years from the first payment, 1 to 50; [5, 10] when not given.
    private static func readHorizons(_ reader: MappingReader) -> [Int] {
        guard reader.has("horizons") else {
            _ = reader.value("horizons")
            return [5, 10]
        }
        var years: [Int] = []
        for node in reader.list("horizons") {
            guard let text = node.string, let value = Int(ValueParsers.trim(text)), (1...50).contains(value) else {
                reader.report("horizons must be whole years from 1 to 50, such as [5, 10], got \"\(node.string ?? "a list")\"", at: node)
                continue
            }
            if !years.contains(value) { years.append(value) }
        }
        return years.sorted()
    }

    /// A file name (the option is named by its title), or `name:` with `scenarios:` and/or `rent:`.
    private static func readOption(_ entry: Node, files: inout FileReader, reader: MappingReader, context: ParseContext) -> ComparisonScenario.Option? {
        if let path = entry.string {
            guard let source = files.source(path, at: entry), let scenario = files.scenario(source, at: entry) else { return nil }
            return .init(name: scenario.header.title, scenarios: [scenario], rent: nil, savingsTax: nil)
        }
        var diagnostics: [Diagnostic] = []
        guard let option = MappingReader(entry, in: reader.source, what: "an option (a file name, or name: with scenarios: or rent:)", diagnostics: &diagnostics) else {
            diagnostics.forEach(reader.report)
            return nil
        }
        defer {
            option.reportUnknownKeys()
            option.diagnostics.forEach(reader.report)
        }
        let name = option.requiredLocated("name", hint: " (what this option is called on the page)")?.text
        var scenarios: [TimeValueScenario] = []
        let listed = option.list("scenarios")
        if listed.count > maximumScenariosPerOption {
            option.report("an option holds at most \(maximumScenariosPerOption) scenarios", at: listed[maximumScenariosPerOption])
        }
        for node in listed.prefix(maximumScenariosPerOption) {
            guard let path = node.string else {
                option.report("scenarios must be file names, relative to this file", at: node)
                continue
            }
            if let source = files.source(path, at: node), let scenario = files.scenario(source, at: node) { scenarios.append(scenario) }
        }
        let currency = reader.has("currency") ? nil : files.currency
        let rent = option.parsed("rent") { ValueParsers.money($0, currency: currency ?? context.settings.currency) }
        let rentGrowth = option.parsed("rent-growth", ValueParsers.growth)
        if rentGrowth != nil, rent == nil, let node = option.value("rent-growth") { option.report("rent-growth needs rent: (a month)", at: node) }
        let tax = option.parsed("tax", ValueParsers.share)
        if tax != nil, !scenarios.contains(where: { $0.calculator != .loan }), let node = option.value("tax") {
            option.report("tax is the share of savings interest paid in tax; this option has no savings or lump-sum scenario", at: node)
        }
        if listed.isEmpty, !option.has("rent") {
            option.report("an option needs scenarios: (files), rent:, or both", at: entry)
        }
        guard let name else { return nil }
        return .init(name: name, scenarios: scenarios, rent: rent.map { .init(monthly: $0, growth: rentGrowth) }, savingsTax: tax)
    }

    /// What holds across options: one currency, renting only with a return on the money kept,
    /// a home's value only where its price is known.
    private static func check(_ options: [ComparisonScenario.Option], nodes: [Node], header: ScenarioHeader,
                              investDifference: AnnualRate?, homeGrowth: AnnualRate?, reader: MappingReader) {
        for (option, node) in zip(options, nodes) {
            if let other = option.scenarios.first(where: { $0.header.currency != header.currency }) {
                reader.report("'\(option.name)' is in \(other.header.currency.code) and this comparison in \(header.currency.code); compare options in one currency (set currency: here to choose)", at: node)
            }
            if investDifference == nil, option.rent != nil || option.scenarios.contains(where: { $0.calculator != .loan }) {
                let what = option.rent != nil ? "renting" : "saving"
                reader.report("\(what) is compared by what each option ends up with, which needs invest-difference: on the comparison (a year's return, after tax, on what an option spends less than the others, such as 4%)", at: node)
            }
            if homeGrowth != nil, let loan = option.scenarios.first(where: { $0.calculator == .loan && $0.purchase == nil }) {
                reader.report("home-growth values each home bought, so '\(loan.header.title)' needs price: and down-payment:", at: node)
            }
        }
    }

    /// Whether every figure of the comparison stays well inside what `Money` holds: a bound, in
    /// floating point, on what is spent and owned, grown at the fastest rate over the longest
    /// month count. A year's return of 100% over 50 years would otherwise overflow mid-build.
    static func fitsInMoney(_ options: [ComparisonScenario.Option], horizons: [Int], investDifference: AnnualRate?, homeGrowth: AnnualRate?) -> Bool {
        let scenarios = options.flatMap(\.scenarios)
        let months = Double(max(12 * (horizons.max() ?? 0), scenarios.map(\.solution.scheduledPayments).max() ?? 0))
        let fastest = ([investDifference, homeGrowth].compactMap { $0 } + scenarios.map(\.solution.rate)).map(\.percent.doubleValue).max() ?? 0
        let growth = pow(1 + max(fastest, 0) / 1200, months)
        var spent = 0.0
        for scenario in scenarios {
            let solution = scenario.solution
            spent += abs(Double(solution.principal.minorUnits)) + abs(Double(solution.futureValue.minorUnits))
                + abs(Double(solution.payment.minorUnits) + Double(scenario.extraMonthly.minorUnits)) * Double(solution.scheduledPayments)
                + abs(Double(scenario.purchase?.price.minorUnits ?? 0))
        }
        for rent in options.compactMap(\.rent) {
            spent += abs(Double(rent.monthly.minorUnits)) * months * pow(1 + max(rent.growth?.doubleValue ?? 0, 0) / 100, months / 12)
        }
        // Twice what is spent (escrow and dues ride on the payments), with room to spare.
        return 2 * spent * growth < 1e18
    }

    /// Reads the files a comparison names, once each, relative to it.
    struct FileReader {
        let comparison: String
        let context: ParseContext
        let reader: MappingReader
        private(set) var read: [ComparisonScenario.SourceFile] = []
        /// Files that were read but had mistakes (each reported in its own file).
        private(set) var failed = 0
        /// The currency of the first scenario read: the comparison's unless it says otherwise.
        private(set) var currency: Currency?

        init(comparison: String, context: ParseContext, reader: MappingReader) {
            self.comparison = comparison
            self.context = context
            self.reader = reader
        }

        /// The file `name`, relative to the comparison, read and parsed as YAML.
        mutating func source(_ name: String, at node: Node) -> YAMLSource? {
            guard let path = Self.resolve(name, from: comparison) else {
                reader.report("'\(name)' must be a scenario file named relative to this one, inside the project", at: node)
                return nil
            }
            guard let load = context.readFile else {
                reader.report("comparisons read their scenario files only in `tally build` and `tally check`", at: node)
                return nil
            }
            let bytes: [UInt8]
            switch load(path) {
            case .success(let read): bytes = read
            case .failure(let error):
                // Said at the name: the file it names has no line to point at.
                failed += 1
                reader.report("cannot read '\(name)' (\(path)): \(error.all.first.map { $0.message.replacingOccurrences(of: "cannot read this file: ", with: "") } ?? "unreadable")", at: node)
                return nil
            }
            read.append(.init(path: path, bytes: bytes))
            do throws(Diagnostics) {
                let source = try YAMLSource(text: ScenarioText.decode(bytes, path: path), path: path)
                if source.root.mapping?["kind"]?.string == ScenarioKind.comparison.rawValue {
                    failed += 1
                    reader.report("'\(name)' is a comparison; a comparison compares loans, savings and lump sums, not other comparisons", at: node)
                    return nil
                }
                return source
            } catch {
                report(error, about: name, at: node)
                return nil
            }
        }

        /// `source` validated as a scenario that can be compared: a loan, savings or lump sum.
        mutating func scenario(_ source: YAMLSource, at node: Node) -> TimeValueScenario? {
            let nested = ParseContext(settings: context.settings, today: context.today, readFile: nil, inComparison: true)
            do {
                switch try ScenarioParser.parse(source: source, context: nested) {
                case .timeValue(let scenario):
                    if currency == nil { currency = scenario.header.currency }
                    return scenario
                case let other:
                    reader.report("only loans, savings and lump sums can be compared; '\(source.path)' is a \(other.header.kind.displayName.lowercased())", at: node)
                }
            } catch {
                report(error, about: source.path, at: node)
            }
            return nil
        }

        /// Every mistake where it was made; and, for one in the file compared rather than in the
        /// comparison (a variant's value), a line at the name saying why the option is missing.
        private mutating func report(_ error: Diagnostics, about name: String, at node: Node) {
            failed += 1
            error.all.forEach(reader.report)
            let elsewhere = error.all.filter { $0.location.path != comparison }.count
            guard elsewhere > 0 else { return }
            reader.report("cannot compare '\(name)': it has \(elsewhere == 1 ? "a mistake" : "\(elsewhere) mistakes"), reported in that file", at: node)
        }

        /// `name` relative to the folder of `path`, with `.` and `..` resolved; nil for an
        /// absolute name or one that climbs out of the project.
        static func resolve(_ name: String, from path: String) -> String? {
            let trimmed = ValueParsers.trim(name)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("/") else { return nil }
            var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
            let absolute = path.hasPrefix("/")
            if absolute { parts.removeFirst() }
            for part in trimmed.split(separator: "/") {
                switch part {
                case ".": continue
                case "..":
                    guard let last = parts.last, last != ".." else { return nil }
                    parts.removeLast()
                default: parts.append(String(part))
                }
            }
            return (absolute ? "/" : "") + parts.filter { !$0.isEmpty && $0 != "." }.joined(separator: "/")
        }
    }
}
