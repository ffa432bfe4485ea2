import Turbo
import UI
/// The `state` member of an answer (spec drive.md, "State"), read from the
/// browser and its navigator.
package enum DriverStateReport {
    /// `fullLoad`: the last load was a full page load without Turbo.
    package static func json(_ browser: Browser, fullLoad: Bool) -> JSONValue {
        let state = browser.state
        let page = state.activePage
        let navigation = browser.navigator?.state ?? NavigationState()
        func urls(_ stack: PageStack) -> JSONValue { .array(stack.entries.map { .string($0.url.absoluteString) }) }
        let inFlight = (state.loading == nil ? 0 : 1) + (state.submitting == nil ? 0 : 1) + state.stacks.frameLoadCount
        var lastVisit = JSONValue.null
        if let proposal = browser.navigator?.lastProposal {
            lastVisit = .object([
                "action": .string(fullLoad ? "load" : proposal.options.action.rawValue),
                "presentation": .string(proposal.presentation.rawValue),
                "context": .string(proposal.context.rawValue),
            ])
        }
        return .object([
            "url": page.map { .string($0.url.absoluteString) } ?? .null,
            "title": page.map { .string($0.title) } ?? .null,
            "status": page?.status.map { .number(Double($0)) } ?? .null,
            "modal": .bool(state.modal != nil),
            "main": urls(navigation.main),
            "modal_stack": urls(navigation.modal),
            "message": state.chrome.message.map { .string($0.text) } ?? .null,
            "in_flight": .number(Double(inFlight)),
            "last_visit": lastVisit,
            "tab": .number(Double(state.tabs.shownIndex + 1)),
            "tab_count": .number(Double(state.tabs.count)),
        ])
    }

    /// `tabs`: each open tab in order, as the tab line shows it.
    package static func tabs(_ state: BrowserState) -> JSONValue {
        .array(state.tabs.all.enumerated().map { index, tab in
            let page = tab.stacks[.main].page
            return .object([
                "number": .number(Double(index + 1)),
                // Stays with the tab while others open and close (the number does not): a window handle.
                "id": .number(Double(tab.id.rawValue)),
                "title": .string(tab.title),
                "url": (page?.url ?? tab.start).map { .string($0.absoluteString) } ?? .null,
                "shown": .bool(index == state.tabs.shownIndex),
                "app": .bool(tab.app != nil),
                "loaded": .bool(tab.navigator != nil),
                "modal": .bool(tab.navigator?.state.isModalShown ?? false),
                "mark": tab.mark.map { .string($0 == .updated ? "updated" : "failed") } ?? .null,
            ])
        })
    }

    /// What is still on its way, for a timeout's sentence.
    package static func inFlight(_ state: BrowserState) -> String {
        if let loading = state.loading { return "the page \(loading.url.absoluteString) is still loading" }
        if let submitting = state.submitting {
            return "the form sent to \(submitting.prepared.submission.url.absoluteString) has no answer yet"
        }
        if let download = state.downloads.inView {
            return "the download of \(download.url.absoluteString) is still running"
        }
        if state.stacks.frameLoadCount > 0 {
            return state.stacks.frameLoadCount == 1 ? "a frame is still loading" : "\(state.stacks.frameLoadCount) frames are still loading"
        }
        return "the browser was still busy"
    }
}
