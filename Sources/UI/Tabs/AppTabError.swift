/// Why a `Title=URL` is not a tab.
package struct AppTabError: Error, Equatable, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}
