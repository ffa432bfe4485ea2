/// Why the navigator did nothing, in terms the status line can show.
package enum RefusalReason: Equatable, Sendable, CustomStringConvertible {
    /// `javascript:`, `data:`, `file:`, `about:`, ... from a page.
    case unsafeScheme(String)
    /// An http(s) URL without a host, or one never resolved against the page.
    case malformedURL
    /// `pull_to_refresh_enabled` is false for this page.
    case reloadDisabled
    /// `modal_dismiss_gesture_enabled` is false: the page must close itself.
    case dismissDisabled
    case noPageBehind
    case noPageAhead

    package var description: String {
        switch self {
        case .unsafeScheme(let scheme): "\(scheme): links are not followed"
        case .malformedURL: "the link is not a complete web address"
        case .reloadDisabled: "this page cannot be reloaded"
        case .dismissDisabled: "this window closes itself when you finish"
        case .noPageBehind: "no page to go back to"
        case .noPageAhead: "no page to go forward to"
        }
    }
}
