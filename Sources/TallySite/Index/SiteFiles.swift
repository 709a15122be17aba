import Foundation
import TallyReports
import TallyResources
import TallyScenarios

/// The pages that belong to the site rather than to one scenario: index, map of properties, help
/// and stylesheet.
enum SiteFiles {
    struct Rendered {
        let files: [OutputFile]
        let stylesheet: [UInt8]
    }

    /// Where the stylesheet and the help pages are among the embedded resources (and in the
    /// repository, below `Sources/`).
    static let builtInFolder = "TallySite/Site"

    static func render(entries: [IndexEntry], properties: [MappedProperty] = [], settings: SiteSettings = SiteSettings(),
                       templates: PageTemplates, page: PageInfo) throws(OutputError) -> Rendered {
        guard let stylesheet = EmbeddedResources.file(builtInFolder + "/style.css") else {
            throw OutputError("this tally was built without its stylesheet (Sources/\(builtInFolder)/style.css); rebuild it from a complete checkout")
        }
        // A build with no properties writes no map, and the index then has no link to one.
        let map = PropertiesMap.render(properties, editURL: settings.editURL, deleteURL: settings.deleteURL,
                                       templates: templates, page: page)
        var files = [IndexPage.render(entries: entries, mapHref: map.isEmpty ? nil : PropertiesMap.pagePath,
                                      propertyCount: properties.count, templates: templates, page: page)]
        files += map
        files += HelpSite.render(folder: builtInFolder + "/help", templates: templates, page: page)
        return Rendered(files: files, stylesheet: stylesheet)
    }
}
