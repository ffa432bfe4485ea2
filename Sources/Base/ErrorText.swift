import FoundationEssentials
import Glibc

/// A short, readable reason for a file or system error, for the status
/// line and messages (Foundation's `localizedDescription` is not in
/// FoundationEssentials): the C library's text for the errno behind it.
package enum ErrorText {
    package static func reason(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return message(posix.code.rawValue) }
        if let cocoa = error as? CocoaError {
            if let posix = cocoa.underlying as? POSIXError { return message(posix.code.rawValue) }
            switch cocoa.code {
            case .fileNoSuchFile, .fileReadNoSuchFile: return message(ENOENT)
            case .fileReadNoPermission, .fileWriteNoPermission: return message(EACCES)
            case .fileWriteOutOfSpace: return message(ENOSPC)
            case .fileWriteVolumeReadOnly: return message(EROFS)
            case .fileWriteFileExists: return message(EEXIST)
            default: return "file error \(cocoa.code.rawValue)"
            }
        }
        if let described = error as? CustomStringConvertible { return described.description }
        return String(describing: error)
    }

    package static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
