import Foundation

/// Finds a folder SwiftPM bundled beside the executable.
///
/// `Bundle.module` traps when the bundle is missing; a broken install should get a sentence
/// instead, so the folder is looked up by hand in the places SwiftPM puts it.
public enum BundledResources {
    public static func directory(bundle bundleName: String, folder: String) -> URL? {
        var candidates: [URL] = []
        let main = Bundle.main
        candidates.append(main.bundleURL)
        if let resources = main.resourceURL { candidates.append(resources) }
        if let executable = main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() {
            candidates.append(executable)
        }
        for base in candidates {
            let url = base.appendingPathComponent("\(bundleName).resources").appendingPathComponent(folder)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return url
            }
        }
        return nil
    }
}
