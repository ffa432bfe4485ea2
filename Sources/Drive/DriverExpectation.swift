/// One `{"expect":{...}}` check, made once against what is shown now.
package enum DriverExpectation: Equatable {
    case url(String)
    case path(String)
    case text(String)
    case noText(String)
    case selector(String)
    case modal(Bool)
    case title(String)
    /// No element matches: what Turbo's tests write as `not.toBeAttached()`.
    case noSelector(String)
    /// The last visit's action as `state.last_visit` reports it (advance, replace, restore, load).
    case action(String)
    /// How many tabs are open: a `target=_blank` link opens one.
    case tabCount(Int)
    /// The shown page's HTTP status.
    case status(Int)
    /// The drawn screen shows the text: fields with what was typed and chosen, which the
    /// page's text (laid out from the DOM alone) does not hold.
    case screen(String)

    package static let names = ["url", "path", "text", "no_text", "selector", "modal", "title",
                                "no_selector", "action", "tab_count", "status", "screen"]
}
