import Foundation
import Testing
import HTML
import Net
import Turbo

/// Where Turbo runs: a page that loads it (its script, an importmap, a
/// `turbo-*` meta, its elements), or a host the setting or the app names.
@Suite("Turbo presence and the turbo setting")
struct TurboPresenceTests {
    @Test(arguments: [
        #"<script src="/assets/turbo.min.js"></script>"#,
        #"<script type="module" src="https://cdn.example/@hotwired/turbo@8/dist/turbo.es2017-esm.js"></script>"#,
        #"<script src="/assets/turbo-rails-1a2b.js" defer></script>"#,
        #"<script type="importmap">{"imports":{"@hotwired/turbo-rails":"/a.js"}}</script>"#,
        #"<script type="module">import "@hotwired/turbo"</script>"#,
        #"<meta name="turbo-refresh-method" content="morph">"#,
        #"<turbo-frame id="f"></turbo-frame>"#,
        #"<turbo-cable-stream-source channel="C" signed-stream-name="x"></turbo-cable-stream-source>"#,
    ])
    func aPageThatLoadsTurbo(_ sign: String) {
        #expect(TurboPresence.loadsTurbo(HTMLParser.parse("<title>t</title>\(sign)<p>x")))
    }

    @Test(arguments: [
        "<p>A classic page</p>",
        #"<script src="/app.js"></script><p>turbo in the text is not Turbo</p>"#,
        #"<script>var turbo = "@hotwired/turbo"</script>"#,
        #"<meta name="description" content="turbo-charged">"#,
        #"<a href="/turbo.js">a link named like the bundle</a>"#,
    ])
    func aPageThatDoesNot(_ page: String) {
        #expect(!TurboPresence.loadsTurbo(HTMLParser.parse(page)))
    }

    @Test func theLastMatchingRuleWinsAndAutoAsksThePageOnlyWhenTheHostIsNotTheApps() throws {
        let rules = try ["auto", "off *.legacy.test", "on admin.legacy.test"].map { try #require(TurboSetting.Rule(parsing: $0)) }
        let setting = TurboSetting(rules: rules)
        #expect(setting.mode(for: "app.test") == .auto)
        #expect(setting.mode(for: "www.legacy.test") == .off)
        #expect(setting.mode(for: "admin.legacy.test") == .on)
        let app = [HostPattern(host: "app.test")]
        var asked = 0
        #expect(setting.drives(URL(string: "http://app.test/")!, appHosts: app) { asked += 1; return false })
        #expect(asked == 0, "an app host is Turbo's whatever the page loads")
        #expect(!setting.drives(URL(string: "http://www.legacy.test/")!, appHosts: app) { true })
        #expect(setting.drives(URL(string: "http://admin.legacy.test/")!, appHosts: []) { false })
        #expect(!setting.drives(URL(string: "http://classic.example/")!, appHosts: app) { false })
        #expect(setting.drives(URL(string: "http://classic.example/")!, appHosts: app) { true })
        #expect(TurboSetting().mode(for: "any.example") == .auto)
    }

    @Test func aRuleIsAModeThenHosts() {
        #expect(TurboSetting.Rule(parsing: "ON") == TurboSetting.Rule(mode: .on))
        #expect(TurboSetting.Rule(parsing: "off a.example  *.b.example")?.hosts.map(\.description) == ["a.example", "*.b.example"])
        #expect(TurboSetting.Rule(parsing: "sometimes") == nil)
        #expect(TurboSetting.Rule(parsing: "on http://a.example/") == nil)
        #expect(TurboSetting.Rule(parsing: "") == nil)
    }
}
