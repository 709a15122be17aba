import TallyEngines

/// A student edition's answer key, `answers.html`: each problem's answer, linked to its full
/// report in the teacher edition built beside it.
public enum AnswerKey {
    public static let path = "answers.html"

    /// `teacherPrefix` leads from the site's top to the teacher edition's ("teacher/").
    public static func render(_ entries: [IndexEntry], teacherPrefix: String, templates: PageTemplates, page: PageInfo) -> OutputFile {
        var values = TemplateValues()
        page.add(to: &values, pageTitle: "Answers", depth: 0, bodyClass: "answers-page")
        values.addList("answers", entries.filter { $0.answer != nil }) { item, entry in
            item.add("title", entry.title)
            item.add("href", teacherPrefix + entry.href)
            item.add("label", entry.answer?.label ?? "")
            item.add("value", entry.answer?.value ?? "")
        }
        return OutputFile(path: path, bytes: templates.render(values, template: "answers"))
    }
}
