import Foundation
import Testing
@testable import TallyServe

@Suite struct RequestPathTests {
    @Test func segmentsAreDecodedAndDotsHiddenNamesAndSeparatorsRefused() {
        #expect(RequestPath.segments(of: "/") == [])
        #expect(RequestPath.segments(of: "/loan/home.html") == ["loan", "home.html"])
        #expect(RequestPath.segments(of: "/loan//home%20page.html") == ["loan", "home page.html"])
        for refused in ["", "loan/home.html", "/../x", "/a/../../x", "/%2e%2e/x", "/%2E%2e/x", "/a/%2e%2E", "/./x", "/%2e/x",
                        "/..%2fx", "/a%2f..%2f..%2fx", "/..%5cx", "/a\\b", "/%00", "/x%00.css", "/a\u{0}b", "/.tally-output",
                        "/%ff", "/%zz", "/.git/config"] {
            #expect(RequestPath.segments(of: refused) == nil, "\(refused)")
        }
    }

    @Test func resolvesFilesAndFolderIndexesInsideTheRootOnly() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tally-request-path-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("help"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        for path in ["index.html", "help/index.html", "help/loan.html"] { try Data().write(to: root.appendingPathComponent(path)) }
        try Data("secret".utf8).write(to: base.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("out.txt").path, withDestinationPath: "../secret.txt")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("parent").path, withDestinationPath: base.path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("guide").path, withDestinationPath: "help")

        let real = URL(fileURLWithPath: try #require(realpath(root.path, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        }))
        #expect(RequestPath.resolve("/", in: root) == .file(real.appendingPathComponent("index.html")))
        #expect(RequestPath.resolve("/help/", in: root) == .file(real.appendingPathComponent("help/index.html")))
        #expect(RequestPath.resolve("/help", in: root) == .redirect(to: "/help/"))
        // Never `//help/`, which a browser reads as the host `help`.
        #expect(RequestPath.resolve("//help", in: root) == .redirect(to: "/help/"))
        #expect(RequestPath.resolve("///guide", in: root) == .redirect(to: "/guide/"))
        #expect(RequestPath.resolve("/help/loan.html", in: root) == .file(real.appendingPathComponent("help/loan.html")))
        // A link that stays inside is followed; one that leads out is not.
        #expect(RequestPath.resolve("/guide/loan.html", in: root) == .file(real.appendingPathComponent("help/loan.html")))
        #expect(RequestPath.resolve("/out.txt", in: root) == .notFound)
        #expect(RequestPath.resolve("/parent/secret.txt", in: root) == .notFound)
        #expect(RequestPath.resolve("/parent", in: root) == .notFound)
        #expect(RequestPath.resolve("/empty/", in: root) == .notFound)
        #expect(RequestPath.resolve("/missing.html", in: root) == .notFound)
        #expect(RequestPath.resolve("/", in: base.appendingPathComponent("not-built-yet")) == .notFound)
    }
}
