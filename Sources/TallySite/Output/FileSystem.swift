import Foundation
import TallyScenarios

/// The build's file-system calls that hand the kernel raw memory: reading a file, listing a
/// folder, creating a file relative to an open folder. They are TallySite's only unsafe code,
/// kept here, small, to be audited in one place; everything else calls these.
enum FileSystem {
    /// An open file descriptor, closed when its owner is done with it.
    struct Descriptor: ~Copyable {
        let raw: Int32

        init(opening path: String, flags: Int32) throws(ReadFailure) {
            let raw = open(path, flags | O_CLOEXEC)
            guard raw >= 0 else { throw .system(errno) }
            self.raw = raw
        }

        deinit { close(raw) }
    }

    /// Why a file could not be read: the system's reason, or that it is not a regular file.
    enum ReadFailure: Error, Equatable {
        case system(Int32)
        case notRegularFile
    }

    /// The bytes of the regular file at `path`, but at most `limit + 1` of them: enough to
    /// refuse an oversized file without loading all of it. A link is followed only when
    /// `followingLinks`. Opened without blocking, so a FIFO (which waits for a writer) is seen
    /// for what it is rather than waited on.
    static func read(_ path: String, followingLinks: Bool = true, limit: Int = Int.max - 1) throws(ReadFailure) -> [UInt8] {
        let file = try Descriptor(opening: path, flags: O_RDONLY | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        var info = stat()
        guard fstat(file.raw, &info) == 0 else { throw .system(errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile }
        // One byte more than the file says it holds, so a short read shows the end was reached;
        // a file that grew, or says 0 (those in /proc), fills the buffer and gets a bigger one.
        let size = max(Int(info.st_size), 0)
        var capacity = min(size, limit) + 1
        var bytes: [UInt8] = []
        while true {
            let start = bytes.count
            bytes += repeatElement(0, count: capacity - start)
            var filled = start
            var failure: Int32 = 0
            bytes.withUnsafeMutableBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                while filled < capacity {
                    let count = Glibc.read(file.raw, base + filled, capacity - filled)
                    if count < 0 && errno == EINTR { continue }
                    if count < 0 { failure = errno }
                    if count <= 0 { return }
                    filled += count
                    // As many bytes as `fstat` said: the end, without a read to see it.
                    if filled == size && size > 0 { return }
                }
            }
            if failure != 0 { throw .system(failure) }
            if filled < capacity || capacity > limit || filled == size {
                bytes.removeLast(bytes.count - filled)
                return bytes
            }
            capacity = min(capacity * 2, limit + 1)
        }
    }

    /// What a folder entry is, as the listing tells it.
    enum Kind: Sendable {
        case folder, regularFile, link, other
        /// The file system did not say (`DT_UNKNOWN`): ask about the file itself.
        case unknown
    }

    struct Entry: Sendable {
        /// The name's bytes as the file system holds them, which need not be UTF-8.
        let name: [UInt8]
        let kind: Kind
    }

    /// Every entry of the folder at `path` but `.` and `..`, in one pass of `readdir`; nil when
    /// it cannot be opened or read through. With `followingLinks` false, a link in the folder's
    /// own place is not opened.
    static func list(_ path: String, followingLinks: Bool = true) -> [Entry]? {
        guard let opened = try? Descriptor(opening: path, flags: O_RDONLY | O_DIRECTORY | (followingLinks ? 0 : O_NOFOLLOW)) else {
            return nil
        }
        // `fdopendir` takes the descriptor over: `closedir` closes it, so it is duplicated.
        let owned = dup(opened.raw)
        guard owned >= 0, let folder = fdopendir(owned) else {
            if owned >= 0 { close(owned) }
            return nil
        }
        defer { closedir(folder) }
        var entries: [Entry] = []
        while true {
            // Only `readdir` may set errno between here and the test below: a nil with errno
            // still 0 is the end of the folder.
            errno = 0
            guard let entry = readdir(folder) else { break }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            let kind: Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .folder
            case Int32(DT_REG): kind = .regularFile
            case Int32(DT_LNK): kind = .link
            case Int32(DT_UNKNOWN): kind = .unknown
            default: kind = .other
            }
            entries.append(Entry(name: name, kind: kind))
        }
        return errno == 0 ? entries : nil
    }

    /// Creates (or empties) the file `name` inside the open folder `folder` and writes `bytes`
    /// to it; with `folder` `AT_FDCWD`, `name` is a whole path. Nil on success, else `errno`.
    static func create(_ name: String, in folder: Int32, bytes: [UInt8]) -> Int32? {
        let file = openat(folder, name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard file >= 0 else { return errno }
        defer { close(file) }
        return bytes.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = write(file, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return written < 0 ? errno : EIO }
                offset += written
            }
            return nil
        }
    }
}
