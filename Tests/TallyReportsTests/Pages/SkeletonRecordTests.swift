import Foundation
import Testing
import TallyTestSupport
@testable import TallyReports

/// Skeletons kept from one build and adopted by the next draw the same bytes as Mustache, and
/// one that cannot be trusted is drawn by Mustache instead.
@Suite struct SkeletonRecordTests {
    private static let sample = """
        {{<page}}{{$content}}<h1>{{title}}</h1>
        {{#flag}}<p class="{{kind}}">{{{raw}}}</p>{{/flag}}{{^flag}}<p>off</p>{{/flag}}
        {{#items}}<li>{{label}}</li>{{/items}}
        {{/content}}{{/page}}
        """

    private static func context(_ random: inout SeededRandom) -> TemplateValues {
        let pieces = ["", "a", "Tom & Jerry", "<b>", "naïve"]
        func text() -> String { pieces[random.int(in: 0...(pieces.count - 1))] }
        var values = TemplateValues()
        values.add("title", text())
        values.add("kind", text())
        values.add("raw", text())
        values.add("flag", random.bool())
        values.add("site_title", text())
        values.add("root", "../")
        values.addList("items", (0..<random.int(in: 0...3)).map { _ in text() }) { $0.add("label", $1) }
        return values
    }

    @Test func adoptedSkeletonsDrawWhatMustacheDraws() throws {
        let first = try projectTemplates(["sample": Self.sample])
        var random = SeededRandom(seed: 21)
        let contexts = (0..<200).map { _ in Self.context(&random) }
        for context in contexts { _ = first.render(context, template: "sample") }
        let records = try #require(first.skeletonRecords())
        #expect(records.count > 4)
        #expect(records.allSatisfy { $0.template == "sample" })

        let second = try projectTemplates(["sample": Self.sample])
        second.adoptSkeletons(records)
        for context in contexts {
            #expect(second.render(context, template: "sample") == Array(first.renderDirectly(context.context(), template: "sample").utf8))
        }
        #expect(second.skeletonRecords() == records, "adopted and used, the same set is kept again")
    }

    @Test func unusedAdoptedSkeletonsAreKeptInAFixedOrder() throws {
        let first = try projectTemplates(["sample": Self.sample])
        var random = SeededRandom(seed: 22)
        for _ in 0..<50 { _ = first.render(Self.context(&random), template: "sample") }
        let records = try #require(first.skeletonRecords())
        let second = try projectTemplates(["sample": Self.sample])
        second.adoptSkeletons(records.reversed())
        #expect(second.skeletonRecords() == records)
    }

    @Test func aSkeletonThatCannotBeReadBackOrFilledIsDrawnByMustache() throws {
        let first = try projectTemplates(["sample": Self.sample])
        var context = TemplateValues()
        context.add("title", "A & B")
        context.add("kind", "k")
        context.add("raw", "<i>r</i>")
        context.add("flag", true)
        context.addList("items", ["x"]) { $0.add("label", $1) }
        let expected = Array(first.renderDirectly(context.context(), template: "sample").utf8)
        #expect(first.render(context, template: "sample") == expected)
        let record = try #require(first.skeletonRecords()?.first)
        let damaged = [
            SkeletonRecord(template: record.template, shape: record.shape, valueCount: record.valueCount + 3, rendered: record.rendered),
            SkeletonRecord(template: record.template, shape: record.shape, valueCount: record.valueCount,
                           rendered: Array(String(decoding: record.rendered, as: UTF8.self).replacingOccurrences(of: "&0\u{10FFFD}", with: "&999\u{10FFFD}").utf8)),
        ]
        for bad in damaged {
            let second = try projectTemplates(["sample": Self.sample])
            second.adoptSkeletons([bad])
            #expect(second.render(context, template: "sample") == expected)
        }
    }

    @Test func templatesThatRuleOutSkeletonsKeepNone() throws {
        let templates = try projectTemplates(["odd": "{{uppercased(title)}}"])
        var values = TemplateValues()
        values.add("title", "a")
        _ = templates.render(values, template: "odd")
        #expect(templates.skeletonRecords() == nil)
    }
}
