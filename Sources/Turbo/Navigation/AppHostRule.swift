import Net
/// Another host is never loaded in the app's sessions (they carry the app's
/// cookies). Host only, case-insensitive, port and scheme ignored: what
/// Hotwire Native's app-navigation handler compares. The app is the start
/// URL's host plus any `--app-host` (issue 18: subdomains of one app stay in it).
package struct AppHostRule: LocationRule {
    package let appHosts: [HostPattern]

    package init(appHosts: [HostPattern]) {
        self.appHosts = appHosts
    }

    package init(appHost: String?) {
        self.init(appHosts: appHost.map { [HostPattern(host: $0)] } ?? [])
    }

    package func decide(_ proposal: VisitProposal, shownPage: PageEntry?) -> LocationDecision? {
        appHosts.contains { $0.matches(proposal.url.host) } ? nil : .external(.otherHost)
    }
}
