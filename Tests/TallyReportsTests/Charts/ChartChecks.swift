import Foundation
import TallyTestSupport
import Testing
@testable import TallyReports
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The namespace of the chart kit's suites, so `swift test --filter Charts` runs them all.
@Suite enum Charts {}

/// Structural checks every chart must pass, shared by the per-chart suites.
enum ChartChecks {
    /// Parses the SVG as XML and checks the accessible frame and the absence of NaN/inf.
    static func expectValid(_ svg: String, id: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(parsesAsXML(svg), "not well-formed XML", sourceLocation: sourceLocation)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 "), sourceLocation: sourceLocation)
        #expect(svg.hasSuffix("</svg>"), sourceLocation: sourceLocation)
        #expect(svg.contains(" width=\"100%\""), sourceLocation: sourceLocation)
        #expect(!rootTag(svg).contains(" height="), "root must scale, not fix a height", sourceLocation: sourceLocation)
        #expect(rootTag(svg).contains("role=\"img\""), sourceLocation: sourceLocation)
        #expect(rootTag(svg).contains("aria-labelledby=\"\(id)-title \(id)-desc\""), sourceLocation: sourceLocation)
        #expect(rootTag(svg).contains("font-family=\"system-ui, sans-serif\""), sourceLocation: sourceLocation)
        #expect(svg.contains("<title id=\"\(id)-title\">"), sourceLocation: sourceLocation)
        #expect(svg.contains("<desc id=\"\(id)-desc\">"), sourceLocation: sourceLocation)
        let markup = markupOnly(svg).lowercased()
        #expect(!markup.contains("nan"), "NaN in markup", sourceLocation: sourceLocation)
        #expect(!markup.contains("inf"), "infinity in markup", sourceLocation: sourceLocation)
        #expect(!svg.contains("\n"), "output should be compact", sourceLocation: sourceLocation)
        let ids = attributeValues("id", in: svg)
        #expect(Set(ids).count == ids.count, "duplicate ids \(ids)", sourceLocation: sourceLocation)
        #expect(ids.allSatisfy { $0.hasPrefix(id + "-") }, "ids must carry the prefix: \(ids)", sourceLocation: sourceLocation)
        for reference in references(in: svg) {
            #expect(ids.contains(reference), "dangling url(#\(reference))", sourceLocation: sourceLocation)
        }
    }

    static func parsesAsXML(_ text: String) -> Bool {
        #if canImport(FoundationXML) || os(macOS)
        do {
            let document = try XMLDocument(xmlString: text, options: [])
            return document.rootElement()?.name == "svg"
        } catch {
            return false
        }
        #else
        return tagsBalance(text)
        #endif
    }

    /// The opening `<svg …>` tag.
    static func rootTag(_ svg: String) -> String {
        guard let end = svg.firstIndex(of: ">") else { return "" }
        return String(svg[...end])
    }

    /// The text inside tags only (names, attributes), without element content such as labels.
    static func markupOnly(_ svg: String) -> String {
        var result = ""
        var inside = false
        for character in svg {
            if character == "<" { inside = true }
            if inside { result.append(character) }
            if character == ">" { inside = false }
        }
        return result
    }

    static func attributeValues(_ name: String, in svg: String) -> [String] {
        var values = [String]()
        var rest = Substring(svg)
        let marker = " \(name)=\""
        while let range = rest.range(of: marker) {
            let after = rest[range.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            values.append(String(after[..<end]))
            rest = after[end...]
        }
        return values
    }

    static func references(in svg: String) -> [String] {
        var found = [String]()
        var rest = Substring(svg)
        while let range = rest.range(of: "url(#") {
            let after = rest[range.upperBound...]
            guard let end = after.firstIndex(of: ")") else { break }
            found.append(String(after[..<end]))
            rest = after[end...]
        }
        return found
    }

    static func occurrences(of needle: String, in haystack: String) -> Int {
        haystack.components(separatedBy: needle).count - 1
    }

    static let hostile = "<script>&\"'"
    static let hostileEscaped = "&lt;script&gt;&amp;&quot;&#39;"
}


