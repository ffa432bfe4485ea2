import Foundation
import Testing
import Turbo

/// Frame promotion (turbo-wire Fr5): the shown page takes the frame's URL,
/// history advances or is replaced, and nothing is fetched or rendered.
@Suite("Navigator: frame promotion")
struct NavigatorPromotionTests {
    typealias App = NavigationTestApp

    @Test func advancePushesTheFramesURLAboveTheShownPage() {
        var navigator = App.navigator(visiting: ["/frames"])
        let shown = navigator.state.main.top
        let effects = navigator.promote(to: App.url("/frames/page/2"), action: .advance, in: .main)
        #expect(NavigationSummary.effects(effects) == ["promote /frames/page/2 main over /frames"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /frames /frames/page/2")
        #expect(navigator.state.main.top?.id != shown?.id, "a new history entry")
        #expect(navigator.state.main.belowTop == shown)
    }

    @Test func backAfterAnAdvanceRestoresThePreviousURLWithoutARequest() {
        var navigator = App.navigator(visiting: ["/frames"])
        _ = navigator.promote(to: App.url("/frames/page/2"), action: .advance, in: .main)
        #expect(NavigationSummary.effects(navigator.goBack()) == ["restore /frames main"])
        #expect(NavigationSummary.effects(navigator.goForward()) == ["restore /frames/page/2 main"])
    }

    @Test func replaceGivesTheShownEntryTheNewURL() {
        var navigator = App.navigator(visiting: ["/frames"])
        let shown = navigator.state.main.top
        let effects = navigator.promote(to: App.url("/frames/page/3"), action: .replace, in: .main)
        #expect(NavigationSummary.effects(effects) == ["promote /frames/page/3 main"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /frames/page/3")
        #expect(navigator.state.main.top?.id == shown?.id, "the same entry, as replaceState")
        #expect(NavigationSummary.effects(navigator.goBack()) == ["refuse \(App.url("/frames/page/3")) no page to go back to"])
    }

    @Test func restoreIsAReplaceAsInTurbo() {
        var navigator = App.navigator(visiting: ["/frames"])
        _ = navigator.promote(to: App.url("/frames/page/3"), action: .restore, in: .main)
        #expect(NavigationSummary.stacks(navigator.state) == "main: /frames/page/3")
    }

    @Test func anAdvanceClearsForwardAndKeepsTheTitle() {
        var navigator = App.navigator(visiting: ["/a", "/frames"])
        navigator.visitDidComplete(navigator.state.main.top!.id, finalURL: App.url("/frames"), title: "Frames")
        _ = navigator.goBack()
        _ = navigator.goForward()
        _ = navigator.goBack()
        #expect(!navigator.state.main.forward.isEmpty)
        _ = navigator.promote(to: App.url("/a/detail"), action: .advance, in: .main)
        #expect(navigator.state.main.forward.isEmpty)
        var navigator2 = App.navigator(visiting: ["/frames"])
        navigator2.visitDidComplete(navigator2.state.main.top!.id, finalURL: App.url("/frames"), title: "Frames")
        _ = navigator2.promote(to: App.url("/frames/page/2"), action: .advance, in: .main)
        #expect(navigator2.state.main.top?.title == "Frames", "the page's <title> did not change")
    }

    @Test func thePathConfigurationGivesPropertiesButDoesNotMoveThePage() {
        var navigator = App.navigator(visiting: ["/frames"])
        // `/static` has a title in the test app's rules; `/new` would be a modal page.
        _ = navigator.promote(to: App.url("/static"), action: .advance, in: .main)
        #expect(navigator.state.main.top?.displayTitle == "Static page")
        _ = navigator.promote(to: App.url("/posts/new"), action: .advance, in: .main)
        #expect(!navigator.state.isModalShown)
        #expect(NavigationSummary.stacks(navigator.state) == "main: /frames /static /posts/new")
    }

    @Test func aPromotionInsideTheModalStaysInTheModal() {
        var navigator = App.navigator(visiting: ["/a", "/posts/new"])
        let effects = navigator.promote(to: App.url("/posts/new?step=2"), action: .advance, in: .modal)
        #expect(NavigationSummary.effects(effects) == ["promote /posts/new?step=2 modal over /posts/new"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /a | modal: /posts/new /posts/new?step=2")
    }

    @Test func anotherHostOrAnUnsafeSchemeLeavesThePageWhereItWas() {
        var navigator = App.navigator(visiting: ["/frames"])
        #expect(navigator.promote(to: URL(string: "https://elsewhere.test/x")!, action: .advance, in: .main).isEmpty)
        #expect(navigator.promote(to: URL(string: "javascript:alert(1)")!, action: .replace, in: .main).isEmpty)
        #expect(NavigationSummary.stacks(navigator.state) == "main: /frames")
    }

    @Test func nothingHappensOnAnEmptyStack() {
        var navigator = App.navigator()
        #expect(navigator.promote(to: App.url("/x"), action: .advance, in: .main).isEmpty)
        #expect(navigator.promote(to: App.url("/x"), action: .advance, in: .modal).isEmpty)
    }
}
