import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file operation failed, in the words `strerror` uses ("No space left on device"), never
/// Foundation's "The operation could not be completed (NSCocoaErrorDomain error 512)".
public enum PlainIOError {
    public static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return posix(Int32(error.code)) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return posix(Int32(underlying.code))
        }
        if error.domain == NSCocoaErrorDomain {
            switch error.code {
            case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return posix(ENOENT)
            case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return posix(EACCES)
            case NSFileWriteOutOfSpaceError: return posix(ENOSPC)
            case NSFileWriteVolumeReadOnlyError: return posix(EROFS)
            case NSFileWriteFileExistsError: return posix(EEXIST)
            case NSFileReadCorruptFileError, NSFileReadInapplicableStringEncodingError: return "the file is not UTF-8 text"
            case NSFileReadUnknownError: return "the file could not be read"
            default: return "the file could not be written"
            }
        }
        return error.localizedDescription
    }

    /// `strerror` for an `errno` value.
    public static func posix(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
