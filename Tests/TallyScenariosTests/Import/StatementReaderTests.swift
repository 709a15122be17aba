import Foundation
import Testing
import TallyEngines
@testable import TallyScenarios

/// Each statement format, the awkward shapes banks export included, read into rows; a row that
/// cannot be read is named by the statement's line and column.
@Suite struct StatementReaderTests {
    static let gbp = Currency(code: "GBP")!

    static func rows(_ text: String, path: String = "s.csv", rules: String? = nil) throws -> [StatementRow] {
        try rows(Array(text.utf8), path: path, rules: rules)
    }

    static func rows(_ bytes: [UInt8], path: String = "s.csv", rules: String? = nil) throws -> [StatementRow] {
        let parsed = try rules.map { try ImportRulesParser.parse(text: $0, path: "bank.rules.yaml", currency: gbp) } ?? ImportRules()
        return try StatementFormat.read(bytes, path: path, rules: parsed, currency: gbp).1.get()
    }

    static func errors(_ text: String, path: String = "s.csv", rules: String? = nil) throws -> [String] {
        let parsed = try rules.map { try ImportRulesParser.parse(text: $0, path: "bank.rules.yaml", currency: gbp) } ?? ImportRules()
        switch StatementFormat.read(Array(text.utf8), path: path, rules: parsed, currency: gbp).1 {
        case .success(let rows): Issue.record("read \(rows.count) rows"); return []
        case .failure(let diagnostics): return diagnostics.all.map(\.description)
        }
    }

    static func day(_ text: String) -> CalendarDate { CalendarDate(text)! }
    static func pence(_ value: Int64) -> Money { Money(minorUnits: value) }

    @Test func aUKExportWithAByteOrderMarkAndQuotedFields() throws {
        let text = "\u{FEFF}Date,Description,Amount,Balance\r\n31/10/2026,\"ACME LTD, SALARY\",\"2,450.00\",3000.00\r\n12/10/2026,TESCO STORES 2041,-23.99,550.00\r\n"
        let rows = try Self.rows(text)
        #expect(rows.map(\.date) == [Self.day("2026-10-31"), Self.day("2026-10-12")])
        #expect(rows.map(\.amount) == [Self.pence(245_000), Self.pence(-2_399)])
        #expect(rows.map(\.description) == ["ACME LTD, SALARY", "TESCO STORES 2041"])
        #expect(rows.map(\.location.line) == [2, 3])
    }

    @Test func semicolonsAndADecimalComma() throws {
        let text = "Datum;Omschrijving;Bedrag\n2026-10-12;\"Albert Heijn; filiaal 12\";-1.234,56\n2026-10-13;Salaris;2450,00\n"
        let rules = """
        csv:
          date: Datum
          description: Omschrijving
          amount: Bedrag
          decimal-mark: ","
        """
        let rows = try Self.rows(text, rules: rules)
        #expect(rows.map(\.amount) == [Self.pence(-123_456), Self.pence(245_000)])
        #expect(rows[0].description == "Albert Heijn; filiaal 12")
    }

    @Test func paidOutAndPaidInColumnsAreFoundByTheirNames() throws {
        let text = "Date,Transaction Description,Paid out,Paid in,Balance\n02/10/2026,TESCO,54.32,,100.00\n31/10/2026,SALARY,,\"2,450.00\",2550.00\n"
        let rows = try Self.rows(text)
        #expect(rows.map(\.amount) == [Self.pence(-5_432), Self.pence(245_000)])
    }

    @Test func usDatesAreToldFromUKDatesByTheData() throws {
        let us = try Self.rows("Date,Description,Amount\n10/31/2026,A,-1\n10/02/2026,B,-2\n")
        #expect(us.map(\.date) == [Self.day("2026-10-31"), Self.day("2026-10-02")])
        let uk = try Self.rows("Date,Description,Amount\n31/10/2026,A,-1\n02/10/2026,B,-2\n")
        #expect(uk.map(\.date) == [Self.day("2026-10-31"), Self.day("2026-10-02")])
        let named = try Self.rows("Date,Description,Amount\n31 Oct 2026,A,-1\n2 Nov 2026,B,-2\n")
        #expect(named.map(\.date) == [Self.day("2026-10-31"), Self.day("2026-11-02")])
    }

    @Test func datesThatCouldBeEitherWayRoundNeedTheRules() throws {
        let text = "Date,Description,Amount\n01/02/2026,A,-1\n03/04/2026,B,-2\n"
        let errors = try Self.errors(text)
        #expect(errors == ["s.csv:2:1: error: the dates could be read as %d/%m/%Y or as %m/%d/%Y (no day is after the 12th to tell); say which with date-format: \"%d/%m/%Y\" in the rules file's csv: block"])
        let us = try Self.rows(text, rules: "csv:\n  date-format: \"%m/%d/%Y\"\n")
        #expect(us.map(\.date) == [Self.day("2026-01-02"), Self.day("2026-03-04")])
    }

    @Test func anUnreadableDateOrAmountIsLocatedInTheStatement() throws {
        let text = "Date,Description,Amount\n31/10/2026,A,-1.00\n32/10/2026,B,-2.00\n30/10/2026,C,-2.0x0\n"
        let errors = try Self.errors(text, rules: "csv:\n  date-format: \"%d/%m/%Y\"\n")
        #expect(errors == [
            "s.csv:3:1: error: the date \"32/10/2026\" is not a day written %d/%m/%Y (the rules' date-format)",
            "s.csv:4:14: error: the amount \"-2.0x0\" is not an amount of money in GBP, such as -23.99 or 1,250.00",
        ])
    }

    @Test func noHeaderRowWithColumnsByNumber() throws {
        let rules = "csv:\n  date: 1\n  description: 3\n  amount: 2\n"
        let rows = try Self.rows("2026-10-12\t-23.99\tTESCO\n2026-10-13\t-1.50\tBUS\n", rules: rules)
        #expect(rows.map(\.description) == ["TESCO", "BUS"])
        #expect(rows.map(\.amount) == [Self.pence(-2_399), Self.pence(-150)])
    }

    @Test func anUnclosedQuoteIsLocated() throws {
        let errors = try Self.errors("Date,Description,Amount\n2026-10-12,\"TESCO,-1\n")
        #expect(errors == ["s.csv:2:12: error: this quote is never closed; a quoted field ends with a \" before the next delimiter"])
    }

    static let sgml = """
    OFXHEADER:100
    DATA:OFXSGML
    VERSION:102

    <OFX>
    <BANKMSGSRSV1><STMTTRNRS><STMTRS>
    <CURDEF>GBP
    <BANKTRANLIST>
    <STMTTRN>
    <TRNTYPE>DEBIT
    <DTPOSTED>20261012120000[0:GMT]
    <TRNAMT>-23.99
    <FITID>A1
    <NAME>TESCO STORES
    </STMTTRN>
    <STMTTRN>
    <TRNTYPE>CREDIT
    <DTPOSTED>20261031
    <TRNAMT>2450.00
    <FITID>A2
    <NAME>ACME &amp; CO SALARY
    <MEMO>October
    </STMTTRN>
    </BANKTRANLIST>
    </STMTRS></STMTTRNRS></BANKMSGSRSV1>
    </OFX>

    """

    @Test func ofxOneIsSGMLWithoutClosingTags() throws {
        let rows = try Self.rows(Self.sgml, path: "s.ofx")
        #expect(rows.map(\.date) == [Self.day("2026-10-12"), Self.day("2026-10-31")])
        #expect(rows.map(\.amount) == [Self.pence(-2_399), Self.pence(245_000)])
        #expect(rows.map(\.description) == ["TESCO STORES", "ACME & CO SALARY"])
        #expect(rows.map(\.bankID) == ["A1", "A2"])
        #expect(rows.map(\.location.line) == [9, 16])
    }

    @Test func ofxTwoIsXMLAndQFXIsOFX() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <?OFX OFXHEADER="200" VERSION="220"?>
        <OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>GBP</CURDEF><BANKTRANLIST>
        <STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20261012</DTPOSTED><TRNAMT>-23.99</TRNAMT><FITID>X1</FITID><NAME>TESCO</NAME></STMTTRN>
        </BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
        """
        let rows = try Self.rows(xml, path: "s.qfx")
        #expect(rows == [StatementRow(date: Self.day("2026-10-12"), amount: Self.pence(-2_399), description: "TESCO", bankID: "X1",
                                      location: SourceLocation(path: "s.qfx", line: 4, column: 1))])
    }

    @Test func ofxInAnotherCurrencyAndABadAmountAreLocated() throws {
        let text = Self.sgml.replacingOccurrences(of: "<CURDEF>GBP", with: "<CURDEF>EUR").replacingOccurrences(of: "<TRNAMT>-23.99", with: "<TRNAMT>lots")
        let errors = try Self.errors(text, path: "s.ofx")
        #expect(errors == [
            "s.ofx:7:1: error: the statement is in EUR, the budget in GBP; import it into a budget in EUR",
            "s.ofx:12:1: error: the amount \"lots\" is not an amount of money in GBP",
        ])
    }

    @Test func qif() throws {
        let text = "!Type:Bank\nD31/10/2026\nT2,450.00\nPACME SALARY\n^\nD12/10/2026\nT-23.99\nPTESCO\nMweekly shop\n^\n"
        let rows = try Self.rows(text, path: "s.qif")
        #expect(rows.map(\.date) == [Self.day("2026-10-31"), Self.day("2026-10-12")])
        #expect(rows.map(\.amount) == [Self.pence(245_000), Self.pence(-2_399)])
        #expect(rows.map(\.description) == ["ACME SALARY", "TESCO"])
        #expect(rows.map(\.location.line) == [2, 6])
    }

    /// The example statements, read as independent readers read them: ofxparse 0.21 finds 13
    /// transactions in the OFX summing to 1840.24 (the first FITID 20261029-1, the last
    /// 20261120-1), and hledger 1.25's CSV reader 25 rows, 24 once the transfer is skipped.
    @Test func theExampleStatementsReadAsOtherReadersReadThem() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/statements")
        let ofx = try Self.rows([UInt8](Data(contentsOf: examples.appendingPathComponent("bank-statement.ofx"))), path: "bank-statement.ofx")
        #expect(ofx.count == 13)
        #expect(ofx.reduce(Money.zero) { $0 + $1.amount } == Self.pence(184_024))
        #expect(ofx.first?.bankID == "20261029-1" && ofx.last?.bankID == "20261120-1")
        let rules = try String(contentsOf: examples.appendingPathComponent("bank.rules.yaml"), encoding: .utf8)
        let csv = try Self.rows([UInt8](Data(contentsOf: examples.appendingPathComponent("bank-statement.csv"))), rules: rules)
        #expect(csv.count == 25)
        #expect(csv.filter { !$0.description.hasPrefix("TRANSFER") }.count == 24)
    }
}
