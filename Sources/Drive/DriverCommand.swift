import UI
/// One command of `turbo-tui drive` (docs/drive.md, spec drive.md's table),
/// as read from its JSON line. Selectors are kept as text and parsed against
/// the page when the command runs.
package enum DriverCommand: Equatable {
    case visit(String)
    case click(String)
    case fill(String, value: String)
    case check(String)
    case uncheck(String)
    case attach(String, path: String)
    case press(Key)
    case back, forward, reload, done
    case confirm(accept: Bool)
    case wait(DriverWait)
    case state
    /// `{"reset":true}`: a browser as it starts, with no page, cookie, history or tab of the session's.
    case reset
    /// nil: the shown page's text.
    case text(String?)
    case html(String)
    case count(String)
    case attribute(String, name: String)
    case screen
    case cookies
    case expect(DriverExpectation)
    /// `{"tab":N}`: shows tab N (from 1), as N then `t`.
    case showTab(Int)
    /// `{"tab":"URL"}`: opens the URL (relative to the shown page) in a new tab, as `t`.
    case openTab(String)
    /// `{"tabs":true}`: the open tabs.
    case tabs
    /// `{"close_tab":true}` (the shown tab) or `{"close_tab":N}`: closes it without asking.
    case closeTab(Int?)

    /// The names a line may use, in the order the table lists them.
    package static let names = ["visit", "click", "fill", "check", "uncheck", "attach", "press", "back", "forward", "reload",
                        "done", "confirm", "wait", "state", "text", "html", "count", "attribute", "screen", "cookies",
                        "expect", "tab", "tabs", "close_tab", "reset"]
}
