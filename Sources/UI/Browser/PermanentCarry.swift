import HTML
import Turbo
/// `data-turbo-permanent` across page changes (turbo-wire D10): before a new
/// page (a visit's or one restored from the cache) replaces the one shown,
/// the shown page's permanent elements move into it, so their state (typed
/// text) stays on screen.
package enum PermanentCarry {
    /// Moves the shown page's permanent elements into `incoming`; the shown
    /// page, which may live on in the snapshot cache, keeps copies with its
    /// typed values and is laid out again. Returns the typed values that
    /// came along, for the new page.
    package static func carryPermanentElements(into incoming: Document, in stack: NavigationStackKind, on browser: inout Browser) -> [(Element, FormValue)] {
        guard var shown = browser.state.stacks[stack].page, let document = shown.shownDocument, document !== incoming else { return [] }
        let carried = PermanentElements.carry(from: document, into: incoming, leavingCopies: true)
        guard !carried.isEmpty else { return [] }
        var values: [(Element, FormValue)] = []
        let unsent = shown.hasUnsentInput
        for item in carried {
            for element in [item.element] + item.element.descendantElements {
                guard let value = shown.values[element] else { continue }
                values.append((element, value))
                shown.set(nil, for: element)
                if let copy = item.twins?.counterpart(of: element) { shown.set(value, for: copy) }
            }
        }
        if !unsent { shown.markSent() }
        browser.state.stacks[stack].page = shown
        browser.documentChanged(DocumentChange(extent: .wholePage), in: stack)
        return values
    }
}
