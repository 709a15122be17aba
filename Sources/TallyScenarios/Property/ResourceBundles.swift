import Foundation

/// Finds what SwiftPM bundled beside the executable.
///
/// `Bundle.module` traps when the bundle is missing; a broken install should get a sentence
/// instead, so the bundle is looked up by hand in the places SwiftPM puts it. It lives in this
/// layer because the ZIP table is the lowest resource; the layers above use it too.
public enum ResourceBundles {
    /// A folder inside `<bundle>.resources`, or nil.
    public static func directory(bundle bundleName: String, folder: String) -> URL? {
        item(bundle: bundleName, name: folder, directory: true)
    }

    /// A file inside `<bundle>.resources`, or nil.
    public static func file(bundle bundleName: String, name: String) -> URL? {
        item(bundle: bundleName, name: name, directory: false)
    }

    private static func item(bundle bundleName: String, name: String, directory: Bool) -> URL? {
        var candidates: [URL] = []
        let main = Bundle.main
        candidates.append(main.bundleURL)
        if let resources = main.resourceURL { candidates.append(resources) }
        if let executable = main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() {
            candidates.append(executable)
        }
        for base in candidates {
            let url = base.appendingPathComponent("\(bundleName).resources").appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue == directory {
                return url
            }
        }
        return nil
    }
}
