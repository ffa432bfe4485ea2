/// What happened in a tab while it was not shown, for the tab line: a live
/// update changed its page, or a stream or frame of it failed. Showing the
/// tab clears it.
package enum TabMark: Equatable {
    case updated
    case failed

    /// Marked with a character, not by colour alone (docs/tabs.md).
    package var symbol: String {
        switch self {
        case .updated: return "*"
        case .failed: return "!"
        }
    }
}
