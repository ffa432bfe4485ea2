import Net
/// A change of the stacks being made: the state so far and the effects the
/// UI must perform to follow it. Every decision is built from these steps.
package struct StackTransition {
    package var state: NavigationState
    package private(set) var effects: [NavigationEffect] = []

    /// How a page came back on top: uncovered by closing the modal (its
    /// session still shows it) or popped to (its session must show it again).
    package enum Reveal {
        case uncovered
        case poppedTo
    }

    package init(state: NavigationState) {
        self.state = state
    }

    package mutating func emit(_ effect: NavigationEffect) {
        effects.append(effect)
    }

    package mutating func dismissModalIfShown() {
        guard state.isModalShown else { return }
        state.modal.removeAll()
        state.modalOverlay = nil
        emit(.dismissModal)
    }

    package mutating func present(_ entry: PageEntry, response: HTTPResponse?) {
        state.modal.replaceAll(with: entry)
        let overlay = ModalOverlay(style: entry.properties.modalStyle,
                                             isDismissible: entry.properties.modalDismissGestureEnabled)
        state.modalOverlay = overlay
        emit(.showModal(overlay))
        emit(.visit(entry, in: .modal, options: VisitOptions(action: .advance, response: response)))
    }

    package mutating func push(_ entry: PageEntry, on kind: NavigationStackKind, response: HTTPResponse?) {
        state[kind].push(entry)
        emit(.visit(entry, in: kind, options: VisitOptions(action: .advance, response: response)))
    }

    package mutating func replaceTop(with entry: PageEntry, on kind: NavigationStackKind, response: HTTPResponse?) {
        state[kind].replaceTop(with: entry)
        emit(.visit(entry, in: kind, options: VisitOptions(action: .replace, response: response)))
    }

    package mutating func replaceRoot(with entry: PageEntry, response: HTTPResponse?) {
        state.main.replaceAll(with: entry)
        emit(.visit(entry, in: .main, options: VisitOptions(action: .replace, response: response)))
    }

    /// Shows the stack's top page again. A response in hand for that very
    /// page is rendered (no second request); a stale page reloads; a popped-to
    /// page comes back from its snapshot; an uncovered one is already shown.
    package mutating func reveal(_ kind: NavigationStackKind, _ reveal: Reveal, responseInHand: HandedResponse? = nil) {
        guard let top = state[kind].top else { return }
        if let responseInHand, responseInHand.isFor(top) {
            render(responseInHand, into: top, on: kind)
        } else if top.needsReload {
            reload(top, on: kind)
        } else if reveal == .poppedTo {
            emit(.restoreFromSnapshot(top, in: kind))
        }
    }

    /// Loads the stack's top page again, or renders the response in hand
    /// when it is that page's.
    package mutating func refreshTop(of kind: NavigationStackKind, responseInHand: HandedResponse? = nil) {
        guard let top = state[kind].top else { return }
        if let responseInHand, responseInHand.isFor(top) {
            render(responseInHand, into: top, on: kind)
        } else {
            reload(top, on: kind)
        }
    }

    /// Keeps the overlay's Done flag in step with the page now on top of the
    /// modal stack, and drops the overlay when that stack is empty.
    package mutating func settleModal() {
        guard let top = state.modal.top else {
            state.modalOverlay = nil
            return
        }
        state.modalOverlay?.isDismissible = top.properties.modalDismissGestureEnabled
    }

    private mutating func reload(_ entry: PageEntry, on kind: NavigationStackKind) {
        state[kind].updateEntry(entry.id) { $0.needsReload = false }
        var fresh = entry
        fresh.needsReload = false
        emit(.reload(fresh, in: kind))
    }

    /// The entry takes the response's URL (with `query_string_presentation:
    /// replace` its query may differ) and its content replaces what was shown.
    private mutating func render(_ handed: HandedResponse, into entry: PageEntry, on kind: NavigationStackKind) {
        let change = { (page: inout PageEntry) in
            page.url = handed.url
            page.needsReload = false
        }
        state[kind].updateEntry(entry.id, change)
        var fresh = entry
        change(&fresh)
        emit(.visit(fresh, in: kind, options: VisitOptions(action: .replace, response: handed.response)))
    }
}
