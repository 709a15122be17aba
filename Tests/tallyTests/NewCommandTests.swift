import Foundation
import Testing

/// `tally new` as a newcomer meets it: the starter it writes must build, and its first real
/// entries must count.
@Suite(.enabled(if: TallyBinary.isBuilt, "needs .build/debug/tally: run `swift build` first"))
struct NewCommandTests {
    private func emptyFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-new-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Builds skip tally.yaml as the settings file, so a scenario of that name would never build.
    @Test func theSettingsFileNameIsRefused() throws {
        let folder = try emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["tally", "Tally", "tally.yaml"] {
            let new = try TallyBinary.run(["new", "loan", name], in: folder)
            #expect(new.status == 1)
            #expect(new.err.contains("settings file"), "\(new.err)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("scenarios/tally.yaml").path))
        }
        #expect(try TallyBinary.run(["new", "loan", "tally-loan"], in: folder).status == 0)
    }

    /// The starter tracks from the earliest expense, so last month's lunch counts, and what
    /// `tally add` reports is a month the build shows. An expense no month counts is a warning
    /// in add, check and build, none of which fails for it. (Today is 20 March 2026.)
    @Test func aNewcomersFirstExpensesCountWhereAddSays() throws {
        let folder = try emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try TallyBinary.run(["new", "budget", "x"], in: folder).status == 0)
        let lastMonth = try TallyBinary.run(["add", "expense", "scenarios/x.yaml", "--category", "Food", "--amount", "83.10", "--date", "2026-02-20"], in: folder)
        #expect(lastMonth.status == 0)
        #expect(lastMonth.out.contains("Food in February 2026: £83.10 spent of £400.00"), "\(lastMonth.out)")
        #expect(!lastMonth.out.contains("warning"))
        let check = try TallyBinary.run(["check"], in: folder)
        #expect(check.status == 0 && check.err.isEmpty && check.out.contains("no errors\n"), "\(check.out)\(check.err)")
        #expect(try TallyBinary.run(["build"], in: folder).status == 0)
        let february = try String(contentsOf: folder.appendingPathComponent("public/budget/x/2026-02.md"), encoding: .utf8)
        #expect(february.contains("83.10"))

        let nextMonth = try TallyBinary.run(["add", "expense", "scenarios/x.yaml", "--category", "Food", "--amount", "5", "--date", "2026-04-02"], in: folder)
        #expect(nextMonth.status == 0)
        #expect(nextMonth.out.contains("scenarios/x.yaml:"))
        #expect(nextMonth.out.contains(": warning: date 2026-04-02 is after this month (2026-03)"), "\(nextMonth.out)")
        #expect(nextMonth.out.contains("No page counts it"))
        #expect(!nextMonth.out.contains("Food in April 2026"))
        let warned = try TallyBinary.run(["check"], in: folder)
        #expect(warned.status == 0)
        #expect(warned.err.contains(": warning: date 2026-04-02 is after this month"))
        #expect(warned.out.contains("no errors, 1 warning"))
        let build = try TallyBinary.run(["build"], in: folder)
        #expect(build.status == 0)
        #expect(build.err.contains(": warning: date 2026-04-02"))
    }

    /// The BMI starter holds no weigh-in to be read as the person's own; one dated after today
    /// is a warning, not the current BMI unannounced.
    @Test func theBMIStarterHasNoWeighInAndAFutureOneIsWarned() throws {
        let folder = try emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try TallyBinary.run(["new", "bmi", "y"], in: folder).status == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("scenarios/y.yaml"), encoding: .utf8)
        #expect(!text.contains("\nentries:"))
        let build = try TallyBinary.run(["build"], in: folder)
        #expect(build.status == 0 && build.err.isEmpty, "\(build.err)")
        let page = try String(contentsOf: folder.appendingPathComponent("public/health/y.md"), encoding: .utf8)
        #expect(page.contains("No weigh-ins yet"))
        let added = try TallyBinary.run(["add", "weigh-in", "scenarios/y.yaml", "--weight", "72.4kg", "--date", "2027-03-20"], in: folder)
        #expect(added.status == 0)
        #expect(added.out.contains("scenarios/y.yaml:14:11: warning: date 2027-03-20 is after today (2026-03-20)"), "\(added.out)")
        let check = try TallyBinary.run(["check"], in: folder)
        #expect(check.status == 0)
        #expect(check.err.contains("scenarios/y.yaml:14:11: warning:"))
    }
}
