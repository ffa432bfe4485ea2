import Foundation
import Testing
import Net
import Turbo
import UI

/// A URL typed at `g` is visited as typed, or the status line says which
/// rule sent it elsewhere (issue 34: `g http://127.0.0.1:8765/` showed the
/// demo's home page without a word). The real loop, a fixture transport and
/// the in-memory screen.
@Suite("Typed URL detours")
struct TypedURLDetourTests {
    /// The demo's rule: `/` clears the stacks back to the first page.
    static var homeClearsAll: BrowserConfiguration {
        let rules = [PathRule(patterns: [PathPattern("^/$")!], properties: ["presentation": .string("clear_all")])]
        let configuration = PathConfiguration(rules: rules)
        return BrowserConfiguration.testApp(pathProperties: { configuration.properties(for: $0) })
    }

    static func typing(_ text: String) -> [InputEvent] {
        [.key(.character("g"))] + text.map { .key(.character($0)) } + [.key(.enter)]
    }

    /// The test site on an 80 x 6 screen, opened at `path`, after `events`.
    static func run(opening path: String, typing events: [InputEvent]) throws -> (MemoryTerminal, FixtureTransport) {
        let site = try EventLoopTests.site()
        let terminal = MemoryTerminal(size: ScreenSize(rows: 6, columns: 80))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: homeClearsAll)
        ScriptedLoop.run(loop, opening: HTTPFixtures.url(path), typing: events)
        return (terminal, site)
    }

    @Test func aPathRuleThatShowsAnotherPageSaysWhichRule() throws {
        let (terminal, site) = try Self.run(opening: "/second", typing: Self.typing("/"))
        expectRows(terminal.rows, [
            0: " Second — http://app.test/second",
            5: "Not opened: path configuration rule \"^/$\" says clear_all (the first page)",
        ], "the first page, /second, is shown again, and the status line says why")
        #expect(site.requests.map(\.url.path) == ["/second", "/second"], "/ itself is never asked for")
        let message = terminal.drawn(row: 5, column: 0)
        #expect(message.text == "N" && message.attributes.isEmpty && message.foreground == .defaultForeground,
                "a message, not an error: \(message)")
    }

    @Test func anotherPortOfTheAppsHostIsOfferedWithTheAppsHostNamed() throws {
        let (terminal, site) = try Self.run(opening: "/second", typing: Self.typing("http://app.test:8765/"))
        expectRows(terminal.rows, [
            0: " Second — http://app.test/second",
            4: "Another port (the app is app.test): http://app.test:8765/ (y: copy URL ($BROWSER",
            5: "  is not set), Esc: dismiss)",
        ], "the page stays and the URL is offered, not swapped for the app's home")
        #expect(site.requests.map(\.url.path) == ["/second"], "nothing is asked of the other port")
    }

    /// A run started on a file has no app host unless `--app-host` names
    /// one: the offer says so instead of "the app is " and nothing.
    @Test func withoutAnAppHostTheOfferSaysWhy() {
        let detour = TypedURLDetour.otherSite(host: "elsewhere.example", appHosts: [])
        #expect(detour.offerReason == "Another site (no site is the app: the browser started on a file; --app-host names one)")
        let named = TypedURLDetour.otherSite(host: "elsewhere.example", appHosts: [HostPattern(parsing: "app.test")!])
        #expect(named.offerReason == "Another site (the app is app.test)")
    }

    @Test func anotherHostSaysItIsAnotherSite() throws {
        let (terminal, site) = try Self.run(opening: "/", typing: Self.typing("http://elsewhere.example/"))
        #expect(terminal.rows[4].hasPrefix("Another site (the app is app.test): http://elsewhere.example/ (y: copy URL"),
                "\(terminal.rows)")
        #expect(site.requests.map(\.url.path) == ["/"], "nothing is asked of the other site")
    }

    @Test func aURLShownAsTypedSaysNothing() throws {
        let (terminal, site) = try Self.run(opening: "/", typing: [.key(.tab), .key(.enter)] + Self.typing("/"))
        expectRows(terminal.rows, [0: " Home — http://app.test/", 5: "?: help   q: quit   Tab: next link   g: go to URL"],
                   "/ is the first page: clear_all shows it as typed, and the status line has nothing to say")
        #expect(site.requests.map(\.url.path) == ["/", "/second", "/"])
    }
}
