import Foundation
import TallyReports
import TallyResources

/// The pages that belong to the site rather than to one scenario: index, help and stylesheet.
enum SiteFiles {
    struct Rendered {
        let files: [OutputFile]
        let stylesheet: [UInt8]
    }

    /// Where the stylesheet and the help pages are among the embedded resources (and in the
    /// repository, below `Sources/`).
    static let builtInFolder = "TallySite/Site"

    static func render(entries: [IndexEntry], templates: PageTemplates, page: PageInfo) throws(OutputError) -> Rendered {
        guard let stylesheet = EmbeddedResources.file(builtInFolder + "/style.css") else {
            throw OutputError("this tally was built without its stylesheet (Sources/\(builtInFolder)/style.css); rebuild it from a complete checkout")
        }
        var files = [IndexPage.render(entries: entries, templates: templates, page: page)]
        files += HelpSite.render(folder: builtInFolder + "/help", templates: templates, page: page)
        return Rendered(files: files, stylesheet: stylesheet)
    }
}
