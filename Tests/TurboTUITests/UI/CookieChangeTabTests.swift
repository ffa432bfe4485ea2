import Foundation
import Testing
import Base
import Net
import UI

/// Other tabs follow the shared jar (issue 34: in a tab opened with `T`,
/// the sign-in form stayed saying "Not signed in" after a sign-in
/// elsewhere). The real loop and a fixture transport, whose jar the test
/// changes as a sign-in's `Set-Cookie` would; the in-memory screen.
@Suite("Tabs after a cookie change")
struct CookieChangeTabTests {
    /// Home says "Not signed in" first and "Signed in as Tabby" once asked again.
    static func site() -> FixtureTransport {
        let site = FixtureTransport()
        site.answer(HTTPFixtures.url("/"), with: .html("<title>Home</title><p>Not signed in. <a href='/second'>second</a></p>"))
        site.answer(HTTPFixtures.url("/"), with: .html("<title>Home</title><p>Signed in as Tabby. <a href='/second'>second</a></p>"))
        site.answer(HTTPFixtures.url("/second"), with: .html("<title>Second</title><p>the second page</p>"))
        return site
    }

    /// Home in tab 1, /second in tab 2 (`T`); then `change` (a sign-in's
    /// cookie), `r` in tab 2 (an answer after it) and `{` back to tab 1.
    static func signIn(_ change: (CookieJar) -> Void) -> (MemoryTerminal, FixtureTransport) {
        let site = site()
        let terminal = MemoryTerminal(size: ScreenSize(rows: 6, columns: 40))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp())
        let deadline = loop.now + .milliseconds(10_000)
        loop.start(opening: HTTPFixtures.url("/"))
        for key in [Key.tab, .character("T"), nil, .character("r"), .character("{")] {
            loop.run(until: { loop.isSettled }, deadline: deadline)
            if let key { loop.send(.input(.key(key))) } else { change(site.cookieJar) }
        }
        loop.run(until: { loop.isSettled }, deadline: deadline)
        loop.stop()
        return (terminal, site)
    }

    static func sessionCookie(domain: String) -> Cookie {
        Cookie(netscapeLine: "\(domain)\tFALSE\t/\tFALSE\t0\t_session\tsigned-in")!
    }

    @Test func aTabShowingTheSiteReloadsWhenShownAgain() {
        let (terminal, site) = Self.signIn { $0.add(Self.sessionCookie(domain: "app.test")) }
        expectRows(terminal.rows, [0: "[1 Home] 2 Second", 1: " Home — http://app.test/", 2: "Signed in as Tabby. second"],
                   "tab 1 was stale: shown again, it says who is signed in")
        #expect(site.requests.map(\.url.path) == ["/", "/second", "/second", "/"])
        let shown = terminal.drawn(row: 0, column: 1)
        #expect(shown.text == "1" && shown.attributes.contains(.bold) && shown.attributes.contains(.underline),
                "the tab line marks the shown tab: \(shown)")
    }

    @Test func anotherSitesCookieLeavesTheTabAsItWas() {
        let (terminal, site) = Self.signIn { $0.add(Self.sessionCookie(domain: "other.test")) }
        expectRows(terminal.rows, [0: "[1 Home] 2 Second", 2: "Not signed in. second"],
                   "no cookie of app.test changed: tab 1 is shown from memory")
        #expect(site.requests.map(\.url.path) == ["/", "/second", "/second"])
    }

    @Test func theWatchSeesACookieComeChangeAndGo() {
        let jar = CookieJar()
        var watch = CookieJarWatch(jar)
        #expect(watch.look(at: jar) == nil, "nothing changed")
        jar.add(Self.sessionCookie(domain: "app.test"))
        #expect(watch.look(at: jar)?.concerns(HTTPFixtures.url("/posts")) == true, "a sign-in")
        jar.add(Cookie(netscapeLine: "app.test\tFALSE\t/\tFALSE\t0\t_session\tother-user")!)
        let changed = watch.look(at: jar)
        #expect(changed?.cookies.map(\.value).sorted() == ["other-user", "signed-in"], "the value now and before")
        jar.removeAll()
        #expect(watch.look(at: jar)?.concerns(URL(string: "http://app.test/")!) == true, "a sign-out")
        #expect(watch.look(at: jar) == nil)
    }
}
