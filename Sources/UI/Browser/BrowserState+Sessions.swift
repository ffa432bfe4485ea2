import HTML
import Turbo

/// What the browser's state does with a stack's page session and the
/// screen around it: the session does the work; here it gets its area's
/// rows and the one ticket counter, and the status line says the outcome.
extension BrowserState {
    /// A stack's page session with the one ticket counter, for the requests it
    /// starts (frame loads), laid out for the stack's rows.
    package mutating func session<Outcome>(_ stack: NavigationStackKind,
                                           _ body: (inout PageSession, inout Tickets, _ rows: Int) -> Outcome) -> Outcome {
        var issued = tickets
        defer { tickets = issued }
        let rows = area(for: stack).rows
        return body(&stacks[stack], &issued, rows)
    }

    /// The eager frames of `stack`'s page, just shown, its lazy ones on screen, and its iframes' titles.
    package mutating func loadFrames(in stack: NavigationStackKind) -> [BrowserEffect] {
        session(stack) { $0.loadFrames(tickets: &$1, rows: $2) + $0.loadIframes(tickets: &$1) }
    }

    /// What the loop's workers follow after every turn (`ArrivalFollowing`).
    package var arrivals: ArrivalFollowing {
        func plan(_ stack: NavigationStackKind) -> ArrivalPlan {
            let source = stacks[stack].page.map { !$0.isComplete && $0.showingSource } ?? false
            let area = area(for: stack)
            return ArrivalPlan(width: area.columns, rows: area.rows, numbered: numberLinks, source: source, images: imagePlan(for: stack))
        }
        return ArrivalFollowing(visit: loading?.ticket, main: plan(.main), modal: plan(.modal))
    }

    /// `n`, `N` and a search entered: the active page's next (or previous)
    /// line with the search text at the top (`PageSession.find`).
    package mutating func findMatch(forward: Bool) {
        guard let query = chrome.search?.lowercased(), activePage != nil else {
            chrome.message = .info("Nothing to search for: press / first")
            return
        }
        let rows = activeArea.rows
        let found = stacks[activeStack].find(query, after: chrome.searchRow, forward: forward, rows: rows)
        if let row = found.row { chrome.searchRow = row }
        chrome.message = found.message
    }

    /// A page put on top of `stack` (`PageSession.place`); a file path the reader was typing there is said to be dropped.
    package mutating func place(_ page: PageView, in stack: NavigationStackKind) {
        if stacks[stack].place(page), stack == activeStack { chrome.message = .info("Not read: another page is shown now") }
    }

    /// A part of an answer, or the whole, in place of the part shown so far (`PageSession.placeArriving`).
    package mutating func placeArriving(_ page: PageView, after earlier: PageView?, in stack: NavigationStackKind) {
        if stacks[stack].placeArriving(page, after: earlier), stack == activeStack { chrome.message = .info("Not read: another page is shown now") }
    }

    /// `#anchor` on `stack`'s page (`PageSession.scroll(toAnchor:)`); a missing one is said.
    package mutating func scroll(toAnchor anchor: String, in stack: NavigationStackKind) {
        let rows = area(for: stack).rows
        if !stacks[stack].scroll(toAnchor: anchor, rows: rows) { chrome.message = .info("No #\(anchor) on this page") }
    }

    /// The shown page's permanent elements into the page that replaces it
    /// (`PageSession.carryPermanentElements`): the typed values that came along.
    package mutating func carryPermanentElements(into document: Document, in stack: NavigationStackKind) -> [(Element, FormValue)] {
        let rows = area(for: stack).rows
        let (values, ended) = stacks[stack].carryPermanentElements(into: document, rows: rows)
        if ended { chrome.message = .info("The field in use was removed by the page") }
        return values
    }

    /// Scrolls the active page by `delta` rows of its area.
    package mutating func scrollActivePage(by delta: Int) {
        let rows = activeArea.rows
        stacks[activeStack].scroll(by: delta, rows: rows)
    }

    /// A field of the active page, for an answer that comes later (`$EDITOR`, a file read).
    package func fieldReference(to element: Element) -> FieldReference {
        FieldReference(stack: activeStack, entryID: activePage?.entryID, element: element)
    }

    /// After a change of `stack`'s document in place (`PageSession.apply`):
    /// says when the field in use went with it, and the first stream error.
    package mutating func documentChanged(_ change: DocumentChange, in stack: NavigationStackKind) {
        if stacks[stack].apply(change, visibleRows: area(for: stack).rows) {
            chrome.message = .info("The field in use was removed by the page")
        }
        if let error = change.streamErrors.first { chrome.message = .error(error.line) }
    }
}
