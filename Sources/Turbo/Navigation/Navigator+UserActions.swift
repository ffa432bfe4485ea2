extension Navigator {
    /// Back: a restore visit of the page below, from its snapshot. In a modal
    /// holding one page, back means Done.
    package mutating func goBack() -> [NavigationEffect] {
        let kind = state.activeStack
        if kind == .modal && state.modal.count == 1 { return dismissModal() }
        guard let shown = state.activeEntry else { return [] }
        var restored: PageEntry?
        let effects = transform { transition in
            if transition.state[kind].goBack() {
                restored = transition.state[kind].top
                transition.reveal(kind, .poppedTo)
            } else {
                transition.emit(.refuse(shown.url, .noPageBehind))
            }
        }
        noteRestore(restored, from: kind)
        return effects
    }

    /// Whether back on `kind` has somewhere to go: a page below, or (a modal) Done.
    package func canGoBack(in kind: NavigationStackKind) -> Bool {
        kind == .modal ? state.modal.count >= 1 : state[kind].count >= 2
    }

    /// Forward: the page back left, again from its snapshot.
    package mutating func goForward() -> [NavigationEffect] {
        let kind = state.activeStack
        guard let shown = state.activeEntry else { return [] }
        var restored: PageEntry?
        let effects = transform { transition in
            if transition.state[kind].goForward() {
                restored = transition.state[kind].top
                transition.reveal(kind, .poppedTo)
            } else {
                transition.emit(.refuse(shown.url, .noPageAhead))
            }
        }
        noteRestore(restored, from: kind)
        return effects
    }

    /// Back and forward are restore visits (Turbo's `restore` action).
    private mutating func noteRestore(_ entry: PageEntry?, from kind: NavigationStackKind) {
        guard let entry else { return }
        lastProposal = VisitProposal(url: entry.url, options: VisitOptions(action: .restore), properties: entry.properties,
                                     source: kind)
    }

    /// The reload key. `pull_to_refresh_enabled: false` turns it off.
    package mutating func reload() -> [NavigationEffect] {
        guard let shown = state.activeEntry else { return [] }
        guard shown.properties.pullToRefreshEnabled else { return [.refuse(shown.url, .reloadDisabled)] }
        return retry()
    }

    /// Loads the shown page again whatever the path configuration says: the
    /// `r` of an error view must always work.
    package mutating func retry() -> [NavigationEffect] {
        let kind = state.activeStack
        return transform { $0.refreshTop(of: kind) }
    }

    /// Done (Esc, a click on `[Done]`): closes the whole modal stack unless
    /// the top modal page says `modal_dismiss_gesture_enabled: false`. The page
    /// below reloads if a form in the modal made it stale.
    package mutating func dismissModal() -> [NavigationEffect] {
        guard let overlay = state.modalOverlay, let shown = state.activeEntry else { return [] }
        guard overlay.isDismissible else { return [.refuse(shown.url, .dismissDisabled)] }
        return transform { transition in
            transition.dismissModalIfShown()
            transition.reveal(.main, .uncovered)
        }
    }
}
