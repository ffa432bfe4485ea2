import FoundationEssentials
import Net
import Turbo
import UI

extension BrowserConfiguration {
    /// The hosts the tests' pages are served from. Those pages stand for a
    /// Turbo app's without loading Turbo's script, so these hosts are made
    /// the app's, as `--app-host` makes a real app's (Turbo drives them
    /// under `turbo = auto`); tests of classic pages use other hosts.
    static let testAppHosts = ["*.test", "127.0.0.1", "localhost", "example.com", "h", "x"].compactMap(HostPattern.init(parsing:))

    /// A configuration for a test against the tests' app (`testAppHosts`).
    static func testApp(pathProperties: @escaping (URL) -> PathProperties = { _ in PathProperties() },
                        loginPath: String? = "/signin", canOpenExternally: Bool = false) -> BrowserConfiguration {
        var configuration = BrowserConfiguration(pathProperties: pathProperties, loginPath: loginPath, canOpenExternally: canOpenExternally)
        configuration.turboHosts = testAppHosts
        return configuration
    }
}
