/// The answers to a yes/no question over the page (a form's
/// `data-turbo-confirm`, quitting or closing a tab with typed data).
package enum FocusedFieldKeys {
    /// y answers yes; n or Esc answers no, and no sends nothing.
    package static func handle(_ key: Key, answering question: Question, in browser: inout Browser) -> [BrowserEffect] {
        switch key {
        case .character("y"), .character("Y"):
            browser.state.overlay = nil
            switch question.action {
            case .submit(let prepared): return SubmitFlow.send(prepared, in: &browser)
            case .quit: browser.state.exit = .quit
            case .closeTab(let id): return TabActions.closeNow(id, in: &browser)
            case .clearTab(let id): return TabActions.clearNow(id, in: &browser)
            }
        case .character("n"), .character("N"), .escape:
            browser.state.overlay = nil
            browser.state.message = .info("Nothing was sent")
            if case .submit = question.action {} else { browser.state.message = nil }
        case .control("c"):
            browser.state.exit = .quit
        default:
            break
        }
        return []
    }
}
