import Foundation
import TallyReports
import TallyScenarios

/// The pages that belong to the site rather than to one scenario: index, map of properties, help
/// and stylesheet.
enum SiteFiles {
    struct Rendered {
        let files: [OutputFile]
        let stylesheet: [UInt8]
    }

    static func builtInDirectory() -> URL? {
        BundledResources.directory(bundle: "Tally_TallySite", folder: "Site")
    }

    static func render(entries: [IndexEntry], properties: [MappedProperty] = [], settings: SiteSettings = SiteSettings(),
                       templates: PageTemplates, page: PageInfo) throws(OutputError) -> Rendered {
        guard let site = builtInDirectory(),
              let stylesheet = FileManager.default.contents(atPath: site.appendingPathComponent("style.css").path) else {
            throw OutputError("Tally's built-in help site is missing (expected Tally_TallySite.resources beside the tally executable); reinstall Tally")
        }
        // A build with no properties writes no map, and the index then has no link to one.
        let map = PropertiesMap.render(properties, editURL: settings.editURL, deleteURL: settings.deleteURL,
                                       templates: templates, page: page)
        var files = [IndexPage.render(entries: entries, mapHref: map.isEmpty ? nil : PropertiesMap.pagePath,
                                      propertyCount: properties.count, templates: templates, page: page)]
        files += map
        files += HelpSite.render(directory: site.appendingPathComponent("help"), templates: templates, page: page)
        return Rendered(files: files, stylesheet: Array(stylesheet))
    }
}
