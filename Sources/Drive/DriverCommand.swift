import UI
/// One command of `turbo-tui drive` (docs/drive.md, spec drive.md's table),
/// as read from its JSON line. Selectors are kept as text and parsed against
/// the page when the command runs.
package enum DriverCommand: Equatable {
    case visit(String)
    case click(DriverTarget)
    case fill(DriverTarget, value: String)
    case check(DriverTarget)
    case uncheck(DriverTarget)
    /// `"path"`: one path, or an array of them for a `multiple` file input.
    case attach(DriverTarget, paths: [String])
    /// `{"select_option":TARGET}`: chooses that `<option>` in its select, as
    /// the option list does; in a `multiple` select the others stay chosen.
    case selectOption(DriverTarget)
    /// `{"unselect_option":TARGET}`: an option of a `multiple` select, no longer chosen.
    case unselectOption(DriverTarget)
    case press(Key)
    case back, forward, reload, done
    case confirm(accept: Bool)
    case wait(DriverWait)
    case state
    /// `{"reset":true}`: a browser as it starts, with no page, cookie, history or tab of the session's.
    case reset
    /// nil: the shown page's text.
    case text(DriverTarget?)
    /// nil: the whole document, with its doctype.
    case html(DriverTarget?)
    case count(String)
    case attribute(DriverTarget, name: String)
    /// `{"snapshot":true}`: the shown page's DOM with element handles and
    /// live form state (`DOMSnapshot`); `{"snapshot":{"unless":TAG}}`
    /// answers `"unchanged":true` when the snapshot would carry that tag.
    case snapshot(unless: String?)
    /// `{"response":true}`: the shown page's HTTP status and headers.
    case response
    /// `{"requests":true}`: the requests made since the last time it was asked (`RecordingTransport`).
    case requests
    case screen
    case cookies
    case expect(DriverExpectation)
    /// `{"tab":N}`: shows tab N (from 1), as N then `t`.
    case showTab(Int)
    /// `{"tab":"URL"}`: opens the URL (relative to the shown page) in a new tab, as `t`.
    case openTab(String)
    /// `{"tab":true}`: opens a new tab with no page and shows it; the next `visit` fills it.
    case openBlankTab
    /// `{"tabs":true}`: the open tabs.
    case tabs
    /// `{"close_tab":true}` (the shown tab) or `{"close_tab":N}`: closes it without asking.
    case closeTab(Int?)

    /// The names a line may use, in the order the table lists them.
    package static let names = ["visit", "click", "fill", "check", "uncheck", "attach", "select_option", "unselect_option",
                        "press", "back", "forward", "reload", "done", "confirm", "wait", "state", "text", "html", "count",
                        "attribute", "snapshot", "response", "requests", "screen", "cookies", "expect", "tab", "tabs", "close_tab",
                        "reset"]
}
