extension ProposalRouter {
    /// `push`: always a new page on the context's stack.
    package mutating func push() {
        switch proposal.context {
        case .default:
            transition.dismissModalIfShown()
            transition.push(makeEntry(), on: .main, response: proposal.options.response)
        case .modal:
            if state.isModalShown {
                transition.push(makeEntry(), on: .modal, response: proposal.options.response)
            } else {
                transition.present(makeEntry(), response: proposal.options.response)
            }
        }
    }

    /// `replace`: the context's top page gives way to this one.
    package mutating func replace() {
        switch proposal.context {
        case .default:
            transition.dismissModalIfShown()
            transition.replaceTop(with: makeEntry(), on: .main, response: proposal.options.response)
        case .modal:
            if state.isModalShown {
                transition.replaceTop(with: makeEntry(), on: .modal, response: proposal.options.response)
            } else {
                transition.present(makeEntry(), response: proposal.options.response)
            }
        }
    }

    /// `pop`: back one page in the modal (closing it when it holds one page),
    /// else on the main stack. The proposal's own URL is not shown.
    package mutating func pop() {
        if state.isModalShown {
            if state.modal.count == 1 {
                transition.dismissModalIfShown()
                transition.reveal(.main, .uncovered, responseInHand: handedResponse)
            } else {
                transition.state.modal.pop()
                transition.reveal(.modal, .poppedTo, responseInHand: handedResponse)
            }
        } else if transition.state.main.pop() {
            transition.reveal(.main, .poppedTo, responseInHand: handedResponse)
        }
    }

    /// `refresh`: pop as `pop` does, then load the page now on top again.
    package mutating func refresh() {
        if state.isModalShown && state.modal.count >= 2 {
            transition.state.modal.pop()
            transition.refreshTop(of: .modal, responseInHand: handedResponse)
        } else {
            if state.isModalShown {
                transition.dismissModalIfShown()
            } else {
                transition.state.main.pop()
            }
            transition.refreshTop(of: .main, responseInHand: handedResponse)
        }
    }

    /// `clear_all`: close the modal, back to the root page, load it again.
    package mutating func clearAll() {
        transition.dismissModalIfShown()
        transition.state.main.popToRoot()
        transition.refreshTop(of: .main, responseInHand: handedResponse)
    }

    /// `replace_root`: close the modal; this page becomes the only one.
    package mutating func replaceRoot() {
        transition.dismissModalIfShown()
        transition.replaceRoot(with: makeEntry(), response: proposal.options.response)
    }
}
