import FoundationEssentials
import Net

/// Why a URL the user typed (`g`, the driver's `go`) is not the page shown
/// next, naming the rule that sent it elsewhere. Issue 34: a typed URL on
/// another port showed the app's home page without a word.
package enum TypedURLDetour: Equatable, Sendable {
    /// The app-host rule: another host, or the app's host on another port.
    case otherSite(host: String, appHosts: [HostPattern])
    /// The path configuration's presentation shows another page, or none;
    /// `rule`: the patterns of the rule that said so (nil: not from a file).
    case presentation(Presentation, rule: String?)

    /// `decided`: the navigator's effects for the typed URL; `shown`: the
    /// page on top of the active stack after them. Nil when the URL is
    /// shown as typed, or when another message already says why not (a
    /// refusal, a file, another program's scheme).
    package init?(typed url: URL, properties: PathProperties, decided: [NavigationEffect], shown: PageEntry?,
                  appHosts: [HostPattern]) {
        for effect in decided {
            switch effect {
            case .openExternally(_, .otherHost):
                self = .otherSite(host: url.host ?? "", appHosts: appHosts)
                return
            case .openExternally, .refuse, .scrollToAnchor: return nil
            default: continue
            }
        }
        if let shown, shown.url.isSameLocation(as: url, queryStringPresentation: properties.queryStringPresentation) {
            return nil
        }
        switch properties.presentation {
        case .pop, .refresh, .clearAll, .none: self = .presentation(properties.presentation, rule: properties.presentationRule)
        case .default, .push, .replace, .replaceRoot: return nil
        }
    }

    /// For an offer of the URL elsewhere (`Another port (the app is 127.0.0.1:3000)`).
    package var offerReason: String? {
        guard case .otherSite(let host, let appHosts) = self else { return nil }
        // A run started on a file (and no --app-host) has no app: said so, not "the app is " and nothing.
        guard !appHosts.isEmpty else { return "Another site (no site is the app: the browser started on a file; --app-host names one)" }
        let sameName = appHosts.contains { $0.matches(host) }
        let apps = appHosts.map(\.description).joined(separator: ", ")
        return (sameName ? "Another port" : "Another site") + " (the app is \(apps))"
    }

    /// One line for the status line, for a detour that is not an offer.
    package var message: String? {
        guard case .presentation(let presentation, let rule) = self else { return nil }
        let who = rule.map { "path configuration rule \($0)" } ?? "the path configuration"
        return "Not opened: \(who) says \(presentation.rawValue) (\(Self.outcome(of: presentation)))"
    }

    private static func outcome(of presentation: Presentation) -> String {
        switch presentation {
        case .pop: "one page back"
        case .refresh: "one page back, reloaded"
        case .clearAll: "the first page"
        default: "this page stays"
        }
    }
}
