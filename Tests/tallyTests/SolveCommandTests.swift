import Foundation
import Testing

/// `tally solve` as a person types it: housing costs without an address, PMI for US loans only,
/// and the project's `tally.yaml` read as `tally build` reads it.
@Suite struct SolveCommandTests {
    /// A fresh folder, removed when `body` is done; `files` are written into it first.
    private func inFolder(_ files: [String: String] = [:], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-solve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        try body(folder)
    }

    private static let house = ["solve", "loan", "--price", "400000", "--down-payment", "20%", "--rate", "6.5", "--years", "30"]

    @Test(.enabled(if: TallyBinary.isBuilt))
    func housingCostsNeedNoAddress() throws {
        try inFolder { folder in
            let result = try TallyBinary.run(Self.house + ["--property-tax", "1.2%", "--insurance", "1200", "--hoa", "50"], in: folder)
            #expect(result.status == 0, "\(result.err)")
            // 1.2% of £400,000 a year is £400.00 a month; £1,200 a year £100.00.
            #expect(result.out.contains("Property tax") && result.out.contains("£400.00"))
            #expect(result.out.contains("£100.00") && result.out.contains("£50.00"))
            #expect(!result.out.contains("House at") && !result.out.contains("Apartment at"), "no address line")
            let json = try TallyBinary.run(Self.house + ["--property-tax", "1.2%", "--json"], in: folder)
            #expect(json.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
            #expect(object["property"] == nil && object["monthly_costs"] != nil)
        }
    }

    /// `--save` writes a property for the map: there its address is still required and checked.
    @Test(.enabled(if: TallyBinary.isBuilt))
    func saveStillNeedsTheAddress() throws {
        try inFolder { folder in
            let refused = try TallyBinary.run(Self.house + ["--property-tax", "1.2%", "--save", "home.yaml"], in: folder)
            #expect(refused.status == 1)
            #expect(refused.err.contains("error: --save writes the property, which needs its address: give --property-type, --street, --city, --state and --zip"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("home.yaml").path))
            let badZip = try TallyBinary.run(Self.house + ["--property-tax", "1.2%", "--property-type", "house", "--street", "12 Elm Street",
                                                           "--city", "Springfield", "--state", "IL", "--zip", "00000", "--save", "home.yaml"], in: folder)
            #expect(badZip.status == 1 && badZip.err.contains("error: --zip 00000 does not exist"))
            let saved = try TallyBinary.run(Self.house + ["--property-tax", "1.2%", "--property-type", "house", "--street", "12 Elm Street",
                                                          "--city", "Springfield", "--state", "IL", "--zip", "62701", "--save", "home.yaml"], in: folder)
            #expect(saved.status == 0, "\(saved.err)")
            #expect(saved.out.contains("$"), "an address makes dollars the default")
        }
    }

    /// PMI and the law that ends it are American: on a loan in pounds it is refused, naming the option.
    @Test(.enabled(if: TallyBinary.isBuilt))
    func pmiIsForLoansInDollars() throws {
        try inFolder { folder in
            let pounds = try TallyBinary.run(Self.house + ["--down-payment", "5%", "--pmi", "0.5%"], in: folder)
            #expect(pounds.status == 1)
            #expect(pounds.err.contains("error: --pmi is US private mortgage insurance, for a loan in US dollars; this loan is in GBP"))
            #expect(!pounds.out.contains("Homeowners Protection Act"))
            let dollars = try TallyBinary.run(Self.house + ["--down-payment", "5%", "--pmi", "0.5%", "--currency", "USD"], in: folder)
            #expect(dollars.status == 0, "\(dollars.err)")
            #expect(dollars.out.contains("Homeowners Protection Act") && dollars.out.contains("$"))
        }
    }

    /// In a project whose tally.yaml says USD, solve answers in dollars, as its build would;
    /// `--currency` still wins, and a broken tally.yaml is reported as the build reports it.
    @Test(.enabled(if: TallyBinary.isBuilt))
    func solveReadsTheProjectSettings() throws {
        let loan = ["solve", "loan", "--principal", "200000", "--rate", "6", "--years", "30"]
        try inFolder(["tally.yaml": "title: Homes\ncurrency: USD\n"]) { folder in
            let result = try TallyBinary.run(loan, in: folder)
            #expect(result.status == 0)
            #expect(result.out.contains("$1,199.10"), "\(result.out)")
            #expect(!result.out.contains("£"))
            let pounds = try TallyBinary.run(loan + ["--currency", "GBP"], in: folder)
            #expect(pounds.out.contains("£1,199.10"))
            // PMI follows the project's currency too.
            let pmi = try TallyBinary.run(Self.house + ["--down-payment", "5%", "--pmi", "0.5%"], in: folder)
            #expect(pmi.status == 0, "\(pmi.err)")
        }
        try inFolder(["tally.yaml": "currency: dollars\n"]) { folder in
            let result = try TallyBinary.run(loan, in: folder)
            #expect(result.status == 1)
            #expect(result.err.contains("tally.yaml:1:11: error: currency"), "\(result.err)")
        }
        try inFolder { folder in
            let result = try TallyBinary.run(loan, in: folder)
            #expect(result.out.contains("£1,199.10"), "without tally.yaml, pounds as before")
        }
    }

    /// Issue 23: `--save --force` replaces a regular file only, keeping its mode; a pipe (as
    /// `/dev/null` would be, but without risking the machine's own) is refused and left a pipe.
    @Test(.enabled(if: TallyBinary.isBuilt))
    func saveForceKeepsTheModeAndRefusesAPipe() throws {
        let loan = ["solve", "loan", "--principal", "1000", "--rate", "5", "--years", "2"]
        try inFolder(["mine.yaml": "old\n"]) { folder in
            let mine = folder.appendingPathComponent("mine.yaml").path
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: mine)
            let saved = try TallyBinary.run(loan + ["--save", "mine.yaml", "--force"], in: folder)
            #expect(saved.status == 0, "\(saved.err)")
            let mode = try FileManager.default.attributesOfItem(atPath: mine)[.posixPermissions] as? NSNumber
            #expect(mode?.intValue == 0o600)
            let pipe = folder.appendingPathComponent("pipe.yaml").path
            #expect(mkfifo(pipe, 0o644) == 0)
            let refused = try TallyBinary.run(loan + ["--save", "pipe.yaml", "--force"], in: folder)
            #expect(refused.status != 0)
            #expect(refused.err.contains("pipe.yaml is not a regular file"), "\(refused.err)")
            var info = stat()
            #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["mine.yaml", "pipe.yaml"])
        }
    }

    /// `--tax-growth` and `--insurance-growth` change the costs each loan year; `--save` writes
    /// them back, and the saved file checks and reads as the same problem.
    @Test(.enabled(if: TallyBinary.isBuilt))
    func costGrowthRoundTripsThroughSave() throws {
        let address = ["--property-type", "house", "--street", "12 Elm Street", "--city", "Springfield", "--state", "IL", "--zip", "62701"]
        let growing = Self.house + ["--property-tax", "3000", "--insurance", "1200", "--tax-growth", "3%", "--insurance-growth", "-2"]
        try inFolder { folder in
            let saved = try TallyBinary.run(growing + address + ["--start", "2027-01", "--save", "home.yaml", "--json"], in: folder)
            #expect(saved.status == 0, "\(saved.err)")
            let yaml = try String(contentsOf: folder.appendingPathComponent("home.yaml"), encoding: .utf8)
            #expect(yaml.contains("  tax-growth: 3%\n  insurance-growth: -2%\n"), "\(yaml)")
            #expect(try TallyBinary.run(["check", "home.yaml"], in: folder).status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(saved.out.utf8)) as? [String: Any])
            let years = try #require(object["costs_by_year"] as? [[String: Any]])
            #expect(years.count == 30)
            // $3,000 → $250.00 a month; $3,090 → $257.50; $1,200 → $100.00; $1,176 → $98.00.
            #expect(years[1]["property_tax"] as? Double == 257.5 && years[1]["insurance"] as? Double == 98)
            #expect(years[0]["property_tax"] as? Double == 250)
            let refused = try TallyBinary.run(Self.house + ["--tax-growth", "3%"], in: folder)
            #expect(refused.status == 1)
            #expect(refused.err.contains("error: --tax-growth needs the property tax it grows"), "\(refused.err)")
        }
    }
}
