import Net
/// Another host is never loaded in the app's sessions (they carry the app's
/// cookies). Hosts compare case-insensitively, as Hotwire Native's
/// app-navigation handler compares them, and ports too where the pattern has
/// one (`HostPattern`): the start URL's host and port, plus any `--app-host`
/// (issue 18: subdomains of one app stay in it; issue 32: another port is another server).
package struct AppHostRule: LocationRule {
    package let appHosts: [HostPattern]

    package init(appHosts: [HostPattern]) {
        self.appHosts = appHosts
    }

    package init(appHost: String?) {
        self.init(appHosts: appHost.map { [HostPattern(host: $0)] } ?? [])
    }

    package func decide(_ proposal: VisitProposal, shownPage: PageEntry?) -> LocationDecision? {
        // A local file the scheme rule let through is read from disk, never by the app's session (`LocalPage`).
        if proposal.url.isFileURL { return nil }
        return appHosts.contains { $0.matches(proposal.url) } ? nil : .external(.otherHost)
    }
}
