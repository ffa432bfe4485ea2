import Net
/// Classifies proposals with a chain of small rules, first answer wins
/// (as Hotwire Native's route decision handlers); a URL no rule claims is
/// a page of the app.
package struct LocationRouter: Sendable {
    package let rules: [any LocationRule]

    package init(rules: [any LocationRule]) {
        self.rules = rules
    }

    /// Scheme, then host, then file type, then same-page anchors.
    package init(appHost: String?) {
        self.init(appHosts: appHost.map { [HostPattern(host: $0)] } ?? [])
    }

    package init(appHosts: [HostPattern]) {
        self.init(rules: [
            SchemeRule(),
            AppHostRule(appHosts: appHosts),
            UnvisitableExtensionRule(),
            SamePageAnchorRule(),
        ])
    }

    package func decide(_ proposal: VisitProposal, shownPage: PageEntry?) -> LocationDecision {
        for rule in rules {
            if let decision = rule.decide(proposal, shownPage: shownPage) { return decision }
        }
        return .navigate
    }
}
