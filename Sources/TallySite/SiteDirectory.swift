import Foundation

/// The built-in help site and stylesheet shipped with the tool (the project's `site/` folder).
public enum SiteDirectory {
    public static var builtIn: URL? {
        Bundle.module.url(forResource: "Site", withExtension: nil)
    }
}
