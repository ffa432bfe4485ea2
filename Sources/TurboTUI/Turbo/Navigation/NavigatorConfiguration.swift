import Foundation

/// What the navigator is told once: where the app lives and where to sign in.
public struct NavigatorConfiguration: Equatable, Sendable {
    /// The first URL; its host is the app's host.
    public var startLocation: URL
    /// Where a 401 sends the user (`--login-path`); nil turns that off.
    public var loginPath: String?

    public init(startLocation: URL, loginPath: String? = "/signin") {
        self.startLocation = startLocation
        self.loginPath = loginPath
    }
}
