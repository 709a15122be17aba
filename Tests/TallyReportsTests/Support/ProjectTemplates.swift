import Foundation
@testable import TallyReports

/// Page templates with `files` (name → text) as a project's own, over the built-in ones.
func projectTemplates(_ files: [String: String]) throws -> PageTemplates {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-templates-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name + ".mustache")) }
    return try PageTemplates.load(overrides: folder)
}
