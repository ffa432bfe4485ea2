import Foundation
import Testing
import Net
import Turbo

/// `--app-host` (issue 18): which hosts are the app, besides the start URL's.
@Suite("App hosts")
struct AppHostTests {
    private func navigator(appHosts: [String]) -> Navigator {
        Navigator(configuration: NavigatorConfiguration(startLocation: URL(string: "https://example.com/")!,
                                                        appHosts: appHosts.compactMap(HostPattern.init(parsing:))),
                  properties: { _ in PathProperties() })
    }

    private func staysInTheApp(_ navigator: inout Navigator, _ text: String) -> Bool {
        NavigationSummary.effects(navigator.route(URL(string: text)!)).first?.hasPrefix("visit") == true
    }

    @Test func aWildcardKeepsEverySubdomainInTheApp() {
        var navigator = navigator(appHosts: ["*.example.com"])
        #expect(staysInTheApp(&navigator, "https://example.com/a"), "the start URL's host is always the app")
        #expect(staysInTheApp(&navigator, "https://shop.example.com/b"))
        #expect(staysInTheApp(&navigator, "https://a.b.EXAMPLE.com:8443/c"))
        let other = URL(string: "https://badexample.com/")!
        #expect(navigator.route(other) == [.openExternally(other, .otherHost)])
    }

    @Test func anExactHostIsOnlyThatHost() {
        var navigator = navigator(appHosts: ["accounts.example.net"])
        #expect(staysInTheApp(&navigator, "https://accounts.example.net/login"))
        let sibling = URL(string: "https://www.example.net/")!
        #expect(navigator.route(sibling) == [.openExternally(sibling, .otherHost)])
    }

    @Test func withoutAppHostsOnlyTheStartHostIsTheApp() {
        var navigator = navigator(appHosts: [])
        let subdomain = URL(string: "https://www.example.com/")!
        #expect(navigator.route(subdomain) == [.openExternally(subdomain, .otherHost)])
    }

    @Test(arguments: ["", "*", "*.", "a..b", ".example.com", "example.com.", "http://x", "x:80", "a b", "ex*ample.com", "*.*.com"])
    func notAHostPattern(_ text: String) {
        #expect(HostPattern(parsing: text) == nil)
    }

    @Test func aWildcardDoesNotMatchItsOwnDomain() throws {
        let pattern = try #require(HostPattern(parsing: "*.Example.com"))
        #expect(pattern.description == "*.example.com")
        #expect(!pattern.matches("example.com"))
        #expect(pattern.matches("x.example.com"))
        #expect(!pattern.matches(nil))
    }
}
