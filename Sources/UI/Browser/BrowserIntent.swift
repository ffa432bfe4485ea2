import FoundationEssentials
import HTML

/// What someone using the browser means by an action that is not one key:
/// a click on a page element, a URL to go to, a tab command. The driver
/// sends these (and plain keys) as events, as the terminal sends keys, so
/// everything it does goes through `Browser.update` like a user's input.
/// Each clears the status line first, as a key does.
package enum BrowserIntent {
    /// A typed URL, relative to the shown page (what `g` does).
    case go(URL)
    /// A click on link `index` of the active page: focus it, then follow it.
    case followLink(Int)
    /// A click on field `index` of the active page (focus and use it).
    case useField(Int)
    /// A click on the label of field `index`.
    case useLabelledField(Int)
    /// A click on the label of a checkbox or radio button the page does not
    /// draw (styled away with CSS): it changes as a browser's label changes it.
    case toggleUndrawn(Element)
    /// What a key bound to `command` does.
    case run(KeyCommand)
    /// Done without asking (the driver's `done`: its script chose to drop what it typed).
    case dismissModal
    /// The options at `positions` chosen in a multiple `<select>`, the others not.
    case chooseOptions(of: Element, positions: [Int])
    /// Tab `index` shown.
    case showTab(Int)
    /// A new tab opened on `url`.
    case openTab(URL)
    /// A new tab with no page yet (about:blank), shown: a test framework's
    /// new window, whose next visit fills it (the driver's `{"tab":true}`).
    case openBlankTab
    /// Tab `id` closed, without asking.
    case closeTab(TabID)
    /// Clears the status line only (the driver's field commands start so).
    case clearMessage
}
