import Foundation

/// Reading the files a build keeps for itself in the output folder (the manifest, the skeletons).
enum RegularFile {
    /// The bytes of the regular file at `path`; nil when it is missing, a symlink or anything but
    /// a regular file, or cannot be read whole.
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(info.st_size)
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            while initialized < size {
                let count = Glibc.read(descriptor, base + initialized, size - initialized)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { failed = count < 0; return }
                initialized += count
            }
        }
        guard !failed, bytes.count == size else { return nil }
        return bytes
    }
}
