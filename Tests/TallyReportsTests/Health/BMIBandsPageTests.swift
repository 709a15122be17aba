@testable import TallyReports
import Foundation
import TallyEngines
import TallyScenarios
import Testing

/// `bands:` (issue 29): the WHO's cut-offs or those for Asian populations, stated on the page;
/// and the BMI chart's axis always reaching the healthy band's nearest edge and the goal.
@Suite struct BMIBandsPageTests {
    /// 180 cm: 100 kg is BMI 30.9, 104 kg 32.1; 75 kg is 23.1.
    static func log(_ extra: String, weights: [String] = ["100kg", "104kg"]) -> String {
        var yaml = "kind: bmi\nunits: metric\nheight: 180cm\n\(extra)entries:\n"
        for (day, weight) in weights.enumerated() { yaml += "  - date: 2025-01-0\(day + 1)\n    weight: \(weight)\n" }
        return yaml
    }

    static func rendered(_ yaml: String) throws -> (markdown: String, bmiChart: String) {
        let rendered = try BMIReportGoldenTests.render(yaml, path: "scenarios/bands.yaml")
        let markdown = try #require(rendered.files.first { $0.path.hasSuffix(".md") }).contents
        let chart = try #require(rendered.files.first { $0.path.hasSuffix("-bmi.svg") }).contents
        return (markdown, chart)
    }

    /// The y axis's tick labels, read from the SVG's first right-aligned label group.
    static func ticks(_ svg: String) throws -> [Double] {
        let group = try #require(svg.range(of: "text-anchor=\"end\">"))
        let end = try #require(svg.range(of: "</g>", range: group.upperBound..<svg.endIndex))
        let body = String(svg[group.upperBound..<end.lowerBound])
        return body.components(separatedBy: "</text>").compactMap { piece in
            piece.split(separator: ">").last.flatMap { Double($0.replacingOccurrences(of: "\u{2212}", with: "-")) }
        }
    }

    @Test func asianCutOffsChangeTheCategoryTheRangeAndAreStated() throws {
        let page = try Self.rendered(Self.log("bands: asian\n", weights: ["75kg"]))
        // 23.1 is Normal by the WHO's cut-offs and Overweight from 23.
        #expect(page.markdown.contains("**Current BMI: 23.1** (Overweight)"))
        #expect(page.markdown.contains("| BMI bands | WHO bands for Asian populations (overweight from 23, obese from 27.5) |"))
        // 18.5 × 1.8² = 59.94 kg and 23 × 1.8² = 74.52 kg.
        #expect(page.markdown.contains("| Healthy weight (BMI 18.5 to 23) | 59.9 kg to 74.5 kg |"))
        #expect(page.markdown.contains("| Overweight | 23 | 27.5 |"))
        #expect(page.markdown.contains("| Obese Class I | 27.5 | 32.5 |"))
        let who = try Self.rendered(Self.log("", weights: ["75kg"]))
        #expect(who.markdown.contains("**Current BMI: 23.1** (Normal)"))
        #expect(!who.markdown.contains("| BMI bands |"))
        let stated = try Self.rendered(Self.log("bands: who\n", weights: ["75kg"]))
        #expect(stated.markdown.contains("| BMI bands | WHO adult bands (overweight from 25, obese from 30) |"))
    }

    @Test func theAxisReachesTheHealthyBandFromReadingsFarAboveIt() throws {
        // Readings 30.9 and 32.1: the band edges either side are 30 and 35, the healthy edge 25.
        let ticks = try Self.ticks(Self.rendered(Self.log("")).bmiChart)
        #expect(try #require(ticks.min()) <= 24.5)
        let asian = try Self.ticks(Self.rendered(Self.log("bands: asian\n")).bmiChart)
        #expect(try #require(asian.min()) <= 22.5)
        #expect(try #require(asian.min()) > 20)
    }

    @Test func theAxisReachesTheGoal() throws {
        // {bmi: 20} is below the healthy edge the readings would bring in.
        let ticks = try Self.ticks(Self.rendered(Self.log("goal: {bmi: 20}\n")).bmiChart)
        #expect(try #require(ticks.min()) <= 20)
    }
}
