/// What one scenario file may hold, so that a small file cannot cost a large build. Each limit
/// is documented in the help site's scenario-files page ("Limits"); going past one is a located
/// error, never a slow build.
public enum ScenarioLimits {
    /// Bytes in one scenario file: far more than any hand-written scenario needs, and room for
    /// a budget of 100,000 imported expenses (about 120 bytes each).
    public static let maximumFileBytes = 16_000_000
    /// Lists and mappings inside one another.
    public static let maximumNesting = 64
    /// Values (each scalar, list and mapping counts one) once every alias is expanded. Checked
    /// where an alias is used, since only aliases can make a file larger than it looks.
    public static let maximumExpandedValues = 100_000
    /// Characters of text once every alias is expanded.
    public static let maximumExpandedCharacters = 2_000_000
    /// Characters in `title:`.
    public static let maximumTitleLength = 200
    /// Characters in `notes:`.
    public static let maximumNotesLength = 20_000
}
