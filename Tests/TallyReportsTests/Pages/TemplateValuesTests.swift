import Foundation
import Testing
import TallyTestSupport
@testable import TallyReports

/// A context written key by key (`TemplateValues.add`) must render exactly as Mustache renders
/// the same context as a dictionary, from a skeleton and directly.
@Suite struct TemplateValuesTests {
    private static let sample = """
        {{<page}}{{$content}}<h1>{{title}}</h1>
        {{#flag}}<p class="{{kind}}">{{{raw}}}</p>{{/flag}}{{^flag}}<p>off {{count}}</p>{{/flag}}
        <ul>
        {{#items}}
        <li><a href="#{{anchor}}">{{label}}</a>{{#note}} ({{note}}){{/note}} {{root}}</li>
        {{/items}}
        </ul>
        {{#lines}}{{.}}<br>{{/lines}}
        {{#nested}}{{inner}} {{title}} {{#deeper}}{{{table}}}{{/deeper}}{{/nested}}
        {{{table}}}
        {{/content}}{{/page}}
        """

    private static func text(_ random: inout SeededRandom) -> String {
        let pieces = ["", "a", "Tom & Jerry", "<b>", "\"quoted\"", "it's", "£1,752.18", "naïve", "x\ny", "\u{10FFFC}"]
        return (0..<random.int(in: 0...3)).map { _ in pieces[random.int(in: 0...(pieces.count - 1))] }.joined()
    }

    /// One random context, as a dictionary (Mustache's own input, the reference) and as the
    /// same keys written one by one.
    private static func contexts(_ random: inout SeededRandom) -> (dictionary: [String: Any], values: TemplateValues) {
        var dictionary: [String: Any] = [:]
        var values = TemplateValues()
        func add(_ key: StaticString, _ text: String) {
            dictionary[key.description] = text
            values.add(key, text)
        }
        add("title", text(&random))
        add("kind", text(&random))
        add("raw", text(&random))
        let count = random.int(in: 0...99)
        dictionary["count"] = count
        values.add("count", String(count))
        let flag = random.bool()
        dictionary["flag"] = flag
        values.add("flag", flag)
        add("site_title", text(&random))
        add("page_title", text(&random))
        add("root", "../")
        let items = (0..<random.int(in: 0...4)).map { _ -> [String: String] in
            var item = ["anchor": text(&random), "label": text(&random)]
            if random.bool() { item["note"] = text(&random) }
            return item
        }
        dictionary["items"] = items
        values.addList("items", items) { value, item in
            value.add("anchor", item["anchor"] ?? "")
            value.add("label", item["label"] ?? "")
            if let note = item["note"] { value.add("note", note) }
        }
        let lines = (0..<random.int(in: 0...3)).map { _ in text(&random) }
        dictionary["lines"] = lines
        values.add("lines", texts: lines)
        if random.bool() {
            let inner = text(&random)
            let deeper = random.bool()
            dictionary["nested"] = ["inner": inner, "deeper": deeper] as [String: Any]
            values.addSection("nested") { nested in
                nested.add("inner", inner)
                nested.add("deeper", deeper)
            }
        }
        values.add("table", html: table())
        dictionary["table"] = table().string
        return (dictionary, values)
    }

    private static func table() -> ByteBuffer {
        var table = ByteBuffer(capacity: 64)
        table.append("<table><tr><td>1 & 2</td></tr></table>")
        return table
    }

    @Test func valuesWrittenKeyByKeyRenderAsTheirDictionary() throws {
        let templates = try projectTemplates(["sample": Self.sample])
        #expect(templates.usesSkeletons)
        var random = SeededRandom(seed: 23)
        for _ in 0..<300 {
            let (dictionary, values) = Self.contexts(&random)
            #expect(String(decoding: templates.render(values, template: "sample"), as: UTF8.self) == templates.renderDirectly(dictionary, template: "sample"))
        }
    }

    @Test func valuesRenderDirectlyWhenATemplateRulesOutSkeletons() throws {
        // An indented partial rules skeletons out for the whole set of templates.
        let templates = try projectTemplates(["sample": Self.sample, "odd": "<ul>\n  {{>item}}\n</ul>", "item": "{{title}}"])
        #expect(!templates.usesSkeletons)
        var random = SeededRandom(seed: 29)
        for _ in 0..<100 {
            let (dictionary, values) = Self.contexts(&random)
            #expect(String(decoding: templates.render(values, template: "sample"), as: UTF8.self) == templates.renderDirectly(dictionary, template: "sample"))
        }
    }

    /// HTML and tables placed with `{{key}}` are escaped, from a skeleton as by Mustache.
    @Test func htmlPlacedWithDoubleBracesIsEscapedOnBothPaths() throws {
        let text = "{{html}}|{{{html}}}|{{table}}"
        var values = TemplateValues()
        values.add("html", html: Self.table())
        values.add("table", table: Table(columns: [Table.Column("A & B", .left)], rows: [Table.Row(["<1>"])]))
        let fromSkeleton = try projectTemplates(["plain": text])
        let direct = try projectTemplates(["plain": text, "odd": "{{uppercased(x)}}"])
        #expect(fromSkeleton.usesSkeletons && !direct.usesSkeletons)
        let drawn = String(decoding: fromSkeleton.render(values, template: "plain"), as: UTF8.self)
        #expect(drawn == String(decoding: direct.render(values, template: "plain"), as: UTF8.self))
        #expect(drawn.hasPrefix("&lt;table&gt;&lt;tr&gt;&lt;td&gt;1 &amp; 2&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;|<table><tr><td>1 & 2</td></tr></table>|&lt;"))
        #expect(!drawn.contains("<th"))
    }

    @Test func theShapeReadsBackAsTheStandInContext() {
        var values = TemplateValues()
        values.add("a", "x")
        values.add("empty", "")
        values.add("on", true)
        values.addSection("section") { $0.add("b", "y") }
        values.addList("list", [1, 2]) { item, _ in item.add("c", "z") }
        values.add("lines", texts: ["p", ""])
        let context = values.standIns()
        #expect(context["a"] as? String == TemplateSkeleton.standIn(0))
        #expect(context["empty"] as? String == "")
        #expect(context["on"] as? Bool == true)
        #expect((context["section"] as? [String: Any])?["b"] as? String == TemplateSkeleton.standIn(1))
        let list = context["list"] as? [Any]
        #expect(list?.count == 2)
        #expect((list?.last as? [String: Any])?["c"] as? String == TemplateSkeleton.standIn(3))
        #expect(context["lines"] as? [String] == [TemplateSkeleton.standIn(4), ""])
        #expect(values.values.count == 5)
    }

    @Test func keysOfAnyLengthReadBack() {
        // Lengths of 128 and more take a second byte in the shape.
        let long: StaticString = "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"
        var values = TemplateValues()
        values.add(long, html: Self.table())
        values.add("after", "v")
        let context = values.context()
        #expect(long.utf8CodeUnitCount >= 128)
        #expect(context.keys.sorted() == ["after", long.description])
        #expect(context["after"] as? String == "v")
        #expect(context[long.description] as? String == Self.table().string)
    }
}
