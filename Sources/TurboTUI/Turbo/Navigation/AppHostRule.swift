/// Another host is never loaded in the app's sessions (they carry the app's
/// cookies). Host only, case-insensitive, port and scheme ignored: what
/// Hotwire Native's app-navigation handler compares.
struct AppHostRule: LocationRule {
    let appHost: String?

    func decide(_ proposal: VisitProposal, shownPage: PageEntry?) -> LocationDecision? {
        proposal.url.host?.lowercased() == appHost?.lowercased() ? nil : .external(.otherHost)
    }
}
