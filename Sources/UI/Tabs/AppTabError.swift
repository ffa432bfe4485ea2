/// Why a `Title=URL` is not a tab.
public struct AppTabError: Error, Equatable, CustomStringConvertible {
    public let description: String

    package init(_ description: String) {
        self.description = description
    }
}
