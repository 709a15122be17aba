import Foundation
import Testing
@testable import TallyReports

extension Charts {
    /// Writes every sample chart into one page for a human to look at, in colour and in grayscale.
    ///
    /// Only runs when `TALLY_CHART_GALLERY` is set, since it writes outside the build directory.
    @Suite struct ChartGalleryTests {
        static let path = "/tmp/tally-chart-gallery.html"
        static let grayscalePath = "/tmp/tally-chart-gallery-grayscale.html"

        @Test(.enabled(if: ProcessInfo.processInfo.environment["TALLY_CHART_GALLERY"] != nil))
        func writesGallery() throws {
            let charts = ChartSamples.all()
            try page(charts, grayscale: false).write(toFile: Self.path, atomically: true, encoding: .utf8)
            try page(charts, grayscale: true).write(toFile: Self.grayscalePath, atomically: true, encoding: .utf8)
            let written = try String(contentsOfFile: Self.path, encoding: .utf8)
            #expect(ChartChecks.occurrences(of: "<svg ", in: written) == charts.count)
            #expect(FileManager.default.fileExists(atPath: Self.grayscalePath))
        }

        private func page(_ charts: [(name: String, svg: String)], grayscale: Bool) -> String {
            var html = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Tally chart gallery</title>"
            html += "<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1f2937;"
            html += grayscale ? "filter:grayscale(1);}" : "}"
            html += ".grid{display:grid;grid-template-columns:repeat(2,minmax(0,560px));gap:28px 40px}"
            html += "figure{margin:0}figcaption{font-weight:600;margin-bottom:6px}</style></head><body><div class=\"grid\">"
            for chart in charts {
                html += "<figure><figcaption>" + chart.name.htmlEscaped + "</figcaption>" + chart.svg + "</figure>"
            }
            html += "</div></body></html>"
            return html
        }
    }
}
