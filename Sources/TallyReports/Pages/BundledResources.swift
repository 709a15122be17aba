import Foundation
import TallyScenarios

/// Finds a folder SwiftPM bundled beside the executable (see `ResourceBundles`, which also finds
/// single files).
public enum BundledResources {
    public static func directory(bundle bundleName: String, folder: String) -> URL? {
        ResourceBundles.directory(bundle: bundleName, folder: folder)
    }
}
