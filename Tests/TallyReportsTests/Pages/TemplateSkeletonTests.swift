import Foundation
import Testing
import TallyTestSupport
@testable import TallyReports

/// A page drawn from a skeleton must be byte for byte what Mustache writes for it directly.
@Suite struct TemplateSkeletonTests {
    private static let sample = """
        {{<page}}{{$content}}<h1>{{title}}</h1>
        {{#flag}}<p class="{{kind}}">{{{raw}}}</p>{{/flag}}{{^flag}}<p>off {{count}}</p>{{/flag}}
        <ul>
        {{#items}}
        <li><a href="#{{anchor}}">{{label}}</a>{{#note}} ({{note}}){{/note}}</li>
        {{/items}}
        </ul>
        {{#lines}}{{.}}<br>{{/lines}}
        {{#nested}}{{inner}} {{title}}{{/nested}}
        {{{table}}}
        {{/content}}{{/page}}
        """

    /// Text with everything escaping cares about, empty strings, and nothing at all.
    private static func text(_ random: inout SeededRandom) -> String {
        let pieces = ["", "a", "Tom & Jerry", "<b>", "\"quoted\"", "it's", "£1,752.18", "naïve", "x\ny", "\u{10FFFC}"]
        return (0..<random.int(in: 0...3)).map { _ in pieces[random.int(in: 0...(pieces.count - 1))] }.joined()
    }

    private static func context(_ random: inout SeededRandom) -> [String: Any] {
        var context: [String: Any] = [
            "title": text(&random), "kind": text(&random), "raw": text(&random), "count": random.int(in: 0...99),
            "flag": random.bool(), "site_title": text(&random), "page_title": text(&random), "root": "../",
        ]
        context["items"] = (0..<random.int(in: 0...4)).map { _ -> [String: String] in
            var item = ["anchor": text(&random), "label": text(&random)]
            if random.bool() { item["note"] = text(&random) }
            return item
        }
        context["lines"] = (0..<random.int(in: 0...3)).map { _ in text(&random) }
        if random.bool() { context["nested"] = ["inner": text(&random)] as [String: Any] }
        return context
    }

    @Test func skeletonPagesMatchMustacheOverManyContexts() throws {
        let templates = try projectTemplates(["sample": Self.sample])
        #expect(templates.usesSkeletons)
        var random = SeededRandom(seed: 11)
        for _ in 0..<300 {
            let context = Self.context(&random)
            var large = ByteBuffer(capacity: 64)
            large.append("<table><tr><td>1 & 2</td></tr></table>")
            var direct = context
            direct["table"] = "<table><tr><td>1 & 2</td></tr></table>"
            let expected = templates.renderDirectly(direct, template: "sample")
            let drawn = String(decoding: templates.render(context, template: "sample", splicing: ["table": large]), as: UTF8.self)
            #expect(drawn == expected)
            #expect(templates.render(direct, template: "sample") == expected)
        }
    }

    @Test func builtInReportTemplatesUseSkeletons() throws {
        #expect(try PageTemplates.load(overrides: nil).usesSkeletons)
    }

    @Test func templatesThatReshapeValuesAreRenderedDirectly() throws {
        for text in ["{{uppercased(title)}}", "{{>*which}}", "{{=<% %>=}}<% title %>", "<ul>\n  {{>item}}\n</ul>"] {
            #expect(!PageTemplates.rendersStandInsFaithfully(text), "\(text)")
            let templates = try projectTemplates(["odd": text, "item": "{{title}}"])
            #expect(!templates.usesSkeletons)
            #expect(templates.render(["title": "a & b", "which": "item"], template: "odd") == templates.renderDirectly(["title": "a & b", "which": "item"], template: "odd"))
        }
        #expect(PageTemplates.rendersStandInsFaithfully("{{<page}}{{$content}}{{title}}{{/content}}{{/page}}"))
    }

    @Test func aContextWithOtherTypesIsRenderedDirectly() throws {
        let templates = try projectTemplates(["plain": "{{value}}|{{title}}"])
        let context: [String: Any] = ["value": 2.5, "title": "x"]
        #expect(templates.render(context, template: "plain") == "2.5|x")
    }
}
