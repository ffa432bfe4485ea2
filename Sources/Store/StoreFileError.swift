import FoundationEssentials
import Glibc

/// Why a history or bookmarks file could not be read or written, in words
/// (the system's for a failed call: "No space left on device").
package struct StoreFileError: Error, Equatable {
    package let reason: String

    package init(_ reason: String) { self.reason = reason }

    package static func fromErrno() -> StoreFileError {
        StoreFileError(String(cString: strerror(errno)))
    }
}
