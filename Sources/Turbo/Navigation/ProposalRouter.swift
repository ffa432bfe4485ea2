/// Turns one app-URL proposal into stack changes, following Hotwire Native's
/// NavigationHierarchyController: the presentation picks the operation, the
/// context picks the stack.
package struct ProposalRouter {
    package let proposal: VisitProposal
    package let configuration: NavigatorConfiguration
    package var transition: StackTransition

    package init(proposal: VisitProposal, state: NavigationState, configuration: NavigatorConfiguration) {
        self.proposal = proposal
        self.configuration = configuration
        transition = StackTransition(state: state)
    }

    package var state: NavigationState { transition.state }
    package var handedResponse: HandedResponse? { HandedResponse(proposal) }

    package mutating func route() {
        if proposal.isFormResult && proposal.source == .modal {
            // The modal's form changed data the main pages show.
            transition.state.main.markAllNeedReload()
        }
        if proposal.isHistoricalLocation {
            if recedesWithinModal { pop() } else { routeHistoricalLocation() }
            emitNotice()
        } else if state.main.isEmpty {
            // A modal needs a page below it: the first page is always the root.
            transition.push(makeEntry(), on: .main, response: proposal.options.response)
        } else {
            routeByPresentation(proposal.presentation)
        }
        noteNativeScreen()
        transition.settleModal()
    }

    /// A terminal has no native screens: a `view_controller` rule is ignored
    /// and the web page shown, with a note so the difference is not silent.
    package mutating func noteNativeScreen() {
        guard let name = proposal.properties.viewController, !proposal.isHistoricalLocation,
              proposal.presentation != .none else { return }
        transition.emit(.notice("no native screen \"\(name)\" in turbo-tui: showing the web page"))
    }

    package mutating func routeByPresentation(_ presentation: Presentation) {
        switch presentation {
        case .default: navigate()
        case .push: push()
        case .replace: replace()
        case .pop: pop()
        case .refresh: refresh()
        case .clearAll: clearAll()
        case .replaceRoot: replaceRoot()
        case .none: break
        }
    }

    /// Only when configured (`--recede-within-modal`, or the modal page on
    /// top says `recede_within_modal: true`), and only a recede from a modal
    /// of several pages.
    package var recedesWithinModal: Bool {
        let asked = configuration.recedesWithinModal || state.modal.top?.properties.recedesWithinModal == true
        return asked && proposal.presentation == .pop && state.modal.count >= 2
    }

    package mutating func makeEntry() -> PageEntry {
        transition.state.makeEntry(for: proposal)
    }
}
