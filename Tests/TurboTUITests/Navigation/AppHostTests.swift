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

    @Test(arguments: ["", "*", "*.", "a..b", ".example.com", "example.com.", "http://x", "x:", "x:0", "x:65536", "x:8o", ":80", "a b",
                     "ex*ample.com", "*.*.com"])
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

    /// Issue 32: the start URL's port is part of the app; another port on
    /// the same host is another server, so another site.
    @Test func anotherPortOfTheStartHostIsAnotherSite() {
        var navigator = Navigator(configuration: NavigatorConfiguration(startLocation: URL(string: "http://127.0.0.1:3000/")!),
                                  properties: { _ in PathProperties() })
        #expect(staysInTheApp(&navigator, "http://127.0.0.1:3000/posts"))
        let otherPort = URL(string: "http://127.0.0.1:8765/")!
        #expect(navigator.route(otherPort) == [.openExternally(otherPort, .otherHost)])
        let defaultPort = URL(string: "http://127.0.0.1/")!
        #expect(navigator.route(defaultPort) == [.openExternally(defaultPort, .otherHost)])
    }

    /// A URL without a port is on the standard ones, 80 and 443 alike: a
    /// site's redirect from http to https stays in the app; another port does not.
    @Test func aURLWithoutAPortIsOnTheStandardPorts() throws {
        let pattern = try #require(HostPattern(url: URL(string: "http://App.example.com/start")!))
        #expect(pattern.description == "app.example.com")
        #expect(pattern.matches(URL(string: "https://app.example.com/x")!), "the redirect to https")
        #expect(pattern.matches(URL(string: "http://app.example.com:80/x")!))
        #expect(!pattern.matches(URL(string: "https://app.example.com:8443/x")!))
        let named = try #require(HostPattern(url: URL(string: "http://127.0.0.1:3000/")!))
        #expect(named.description == "127.0.0.1:3000")
        #expect(named.matches(URL(string: "http://127.0.0.1:3000/a")!) && !named.matches(URL(string: "http://127.0.0.1/a")!))
    }

    @Test func aNamedPatternMatchesAnyPortUnlessItNamesOne() throws {
        let any = try #require(HostPattern(parsing: "localhost"))
        #expect(any.matches(URL(string: "http://localhost:3000/")!) && any.matches(URL(string: "https://localhost/")!))
        let one = try #require(HostPattern(parsing: "*.example.com:8443"))
        #expect(one.description == "*.example.com:8443")
        #expect(one.matches(URL(string: "https://a.example.com:8443/")!))
        #expect(!one.matches(URL(string: "https://a.example.com/")!))
        #expect(one.matches("a.example.com"), "a setting kept by host ignores the port")
    }
}
