import Foundation
import TallyReports

/// The pages that belong to the site rather than to one scenario: index, help and stylesheet.
enum SiteFiles {
    struct Rendered {
        let files: [OutputFile]
        let stylesheet: [UInt8]
    }

    static func builtInDirectory() -> URL? {
        BundledResources.directory(bundle: "Tally_TallySite", folder: "Site")
    }

    static func render(entries: [IndexEntry], templates: PageTemplates, page: PageInfo) throws(OutputError) -> Rendered {
        guard let site = builtInDirectory(),
              let stylesheet = FileManager.default.contents(atPath: site.appendingPathComponent("style.css").path) else {
            throw OutputError("Tally's built-in help site is missing (expected Tally_TallySite.resources beside the tally executable); reinstall Tally")
        }
        var files = [IndexPage.render(entries: entries, templates: templates, page: page)]
        files += HelpSite.render(directory: site.appendingPathComponent("help"), templates: templates, page: page)
        return Rendered(files: files, stylesheet: Array(stylesheet))
    }
}
