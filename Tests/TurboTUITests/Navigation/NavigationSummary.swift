import Foundation
import Turbo

/// Short text forms of states and effects, so a test reads like a table:
/// `main: /a /b | modal: /m`, `visit /x main advance`.
enum NavigationSummary {
    static func stacks(_ state: NavigationState) -> String {
        var text = "main:" + state.main.entries.map { " " + path($0.url) }.joined()
        if state.isModalShown {
            text += " | modal:" + state.modal.entries.map { " " + path($0.url) }.joined()
        }
        return text
    }

    static func effects(_ effects: [NavigationEffect]) -> [String] {
        effects.map(effect)
    }

    static func effect(_ effect: NavigationEffect) -> String {
        switch effect {
        case .visit(let entry, let kind, let options):
            let response = options.response == nil ? "" : " +response"
            return "visit \(path(entry.url)) \(kind) \(options.action)\(response)"
        case .reload(let entry, let kind): return "reload \(path(entry.url)) \(kind)"
        case .restoreFromSnapshot(let entry, let kind): return "restore \(path(entry.url)) \(kind)"
        case .showModal(let overlay):
            return "showModal \(overlay.style.rawValue)" + (overlay.isDismissible ? "" : " locked")
        case .dismissModal: return "dismissModal"
        case .scrollToAnchor(let anchor, let kind): return "scroll #\(anchor) \(kind)"
        case .openExternally(let url, let reason): return "external \(url.absoluteString) \(reason)"
        case .refuse(let url, let reason): return "refuse \(url.absoluteString) \(reason)"
        case .notice(let text): return "notice \(text)"
        case .promote(let entry, let kind, let leaving):
            return "promote \(path(entry.url)) \(kind)" + (leaving.map { " over \(path($0.url))" } ?? "")
        }
    }

    /// Path and query, or the whole URL for other hosts.
    static func path(_ url: URL) -> String {
        guard url.host == NavigationTestApp.host else { return url.absoluteString }
        return url.path + (url.query.map { "?\($0)" } ?? "")
    }
}
