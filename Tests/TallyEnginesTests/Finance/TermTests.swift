import Testing
import TallyTestSupport
@testable import TallyEngines

/// `Term.describe` writes whole numbers of payments in one buffer; it must read exactly as its
/// two halves joined, for whole and fractional terms alike.
@Suite struct TermTests {
    @Test func describedTermsAreTheirTwoHalves() {
        var random = SeededRandom(seed: 0x7E2)
        var values: [Double] = [0, -0.0, 0.004, 0.5, 1, 1.004, 11, 12, 13, 24, 300, 359.999_999_9, 360, 1e7, 1e15, -3]
        for _ in 0..<5_000 {
            let whole = Double(random.int(in: 0...2_000))
            values.append(random.bool() ? whole : whole + Double(random.int(in: 1...999)) / 1_000)
        }
        for payments in values {
            #expect(Term.describe(payments: payments) == "\(Term.paymentsText(payments)) (\(Term.yearsAndMonths(payments)))", "\(payments)")
        }
        #expect(Term.describe(payments: 300) == "300 payments (25 years)")
        #expect(Term.describe(payments: 1) == "1 payment (1 month)")
        #expect(Term.describe(payments: 13) == "13 payments (1 year 1 month)")
        #expect(Term.describe(payments: 107) == "107 payments (8 years 11 months)")
    }
}
