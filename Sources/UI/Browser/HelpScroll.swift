/// The help screen's place, moved by a key's command: a line or a screen
/// up or down; any other key closes the help (nil).
package struct HelpScroll {
    package let top: Int
    /// The terminal's rows: a screen of help is all but the title and status lines.
    package let screenRows: Int

    package func after(_ command: KeyCommand?) -> Overlay? {
        let page = max(screenRows - 3, 1)
        switch command {
        case .lineDown?, .nextLinkOrScroll?: return .help(top: top + 1)
        case .lineUp?, .previousLinkOrScroll?: return .help(top: max(top - 1, 0))
        case .pageDown?: return .help(top: top + page)
        case .pageUp?: return .help(top: max(top - page, 0))
        default: return nil
        }
    }
}
