import Testing
import TallyTestSupport
@testable import TallyReports

@Suite struct PageInfoTests {
    /// The rule `cssString` follows, scalar by scalar, as it was first written.
    private static func reference(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", " ", ",", ".", "-", "_", "(", ")", "'", ":", "!", "?":
                out.unicodeScalars.append(scalar)
            default:
                out += "\\" + String(scalar.value, radix: 16) + " "
            }
        }
        return out
    }

    @Test func cssStringEscapesAsTheScalarRuleDoes() {
        let pieces = ["a", "Z", "0", " ", "·", "\"", "\\", "</style>", "é", "€", "😀", "\u{10FFFC}", "\n", "\u{0}", "ÿ", "\u{7F}", "\u{80}", "\u{800}", "\u{FFFF}", "Tom & Jerry's"]
        var random = SeededRandom(seed: 5)
        for _ in 0..<500 {
            let text = (0..<random.int(in: 0...6)).map { _ in pieces[random.int(in: 0...(pieces.count - 1))] }.joined()
            #expect(PageInfo.cssString(text) == Self.reference(text), "\(text)")
        }
    }

    @Test func theDictionaryContextHoldsWhatPageMustacheReads() {
        let page = PageInfo(siteTitle: "Site & co", generatedOn: ReportFixtures.today)
        let context = page.context(pageTitle: "A page", depth: 2, bodyClass: "report-page", sourcePath: "scenarios/a.yaml")
        #expect(context["page_title"] as? String == "A page")
        #expect(context["site_title"] as? String == "Site & co")
        #expect(context["root"] as? String == "../../")
        #expect(context["body_class"] as? String == "report-page")
        #expect(context["source_path"] as? String == "scenarios/a.yaml")
        #expect(context["print_title_css"] as? String == PageInfo.cssString("A page · Site & co"))
        #expect(context["generated_on"] as? String != nil)
        #expect(page.context(pageTitle: "x", depth: 0, bodyClass: "b", sourcePath: nil)["root"] as? String == "")
        #expect(page.context(pageTitle: "x", depth: 0, bodyClass: "b", sourcePath: nil)["source_path"] == nil)
    }
}
