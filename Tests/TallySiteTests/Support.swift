import Foundation
@testable import TallySite

/// A throwaway project folder with scenario files, removed after the test.
final class TemporaryProject {
    let root: URL

    init(files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tally-test-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func options(_ paths: [String] = [], keepGoing: Bool = false, out: String = "public") -> BuildOptions {
        BuildOptions(paths: paths, outputDirectory: out, keepGoing: keepGoing, jobs: 2, projectRoot: root,
                     environment: ["SOURCE_DATE_EPOCH": "1767225600"])
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Every file under `folder`, relative path to bytes.
    func snapshot(_ folder: String) -> [String: Data] {
        let base = root.appendingPathComponent(folder)
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: base.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = base.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
               let data = FileManager.default.contents(atPath: path) {
                result[relative] = data
            }
        }
        return result
    }

    static let loan = "kind: loan\ntitle: Home\nprincipal: 350000\nrate: 3.5\nyears: 25\npayment: ?\nstart: 2027-01\n"
    static let savings = "kind: savings\ntitle: Pot\nprincipal: 1000\npayment: 100\nrate: 3\nyears: 2\n"
    static let broken = "kind: loan\nprincipal: 1000\nrate: 3,5\nyears: 2\n"
}
