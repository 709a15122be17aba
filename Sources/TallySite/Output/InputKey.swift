import Foundation
import TallyReports
import TallyScenarios

/// Keys that change whenever what they stand for changes: FNV-1a over the bytes, 64 bits.
/// A key only decides whether to redo work, never what is written, so a collision could at worst
/// keep an old page; the inputs are the user's own files, not an adversary's.
struct InputKey {
    private var hash = FNV1a64.offsetBasis

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= FNV1a64.prime
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        hash ^= 0xFF
        hash &*= FNV1a64.prime
    }

    /// The same key as `add` of `first`, `separator` and `second` made into one array.
    mutating func add(_ first: ArraySlice<UInt8>, _ second: ArraySlice<UInt8>, joinedBy separator: UInt8) {
        for byte in first {
            hash ^= UInt64(byte)
            hash &*= FNV1a64.prime
        }
        hash ^= UInt64(separator)
        hash &*= FNV1a64.prime
        add(second)
    }

    mutating func add(_ text: String) { add(text.utf8) }

    mutating func add(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { add($0) }
    }

    var value: UInt64 { hash }

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
        let root = context.options.projectRoot
        key.addFile(root.appendingPathComponent(SiteSettings.fileName).path)
        // The built-in templates, help site and stylesheet are compiled into the executable, so
        // its key above covers them; a project's own templates are files of their own.
        key.addFolder(root.appendingPathComponent("templates").path)
        return key.value
    }

    mutating func addFile(_ path: String) {
        add(path)
        if let data = FileManager.default.contents(atPath: path) { add(data) } else { add("missing") }
    }

    /// Every file under `folder`, in a fixed order, with its relative path.
    mutating func addFolder(_ folder: String) {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { add("no folder"); return }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String { files.append(relative) }
        for relative in files.sorted() {
            var isDirectory: ObjCBool = false
            let path = folder + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                add(relative)
                if let data = FileManager.default.contents(atPath: path) { add(data) }
            }
        }
    }
}
