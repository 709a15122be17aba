import Testing
@testable import TallyScenarios

@Suite struct SiteSettingsURLTests {
    func errors(_ yaml: String) -> [String] {
        do {
            _ = try SiteSettings.parse(text: yaml, path: "tally.yaml")
            return []
        } catch {
            return error.all.map(\.description)
        }
    }

    @Test func readsEditAndDeletePatterns() throws {
        let settings = try SiteSettings.parse(text: """
            title: Homes
            edit-url: https://github.com/me/homes/edit/main/{path}
            delete-url: "http://git.example.com/delete?file={path}"
            """, path: "tally.yaml")
        #expect(settings.editURL == "https://github.com/me/homes/edit/main/{path}")
        #expect(settings.deleteURL == "http://git.example.com/delete?file={path}")
        #expect(try SiteSettings.parse(text: "title: Homes\n", path: "tally.yaml").editURL == nil)
    }

    @Test func refusesPatternsThatAreNotWebURLsWithAPath() {
        #expect(errors("edit-url: github.com/me/homes/edit/main/{path}\n")
                == ["tally.yaml:1:11: error: edit-url must be an http or https URL such as https://github.com/OWNER/REPO/edit/BRANCH/{path}, got \"github.com/me/homes/edit/main/{path}\""])
        #expect(errors("title: x\ndelete-url: https://github.com/me/homes/delete/main/\n")
                == ["tally.yaml:2:13: error: delete-url must contain {path} where the scenario file's path goes, such as https://github.com/OWNER/REPO/delete/BRANCH/{path}"])
        #expect(errors("edit-url: javascript:alert(1)//{path}\n").count == 1)
        #expect(errors("edit-url: \"https://x.com/{path} onclick=x\"\n").first?.contains("without spaces") == true)
    }

    @Test func aMisspeltKeyIsStillAnUnknownKey() {
        #expect(errors("edit-ur: https://github.com/me/homes/edit/main/{path}\n").first?.contains("did you mean") == true)
    }
}
