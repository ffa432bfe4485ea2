import FoundationEssentials
import Net

/// The navigation model of turbo-tui: a main stack and a modal stack, as in
/// Turbo Native. Each call decides, updates `state` and returns the effects
/// the UI performs in order. No I/O happens here. A value: the browser's
/// state holds one per tab (issue 19), and nothing else holds a reference.
package struct Navigator {
    package private(set) var state = NavigationState()
    /// The last proposal routed, or the restore visit of the last back or
    /// forward: what `turbo-tui drive` reports as `last_visit`.
    package internal(set) var lastProposal: VisitProposal?
    package let configuration: NavigatorConfiguration
    private let propertiesForURL: (URL) -> PathProperties
    package let locationRouter: LocationRouter
    /// The start location's host and port, and the configuration's app hosts.
    package let appHosts: [HostPattern]

    /// `properties` looks a URL up in the path configuration; it is called on
    /// every proposal, so a reloaded configuration applies at once.
    package init(configuration: NavigatorConfiguration, properties: @escaping (URL) -> PathProperties) {
        self.configuration = configuration
        propertiesForURL = properties
        appHosts = (HostPattern(url: configuration.startLocation).map { [$0] } ?? []) + configuration.appHosts
        locationRouter = LocationRouter(appHosts: appHosts)
    }

    /// Whether `url` is on one of the app's hosts, as `AppHostRule` decides for visits.
    package func isInTheApp(_ url: URL) -> Bool {
        appHosts.contains { $0.matches(url) }
    }

    /// Opens the start location as the root page.
    package mutating func start() -> [NavigationEffect] {
        route(configuration.startLocation, action: .replace)
    }

    package func proposal(for url: URL, action: VisitAction = .advance, response: HTTPResponse? = nil,
                         from source: NavigationStackKind? = nil) -> VisitProposal {
        VisitProposal(url: url, options: VisitOptions(action: action, response: response),
                      properties: propertiesForURL(url), source: source ?? state.activeStack)
    }

    /// A followed link, a typed URL or a redirect. Links with
    /// `target="_blank"` come here like any other.
    package mutating func route(_ url: URL, action: VisitAction = .advance, from source: NavigationStackKind? = nil) -> [NavigationEffect] {
        route(proposal(for: url, action: action, from: source))
    }

    package mutating func route(_ proposal: VisitProposal) -> [NavigationEffect] {
        lastProposal = proposal
        switch locationRouter.decide(proposal, shownPage: state.activeEntry) {
        case .refuse(let reason):
            return [.refuse(proposal.url, reason)]
        case .external(let reason):
            return [.openExternally(proposal.url, reason)]
        case .scroll(let anchor):
            let kind = state.activeStack
            guard let shown = state.activeEntry else { return [.scrollToAnchor(anchor, in: kind)] }
            // Turbo's same-page visit: an advance pushes the anchored URL
            // (history.pushState), so back returns to where the reader was;
            // a replace, or the URL already shown, changes the entry in place.
            guard proposal.options.action == .advance, proposal.url.absoluteString != shown.url.absoluteString else {
                state[kind].updateEntry(shown.id) { $0.url = proposal.url }
                return [.scrollToAnchor(anchor, in: kind)]
            }
            var anchored = state.makeEntry(for: proposal)
            anchored.title = shown.title
            state[kind].push(anchored)
            return [.promote(anchored, in: kind, leaving: shown), .scrollToAnchor(anchor, in: kind)]
        case .navigate:
            var router = ProposalRouter(proposal: proposal, state: handOverState(), configuration: configuration)
            router.route()
            state = router.transition.state
            return router.transition.effects
        }
    }

    /// Runs a step of history (back, Done, reload) as one transition.
    package mutating func transform(_ step: (inout StackTransition) -> Void) -> [NavigationEffect] {
        var transition = StackTransition(state: handOverState())
        step(&transition)
        transition.settleModal()
        state = transition.state
        return transition.effects
    }

    /// Gives the state to a transition and keeps no reference to it, so its
    /// stacks are changed in place instead of copied on every decision.
    private mutating func handOverState() -> NavigationState {
        let current = state
        state = NavigationState()
        return current
    }

    /// The cookies its pages are sent with changed elsewhere (a sign-in in
    /// another tab): each page of both stacks loads again when shown, not from its snapshot.
    package mutating func markAllNeedReload() {
        state.main.markAllNeedReload()
        state.modal.markAllNeedReload()
    }

    package mutating func updateState(_ change: (inout NavigationState) -> Void) {
        change(&state)
    }
}
