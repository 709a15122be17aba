import Foundation
import TallyEngines

/// The ZIP Code table bundled with Tally, read at most once per process.
public enum BundledGeoData {
    /// Nil when the resource is missing or unreadable (a broken install), which callers report
    /// as a plain error rather than a crash. `static let` is lazy: builds without a property
    /// never read the file.
    public static let zipDirectory: ZipDirectory? = {
        guard let url = zipTableURL, let data = try? Data(contentsOf: url) else { return nil }
        return ZipDirectory(tsv: [UInt8](data))
    }()

    public static let zipTableName = "us-zipcodes.tsv"

    /// Where the table is, for messages.
    public static var zipTableURL: URL? {
        ResourceBundles.file(bundle: "Tally_TallyScenarios", name: zipTableName)
    }
}
