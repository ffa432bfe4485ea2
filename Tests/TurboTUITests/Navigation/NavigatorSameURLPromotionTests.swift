import Foundation
import Testing
import Turbo

/// An advancing frame promotion to the URL already shown (the same link
/// followed twice) replaces the entry, as Turbo's history does when a visit's
/// location is its referrer: back must not show the same URL again.
@Suite("Navigator: frame promotion to the shown URL")
struct NavigatorSameURLPromotionTests {
    typealias App = NavigationTestApp

    @Test func anAdvanceToTheShownURLAddsNoEntry() {
        var navigator = App.navigator(visiting: ["/frames"])
        _ = navigator.promote(to: App.url("/frames/page/2"), action: .advance, in: .main)
        let shown = navigator.state.main.top
        let effects = navigator.promote(to: App.url("/frames/page/2"), action: .advance, in: .main)
        #expect(NavigationSummary.stacks(navigator.state) == "main: /frames /frames/page/2")
        #expect(navigator.state.main.top?.id == shown?.id)
        #expect(NavigationSummary.effects(effects) == ["promote /frames/page/2 main"])
        #expect(NavigationSummary.effects(navigator.goBack()) == ["restore /frames main"])
    }
}
