import FoundationEssentials
import Net

/// What the navigator is told once: where the app lives and where to sign in.
package struct NavigatorConfiguration: Equatable, Sendable {
    /// The first URL; its host is the app's host.
    package var startLocation: URL
    /// Where a 401 sends the user (`--login-path`); nil turns that off.
    package var loginPath: String?
    /// Off: a recede redirect closes the whole modal, as Hotwire Native does.
    /// On: it goes back one page inside a modal that holds several
    /// (hotwire-native-ios #130: a settings modal with edit pages).
    package var recedesWithinModal: Bool
    /// More hosts of the app (`--app-host`), besides the start location's.
    package var appHosts: [HostPattern]

    package init(startLocation: URL, loginPath: String? = "/signin", recedesWithinModal: Bool = false,
                appHosts: [HostPattern] = []) {
        self.startLocation = startLocation
        self.appHosts = appHosts
        self.loginPath = loginPath
        self.recedesWithinModal = recedesWithinModal
    }
}
