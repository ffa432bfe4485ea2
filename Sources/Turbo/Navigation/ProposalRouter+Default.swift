extension ProposalRouter {
    /// `default`: a default-context page goes on the main stack (closing any
    /// modal first); a modal-context page goes into the modal, opening it if
    /// needed.
    package mutating func navigate() {
        switch proposal.context {
        case .default:
            let leavesModal = state.isModalShown
            transition.dismissModalIfShown()
            pushOrReplace(on: .main, leavesModal: leavesModal)
        case .modal:
            if state.isModalShown {
                pushOrReplace(on: .modal, leavesModal: false)
            } else {
                transition.present(makeEntry(), response: proposal.options.response)
            }
        }
    }

    /// Same location on top: replace it. Same location just below: go back to
    /// it. An advance (or a page leaving the modal): push. Else replace.
    private mutating func pushOrReplace(on kind: NavigationStackKind, leavesModal: Bool) {
        let (top, below) = (state[kind].top, state[kind].belowTop)
        let queryRule = proposal.properties.queryStringPresentation
        if let top, top.url.isSameLocation(as: proposal.url, queryStringPresentation: queryRule) {
            transition.replaceTop(with: makeEntry(), on: kind, response: proposal.options.response)
        } else if let below, below.url.isSameLocation(as: proposal.url, queryStringPresentation: queryRule) {
            transition.state[kind].pop()
            transition.reveal(kind, .poppedTo, responseInHand: handedResponse)
        } else if proposal.options.action == .advance || leavesModal {
            transition.push(makeEntry(), on: kind, response: proposal.options.response)
        } else {
            transition.replaceTop(with: makeEntry(), on: kind, response: proposal.options.response)
        }
    }
}
