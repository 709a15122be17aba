import TallyEngines

/// A student edition's answer key, `answers.html`: each problem's answers, linked to its full
/// report in the teacher edition built beside it.
public enum AnswerKey {
    public static let path = "answers.html"

    /// `teacherPrefix` leads from the site's top to the teacher edition's ("teacher/").
    public static func render(_ entries: [IndexEntry], teacherPrefix: String, templates: PageTemplates, page: PageInfo) -> OutputFile {
        var values = TemplateValues()
        page.add(to: &values, pageTitle: "Answers", depth: 0, bodyClass: "answers-page")
        // A problem with several answers (a comparison's horizons, a loan's rate periods) is one
        // row group: its title once, spanning its answers' rows.
        values.addList("problems", entries.filter { !($0.answers ?? []).isEmpty }) { item, entry in
            let answers = entry.answers ?? []
            item.add("title", entry.title)
            item.add("href", teacherPrefix + entry.href)
            item.add("rows", String(answers.count))
            item.add("label", answers[0].label)
            item.add("value", answers[0].value)
            item.addList("more", answers.dropFirst()) { row, answer in
                row.add("label", answer.label)
                row.add("value", answer.value)
            }
        }
        return OutputFile(path: path, bytes: templates.render(values, template: "answers"))
    }
}
