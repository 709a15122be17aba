import Foundation
import Testing
import TallyTestSupport
@testable import TallyReports

/// Which templates pages are drawn from skeletons for, and which Mustache draws itself. (That a
/// page drawn from a skeleton is byte for byte Mustache's: `TemplateValuesTests`.)
@Suite struct TemplateSkeletonTests {
    @Test func builtInReportTemplatesUseSkeletons() throws {
        #expect(try PageTemplates.load(overrides: nil).usesSkeletons)
    }

    @Test func templatesThatReshapeValuesAreRenderedDirectly() throws {
        for text in ["{{uppercased(title)}}", "{{>*which}}", "{{=<% %>=}}<% title %>", "<ul>\n  {{>item}}\n</ul>"] {
            #expect(!PageTemplates.rendersStandInsFaithfully(text), "\(text)")
            let templates = try projectTemplates(["odd": text, "item": "{{title}}"])
            #expect(!templates.usesSkeletons)
            var values = TemplateValues()
            values.add("title", "a & b")
            values.add("which", "item")
            let drawn = String(decoding: templates.render(values, template: "odd"), as: UTF8.self)
            #expect(drawn == templates.renderDirectly(["title": "a & b", "which": "item"], template: "odd"))
            #expect(drawn.lowercased().contains("a &amp; b"), "\(drawn)")
        }
        #expect(PageTemplates.rendersStandInsFaithfully("{{<page}}{{$content}}{{title}}{{/content}}{{/page}}"))
    }
}
