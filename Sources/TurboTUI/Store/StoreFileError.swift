import FoundationEssentials
import Glibc

/// Why a history or bookmarks file could not be read or written, in words
/// (the system's for a failed call: "No space left on device").
struct StoreFileError: Error, Equatable {
    let reason: String

    init(_ reason: String) { self.reason = reason }

    static func fromErrno() -> StoreFileError {
        StoreFileError(String(cString: strerror(errno)))
    }
}
