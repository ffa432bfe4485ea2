import FoundationEssentials
import HTML
import Net
import Store
import Turbo

/// Writes each page the browser shows into the `History`: a visit is a new
/// document on top of a stack (a link, a form's redirect, back and forward
/// too) or a new URL for the shown one (a promoted frame, Turbo's history
/// advance). Error pages are not visits. The loop asks after every turn.
package final class VisitRecorder {
    private let history: History
    /// What each stack of each tab showed at the last turn. Keyed by tab too,
    /// so showing another tab is not a visit.
    private var shown: [LiveOwner: Shown] = [:]

    /// The document is held weakly: the recorder must not keep the page of a
    /// closed tab alive (the 8 MB page is 100 MB of nodes), nor be the last
    /// to let go of a page and free it on the loop. A document gone cannot be
    /// the one shown now, and while it lives no new page can take its address.
    private struct Shown {
        weak var document: Document?
        let url: URL
    }

    package init(history: History) {
        self.history = history
    }

    /// The visits recorded this turn (for the browser's `VisitedLinks`) and
    /// the first problem the file gave, for the status line.
    package func notice(_ tab: Tab) -> (recorded: [HistoryEntry], problem: PrivateFileProblem?) {
        var recorded: [HistoryEntry] = []
        var problem: PrivateFileProblem?
        for stack in NavigationStackKind.allCases {
            let owner = LiveOwner(tab: tab.id, stack: stack)
            // A page shown while it arrives is recorded when it is complete.
            if tab.stacks[stack].page?.isComplete == false { continue }
            guard let page = tab.stacks[stack].page, let document = page.shownDocument else {
                shown[owner] = nil
                continue
            }
            if let last = shown[owner], last.document === document || page.isRelaidOut, last.url == page.url {
                // A worker's new layout parsed the same source again: the same visit.
                shown[owner] = Shown(document: document, url: page.url)
                continue
            }
            shown[owner] = Shown(document: document, url: page.url)
            let outcome = history.record(url: page.url, title: page.title)
            if let entry = outcome.entry { recorded.append(entry) }
            problem = problem ?? outcome.problem
        }
        return (recorded, problem)
    }
}
