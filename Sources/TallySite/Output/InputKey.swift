import Foundation
import TallyEngines
import TallyReports
import TallyScenarios

/// Keys that change whenever what they stand for changes: Tally's one hash (`FNV1a64`) over the
/// bytes. A key only decides whether to redo work, never what is written, so a collision could
/// at worst keep an old page; the inputs are the user's own files, not an adversary's.
struct InputKey {
    private(set) var value = FNV1a64.offsetBasis

    init() {}

    /// Goes on from a key already made, as if its bytes had been added to this one.
    init(continuing value: UInt64) {
        self.value = value
    }

    /// The files a comparison read besides its own, each path and its bytes in the order read:
    /// the same whether they were read by the comparison's parser or again by a rebuild.
    mutating func add(reads: [(path: String, bytes: [UInt8])]) {
        for read in reads {
            add(read.path)
            add(read.bytes)
        }
    }

    mutating func add(_ bytes: some Sequence<UInt8>) {
        // A separator after each, so ("ab", "c") and ("a", "bc") differ.
        value = FNV1a64.hash(CollectionOfOne<UInt8>(0xFF), continuing: FNV1a64.hash(bytes, continuing: value))
    }

    mutating func add(_ text: String) { add(text.utf8) }

    mutating func add(_ number: UInt64) {
        add((0..<8).map { UInt8(truncatingIfNeeded: number >> (8 * $0)) })
    }

    /// Everything every page of a build depends on besides its own scenario file: Tally itself
    /// (its version and the executable's size and time, so a rebuilt Tally re-renders, with the
    /// built-in templates and help compiled into it), the project's templates, `tally.yaml`, the
    /// build's "today" and timestamp, and the options that change pages.
    static func build(context: BuildContext) -> UInt64 {
        var key = InputKey()
        key.add("tally-build-\(BuildManifest.currentFormat)")
        var info = stat()
        if stat("/proc/self/exe", &info) == 0 {
            key.add("exe \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
        }
        key.add("today \(context.today) \(context.timestamp)")
        key.add("order \(context.options.categoryOrder?.rawValue ?? "-")")
        key.add("edition \(context.options.studentEdition ? "student" : "full")")
        let settings = context.options.projectRoot.appendingPathComponent(SiteSettings.fileName).path
        key.add(settings)
        if let bytes = try? FileSystem.read(settings) { key.add(bytes) } else { key.add("missing") }
        // The built-in templates, help site and stylesheet are compiled into the executable, so
        // its key above covers them; a project's own templates are files of their own.
        context.templates.add(to: &key)
        return key.value
    }
}
