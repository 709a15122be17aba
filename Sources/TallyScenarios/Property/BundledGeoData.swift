import TallyEngines
import TallyResources

/// The ZIP Code table compiled into Tally, indexed at most once per process.
public enum BundledGeoData {
    /// Nil only for a binary built without the table, which callers report as a plain error
    /// rather than a crash. `static let` is lazy: builds without a property never index it.
    public static let zipDirectory: ZipDirectory? = zipTable.map { ZipDirectory(tsv: $0) }

    /// Where the table is in the repository (below `Sources/`), for messages and tests.
    public static let zipTablePath = "TallyScenarios/Resources/us-zipcodes.tsv"

    /// The table's bytes, as they are in the repository.
    public static var zipTable: [UInt8]? { EmbeddedResources.file(zipTablePath) }
}
