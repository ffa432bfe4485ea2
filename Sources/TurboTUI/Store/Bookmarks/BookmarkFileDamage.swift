/// Why a file is not a Netscape bookmark file, in words for the user.
struct BookmarkFileDamage: Error, Equatable {
    let reason: String

    init(_ reason: String) { self.reason = reason }
}
