import Foundation
import Testing
import Turbo

/// Form answers that redirected to a page: the response in hand is used, so
/// no second request eats the flash (turbo-ios #186, #74), and a modal form
/// makes the main pages stale (turbo-ios #180, #183).
@Suite("Navigator: form results")
struct NavigatorFormResultTests {
    typealias App = NavigationTestApp

    @Test func modalFormRedirectingToAMainPageClosesTheModalAndRendersTheResponse() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/new"])
        let answer = App.response("/posts/8", body: "<p>Post created</p>")
        let effects = navigator.routeFormResult(answer, requestedAction: nil, from: .modal)
        #expect(NavigationSummary.effects(effects) == ["dismissModal", "visit /posts/8 main advance +response"])
        guard case .visit(_, _, let options) = effects.last else { Issue.record("no visit"); return }
        #expect(options == VisitOptions(action: .advance, response: answer))
        #expect(options.response?.body == Array("<p>Post created</p>".utf8))
    }

    @Test func redirectToThePageBelowRendersTheResponseInsteadOfTheSnapshot() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/new"])
        let answer = App.response("/posts")
        let effects = navigator.routeFormResult(answer, requestedAction: nil, from: .modal)
        // Dismiss, then /posts is on top: the same location, replaced with the answer.
        #expect(NavigationSummary.effects(effects) == ["dismissModal", "visit /posts main replace +response"])
        #expect(NavigationSummary.stacks(navigator.state) == "main: /posts")
    }

    @Test func popToAPreviousPageUsesTheResponseInHand() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/7", "/posts/7/comments"])
        let below = navigator.state.main.entries[1]
        let effects = navigator.routeFormResult(App.response("/posts/7"), requestedAction: nil, from: .main)
        #expect(NavigationSummary.effects(effects) == ["visit /posts/7 main replace +response"])
        #expect(navigator.state.main.top?.id == below.id)
    }

    @Test func modalFormSuccessMarksEveryMainPageStale() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/7", "/posts/7/edit"])
        let effects = navigator.routeFormResult(App.response("/posts/7/edit/preview/modal"),
                                                requestedAction: nil, from: .modal)
        #expect(NavigationSummary.effects(effects) == ["visit /posts/7/edit/preview/modal modal advance +response"])
        #expect(navigator.state.main.entries.allSatisfy { $0.needsReload })
        // Shown again after Done: reloaded, not left stale.
        #expect(NavigationSummary.effects(navigator.dismissModal()) == ["dismissModal", "reload /posts/7 main"])
        #expect(navigator.state.main.top?.needsReload == false)
        // The page below it reloads too when back reaches it.
        #expect(NavigationSummary.effects(navigator.goBack()) == ["reload /posts main"])
    }

    @Test func streamAnswersInTheModalAlsoMakeMainStale() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/new"])
        navigator.formSubmissionDidFinish(in: .modal)
        #expect(NavigationSummary.effects(navigator.dismissModal()) == ["dismissModal", "reload /posts main"])
    }

    @Test func mainFormsLeaveTheMainStackAlone() {
        var navigator = App.navigator(visiting: ["/posts", "/posts/7"])
        navigator.formSubmissionDidFinish(in: .main)
        _ = navigator.routeFormResult(App.response("/posts/9"), requestedAction: nil, from: .main)
        #expect(!navigator.state.main.entries.contains { $0.needsReload })
    }

    @Test(arguments: [
        (nil, "/posts/7", VisitAction.replace),
        (nil, "/posts/7#comments", .replace),
        (nil, "/posts/8", .advance),
        (VisitAction.advance, "/posts/7", .advance),
        (.replace, "/posts/8", .replace),
    ])
    func formResultAction(requested: VisitAction?, redirectedTo path: String, expected: VisitAction) {
        // Turbo F5.5: data-turbo-action, else replace when redirected to the current URL, else advance.
        let navigator = App.navigator(visiting: ["/posts", "/posts/7"])
        let proposal = navigator.formResultProposal(App.response(path), requestedAction: requested, from: .main)
        #expect(proposal.options.action == expected)
        #expect(proposal.isFormResult)
    }
}
