import Foundation
import Testing
import Turbo

/// Section 4's `default` rules: same location replaces, the page below pops,
/// advance pushes, anything else replaces.
@Suite("Navigator: default presentation")
struct DefaultPresentationTests {
    typealias App = NavigationTestApp

    @Test func sameLocationReplacesTheTop() {
        var navigator = App.navigator(visiting: ["/a", "/b"])
        let effects = navigator.route(App.url("/b"))
        #expect(NavigationSummary.effects(effects) == ["visit /b main replace"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /a /b")
    }

    @Test func pageBelowIsPoppedToFromItsSnapshot() {
        var navigator = App.navigator(visiting: ["/a", "/b"])
        let below = navigator.state.main.entries[0]
        let effects = navigator.route(App.url("/a"))
        #expect(effects == [.restoreFromSnapshot(below, in: .main)])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /a")
    }

    @Test func advancePushesAndReplaceReplaces() {
        var navigator = App.navigator(visiting: ["/a", "/b"])
        #expect(NavigationSummary.effects(navigator.route(App.url("/c"), action: .advance)) == ["visit /c main advance"])
        #expect(NavigationSummary.effects(navigator.route(App.url("/d"), action: .replace)) == ["visit /d main replace"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /a /b /d")
    }

    @Test func anotherQueryIsAnotherLocation() {
        var navigator = App.navigator(visiting: ["/a", "/posts?page=1"])
        _ = navigator.route(App.url("/posts?page=2"))
        #expect(NavigationSummary.stacks(navigator.state) == "main: /a /posts?page=1 /posts?page=2")
    }

    @Test func queryStringPresentationReplaceComparesThePathOnly() {
        var navigator = App.navigator(visiting: ["/a", "/search?q=one"])
        let effects = navigator.route(App.url("/search?q=two"))
        #expect(NavigationSummary.effects(effects) == ["visit /search?q=two main replace"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /a /search?q=two")
    }

    @Test func theFragmentDoesNotMakeAnotherLocation() {
        var navigator = App.navigator(visiting: ["/a", "/b"])
        _ = navigator.route(App.url("/a#top"), action: .replace)
        #expect(NavigationSummary.stacks(navigator.state) == "main: /a")
    }

    @Test func theFirstPageIsAlwaysTheMainRoot() {
        for path in ["/posts/new", "/anything"] {
            var navigator = App.navigator()
            let effects = navigator.route(App.url(path), action: .replace)
            #expect(NavigationSummary.effects(effects) == ["visit \(path) main advance"])
            #expect(NavigationSummary.stacks(navigator.state) == "main: \(path)")
        }
    }

    @Test func clearAllOnTheFirstPageStillShowsIt() {
        // The hotwire-native demos mark `^/$` clear_all and start there.
        var navigator = Navigator(configuration: NavigatorConfiguration(startLocation: App.start)) { url in
            url.path == "/" ? PathProperties(["presentation": .string("clear_all")]) : PathProperties()
        }
        #expect(NavigationSummary.effects(navigator.start()) == ["visit / main advance"])
        _ = navigator.route(App.url("/b"))
        #expect(NavigationSummary.effects(navigator.route(App.start)) == ["reload / main"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /")
    }

    @Test func aNativeScreenRuleShowsTheWebPageWithANote() {
        // The turbo-ios demo maps /numbers to a native "numbers" screen.
        var navigator = Navigator(configuration: NavigatorConfiguration(startLocation: App.start)) { url in
            url.path == "/numbers" ? PathProperties(["view-controller": .string("numbers")]) : PathProperties()
        }
        _ = navigator.start()
        #expect(NavigationSummary.effects(navigator.route(App.url("/numbers")))
            == ["visit /numbers main advance", "notice no native screen \"numbers\" in turbo-tui: showing the web page"])
        #expect(NavigationSummary.effects(navigator.route(App.url("/other"))) == ["visit /other main advance"])
    }

    @Test func aNewVisitGetsANewEntry() {
        var navigator = App.navigator(visiting: ["/a"])
        let first = navigator.state.main.top
        _ = navigator.route(App.url("/a"))
        #expect(navigator.state.main.top?.id != first?.id)
    }
}
