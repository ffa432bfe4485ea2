import FoundationEssentials

extension Navigator {
    /// A frame navigation with `data-turbo-action` (turbo-wire Fr5, Turbo's
    /// `proposeVisitIfNavigatedWithAction`): the page shown in `stack` now
    /// stands for the frame's URL. `advance` pushes a new entry above the
    /// shown one, so back returns to the URL the page had (from its
    /// snapshot); `replace` and `restore` give the shown entry the new URL,
    /// as Turbo's `replaceState`. Nothing is fetched or rendered: the frame
    /// already shows the content. The path configuration only gives the
    /// entry its properties (title); it does not move the page to another
    /// stack, because the page is on screen already. A URL the app may not
    /// show (another host, an unsafe scheme) leaves the page where it was.
    package mutating func promote(to url: URL, action: VisitAction, in stack: NavigationStackKind) -> [NavigationEffect] {
        guard let shown = state[stack].top else { return [] }
        // Turbo's history replaces when a visit's location is its referrer: the same link twice is one entry.
        let action = action == .advance && url.absoluteString == shown.url.absoluteString ? .replace : action
        let proposal = proposal(for: url, action: action, from: stack)
        switch locationRouter.decide(proposal, shownPage: nil) {
        case .refuse, .external: return []
        case .navigate, .scroll: break
        }
        var promoted = shown
        updateState { state in
            if action == .advance {
                promoted = state.makeEntry(for: proposal)
                promoted.title = shown.title
                state[stack].push(promoted)
            } else {
                state[stack].updateEntry(shown.id) { entry in
                    entry.url = url
                    entry.properties = proposal.properties
                    promoted = entry
                }
            }
        }
        return [.promote(promoted, in: stack, leaving: action == .advance ? shown : nil)]
    }
}
