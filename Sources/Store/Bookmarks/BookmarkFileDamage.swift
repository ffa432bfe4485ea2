/// Why a file is not a Netscape bookmark file, in words for the user.
package struct BookmarkFileDamage: Error, Equatable {
    package let reason: String

    package init(_ reason: String) { self.reason = reason }
}
