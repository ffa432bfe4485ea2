import Foundation
import Testing
import Turbo

/// The modal stack: opening, pushing inside it, leaving it, and Done.
@Suite("Navigator: modal context")
struct NavigatorModalTests {
    typealias App = NavigationTestApp

    @Test func modalRouteOpensAnOverlayOverTheMainPage() {
        var navigator = App.navigator(visiting: ["/posts"])
        let effects = navigator.route(App.url("/posts/new"))
        #expect(NavigationSummary.effects(effects) == ["showModal large", "visit /posts/new modal advance"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /posts | modal: /posts/new")
        #expect(navigator.state.activeStack == .modal)
        #expect(navigator.state.activeEntry?.url == App.url("/posts/new"))
    }

    @Test func modalStyleSizesTheOverlay() {
        var navigator = App.navigator(visiting: ["/posts"])
        #expect(NavigationSummary.effects(navigator.route(App.url("/help/sheet")))
            == ["showModal medium", "visit /help/sheet modal advance"])
        #expect(navigator.state.modalOverlay?.style == .medium)
    }

    @Test func modalRouteInsideTheModalPushesInIt() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/new"])
        let effects = navigator.route(App.url("/tags/new"), from: .modal)
        #expect(NavigationSummary.effects(effects) == ["visit /tags/new modal advance"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /posts | modal: /posts/new /tags/new")
    }

    @Test func defaultRouteInsideTheModalDismissesThenPushesOnMain() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/new"])
        // Even a replace visit pushes: the page leaves the modal context.
        let effects = navigator.route(App.url("/posts/7"), action: .replace, from: .modal)
        #expect(NavigationSummary.effects(effects) == ["dismissModal", "visit /posts/7 main advance"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /posts /posts/7")
        #expect(navigator.state.modalOverlay == nil)
    }

    @Test func doneDismissesTheWholeModalStackAndLeavesTheMainPage() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/new", "/tags/new"])
        let mainBefore = navigator.state.main
        #expect(NavigationSummary.effects(navigator.dismissModal()) == ["dismissModal"])
        #expect(navigator.state.main == mainBefore)
        #expect(!navigator.state.isModalShown)
        #expect(navigator.state.modal.isEmpty)
    }

    @Test func doneIsRefusedWhenTheDismissGestureIsDisabled() {
        var navigator = App.navigator(visiting: ["/posts", "/terms/locked"])
        #expect(navigator.state.modalOverlay?.isDismissible == false)
        #expect(NavigationSummary.effects(navigator.dismissModal())
            == ["refuse \(App.url("/terms/locked")) this window closes itself when you finish"])
        #expect(navigator.state.isModalShown)
    }

    @Test func dismissibilityFollowsTheTopModalPage() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/new", "/terms/locked"])
        #expect(navigator.state.modalOverlay?.isDismissible == false)
        _ = navigator.goBack()
        #expect(navigator.state.modalOverlay?.isDismissible == true)
        #expect(navigator.state.modalOverlay?.style == .large)
    }

    @Test func doneWithoutAModalDoesNothing() {
        var navigator = App.navigator(visiting: ["/posts"])
        #expect(navigator.dismissModal().isEmpty)
    }

    @Test func popOfTheLastModalPageClosesTheModal() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/new"])
        let pop = VisitProposal(url: App.url("/back"), properties: PathProperties(["presentation": .string("pop")]),
                                source: .modal)
        #expect(NavigationSummary.effects(navigator.route(pop)) == ["dismissModal"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /posts")
    }

    @Test func refreshFromTheLastModalPageClosesItAndReloadsTheMainPage() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/new"])
        let refresh = VisitProposal(url: App.url("/again"), properties: PathProperties(["presentation": .string("refresh")]),
                                    source: .modal)
        #expect(NavigationSummary.effects(navigator.route(refresh)) == ["dismissModal", "reload /posts main"])
    }
}
