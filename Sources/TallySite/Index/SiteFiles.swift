import Foundation
import TallyReports
import TallyResources
import TallyScenarios

/// The pages that belong to the site rather than to one scenario, in three parts a rebuild redraws
/// separately: the help (with the stylesheet), which depends only on the build's inputs; the
/// index, which shows every scenario's card; the map, which shows every property.
enum SiteFiles {
    struct Rendered {
        let files: [OutputFile]
        let stylesheet: [UInt8]
    }

    /// Where the stylesheet and the help pages are among the embedded resources (and in the
    /// repository, below `Sources/`).
    static let builtInFolder = "TallySite/Site"

    /// The whole site at once (index with cards drawn here).
    static func render(entries: [IndexEntry], properties: [MappedProperty] = [], settings: SiteSettings = SiteSettings(),
                       templates: PageTemplates, page: PageInfo) throws(OutputError) -> Rendered {
        let stylesheet = try self.stylesheet()
        let map = self.map(properties.map(MapMark.pin), settings: settings, templates: templates, page: page)
        var files = [IndexPage.render(entries: entries, mapHref: map.isEmpty ? nil : PropertiesMap.pagePath,
                                      propertyCount: PropertyPlace.count(properties), templates: templates, page: page)]
        files += map
        files += help(templates: templates, page: page)
        return Rendered(files: files, stylesheet: stylesheet)
    }

    static func stylesheet() throws(OutputError) -> [UInt8] {
        guard let stylesheet = EmbeddedResources.file(builtInFolder + "/style.css") else {
            throw OutputError("this tally was built without its stylesheet (Sources/\(builtInFolder)/style.css); rebuild it from a complete checkout")
        }
        return stylesheet
    }

    /// properties.html and properties.geojson; none for a build with no address to pin, and the
    /// index then has no link to a map.
    static func map(_ marks: [MapMark], settings: SiteSettings, templates: PageTemplates, page: PageInfo) -> [OutputFile] {
        PropertiesMap.render(marks.compactMap(\.pin), unplaced: marks.compactMap(\.unplaced), editURL: settings.editURL,
                             deleteURL: settings.deleteURL, templates: templates, page: page)
    }

    static func help(templates: PageTemplates, page: PageInfo) -> [OutputFile] {
        HelpSite.render(folder: builtInFolder + "/help", templates: templates, page: page)
    }
}
