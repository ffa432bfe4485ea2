import Foundation

extension Navigator {
    /// A visit finished: the page's URL becomes the final one after redirects
    /// (the history entry is replaced, as Turbo does) and its title is known.
    public func visitDidComplete(_ id: PageEntry.ID, finalURL: URL, title: String?) {
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

    /// A form in `stack` got its answer. One in the modal makes every main
    /// page stale (Hotwire Native marks the main session's cache stale).
    public func formSubmissionDidFinish(in stack: NavigationStackKind) {
        guard stack == .modal else { return }
        updateState { $0.main.markAllNeedReload() }
    }

    /// A form's answer that redirected to a page (Turbo F5.5): visit it with
    /// the response in hand. Action: the one asked for, else replace when the
    /// form redirected to the page it was on, else advance.
    public func routeFormResult(_ response: HTTPResponse, requestedAction: VisitAction?,
                                from stack: NavigationStackKind) -> [NavigationEffect] {
        let current = state[stack].top?.url
        let action = requestedAction ?? (current.map { SnapshotKey($0) == SnapshotKey(response.url) } == true ? .replace : .advance)
        return route(proposal(for: response.url, action: action, response: VisitResponse(response), from: stack))
    }

    /// A visit failed with an HTTP status. A 401 goes to the login path (the
    /// turbo-ios demo does so with `/signin`), unless that is the page that
    /// failed. Nil: show the error.
    public func visitDidFail(_ url: URL, status: Int) -> [NavigationEffect]? {
        guard let login = LoginRoute(loginPath: configuration.loginPath).url(afterStatus: status, at: url) else { return nil }
        return route(login, action: .advance)
    }
}
