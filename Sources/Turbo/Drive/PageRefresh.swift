import FoundationEssentials

/// A page refresh (Turbo 8's `isPageRefresh`, turbo-wire D13): a replace
/// visit to the path the shown page has. The reload key, a `refresh` stream
/// and a form that redirects back to its page all make one.
package enum PageRefresh {
    package static func isRefresh(of shown: URL, by visited: URL, action: VisitAction) -> Bool {
        action == .replace && shown.host?.lowercased() == visited.host?.lowercased() && shown.path == visited.path
    }
}
