import HTML
import Turbo

/// `data-turbo-permanent` across page changes (turbo-wire D10): before a new
/// page (a visit's or one restored from the cache) replaces the one shown,
/// the shown page's permanent elements move into it, so their state (typed
/// text) stays on screen.
extension PageSession {
    /// Moves the shown page's permanent elements into `incoming`; the shown
    /// page, which may live on in the snapshot cache, keeps copies with its
    /// typed values and is laid out again (`rows`: its area's). Returns the
    /// typed values that came along, for the new page, and whether the field
    /// in use went with them.
    package mutating func carryPermanentElements(into incoming: Document, rows: Int) -> (values: [(Element, FormValue)], endedFieldInUse: Bool) {
        guard let document = page?.shownDocument, document !== incoming else { return ([], false) }
        let carried = PermanentElements.carry(from: document, into: incoming, leavingCopies: true)
        guard !carried.isEmpty else { return ([], false) }
        var values: [(Element, FormValue)] = []
        changePage { shown in
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
        }
        return (values, apply(DocumentChange(extent: .wholePage), visibleRows: rows))
    }
}
