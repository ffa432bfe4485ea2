import Foundation

/// Writes each page the browser shows into the `History`: a visit is a new
/// document on top of a stack (a link, a form's redirect, back and forward
/// too) or a new URL for the shown one (a promoted frame, Turbo's history
/// advance). Error pages are not visits. The loop asks after every turn.
final class VisitRecorder {
    private let history: History
    /// What each stack showed at the last turn; the document is held so its
    /// identity cannot be reused by a new page.
    private var shown: [NavigationStackKind: (document: Document, url: URL)] = [:]

    init(history: History) {
        self.history = history
    }

    /// The first problem the file gave this turn, for the status line.
    func notice(_ stacks: StackScreens) -> HistoryProblem? {
        var problem: HistoryProblem?
        for stack in NavigationStackKind.allCases {
            // A page shown while it arrives is recorded when it is complete.
            if stacks[stack].page?.isComplete == false { continue }
            guard let page = stacks[stack].page, let document = page.shownDocument else {
                shown[stack] = nil
                continue
            }
            if let last = shown[stack], last.document === document || page.isRelaidOut, last.url == page.url {
                // A worker's new layout parsed the same source again: the same visit.
                shown[stack] = (document, page.url)
                continue
            }
            shown[stack] = (document, page.url)
            problem = history.record(url: page.url, title: page.title) ?? problem
        }
        return problem
    }
}
