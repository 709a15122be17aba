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

    @Test func thePageKeysAreWhatPageMustacheReads() {
        let page = PageInfo(siteTitle: "Site & co", generatedOn: ReportFixtures.today)
        var values = TemplateValues()
        page.add(to: &values, pageTitle: "A page", depth: 2, bodyClass: "report-page", sourcePath: "scenarios/a.yaml")
        let context = values.context()
        #expect(context["page_title"] as? String == "A page")
        #expect(context["site_title"] as? String == "Site & co")
        #expect(context["root"] as? String == "../../")
        #expect(context["body_class"] as? String == "report-page")
        #expect(context["source_path"] as? String == "scenarios/a.yaml")
        #expect(context["print_title_css"] as? String == PageInfo.cssString("A page · Site & co"))
        #expect(context["generated_on"] as? String != nil)
        var top = TemplateValues()
        page.add(to: &top, pageTitle: "x", depth: 0, bodyClass: "b")
        #expect(top.context()["root"] as? String == "")
        #expect(top.context()["source_path"] == nil)
    }

    /// Every kind of scenario page has the same header keys, from one place.
    @Test func aScenarioPageHasTheSharedHeader() throws {
        let yaml = "kind: savings\ntitle: Rainy <day>\nnotes: Kept *aside*\nprincipal: 1000\npayment: 150\nrate: 3\nyears: 2\nfuture-value: ?\nstart: 2027-01\n"
        guard case .timeValue(let savings) = try ReportFixtures.scenario(yaml, path: "scenarios/rainy.yaml") else { throw ReportFixtures.FixtureError.wrongKind }
        var values = TemplateValues()
        ReportFixtures.page.add(to: &values, scenario: savings.header)
        let context = values.context()
        #expect(context["kind"] as? String == "savings")
        #expect(context["kind_label"] as? String == savings.header.kind.displayName)
        #expect(context["title"] as? String == "Rainy <day>")
        #expect(context["page_title"] as? String == "Rainy <day>")
        #expect(context["slug"] as? String == savings.header.slug)
        #expect(context["help_page"] as? String == savings.header.kind.helpPage)
        #expect(context["notes_html"] as? String == "<p>Kept <em>aside</em></p>\n")
        #expect(context["source_path"] as? String == "scenarios/rainy.yaml")
        #expect(context["root"] as? String == "../")
    }
}
