import FoundationEssentials
import Net

extension Navigator {
    /// A visit finished: the page's URL becomes the final one after redirects
    /// (the history entry is replaced, as Turbo does) and its title is known.
    package mutating func visitDidComplete(_ id: PageEntry.ID, finalURL: URL, title: String?) {
        let properties = proposal(for: finalURL).properties
        updateState { state in
            guard let kind = state.stack(holding: id) else { return }
            state[kind].updateEntry(id) { entry in
                entry.url = finalURL
                entry.title = title
                entry.properties = properties
                entry.needsReload = false
            }
        }
    }

    /// A visit's answer came from another place after redirects. As Turbo's
    /// `followRedirect`, that place is proposed as a replace visit with the
    /// response in hand: the path configuration decides again (a redirect to
    /// `/signin` opens the modal), another host is never shown, and nothing
    /// is fetched twice. Only for the page being shown; for one the user has
    /// already left, the entry just takes the final URL.
    package mutating func visitDidRedirect(_ id: PageEntry.ID, to response: HTTPResponse) -> [NavigationEffect] {
        guard state.activeEntry?.id == id else {
            visitDidComplete(id, finalURL: response.url, title: nil)
            return []
        }
        let kind = state.activeStack
        return route(proposal(for: response.url, action: .replace, response: response, from: kind))
    }

    /// A form in `stack` got its answer. One in the modal makes every main
    /// page stale (Hotwire Native marks the main session's cache stale).
    package mutating func formSubmissionDidFinish(in stack: NavigationStackKind) {
        guard stack == .modal else { return }
        updateState { $0.main.markAllNeedReload() }
    }

    /// A form's answer that redirected to a page (Turbo F5.5): visit it with
    /// the response in hand, so no second request is made.
    package mutating func routeFormResult(_ response: HTTPResponse, requestedAction: VisitAction?,
                                from stack: NavigationStackKind) -> [NavigationEffect] {
        route(formResultProposal(response, requestedAction: requestedAction, from: stack))
    }

    /// Action: the one asked for (`data-turbo-action`), else replace when the
    /// form redirected to the page it was on, else advance.
    package func formResultProposal(_ response: HTTPResponse, requestedAction: VisitAction?,
                                   from stack: NavigationStackKind) -> VisitProposal {
        let current = state[stack].top.map { SnapshotKey($0.url) }
        let action = requestedAction ?? (current == SnapshotKey(response.url) ? .replace : .advance)
        return proposal(for: response.url, action: action, response: response, from: stack)
    }

    /// A visit failed with an HTTP status. A 401 goes to the login path (the
    /// turbo-ios demo does so with `/signin`), unless that is the page that
    /// failed. Nil: show the error.
    package mutating func visitDidFail(_ url: URL, status: Int) -> [NavigationEffect]? {
        guard let login = LoginRoute(loginPath: configuration.loginPath).url(afterStatus: status, at: url) else { return nil }
        return route(login, action: .advance)
    }
}
