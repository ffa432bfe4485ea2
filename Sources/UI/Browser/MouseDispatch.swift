/// Clicks follow links, use fields (also through their `<label>`s) and
/// press `[Done]`; the wheel scrolls. A click acts when the button comes
/// up on what it went down on (`MousePress`).
package enum MouseDispatch {
    package static func handle(_ mouse: MouseEvent, in browser: inout Browser) -> [BrowserEffect] {
        switch mouse.action {
        case .scrollUp: browser.state.scrollActivePage(by: -3)
        case .scrollDown: browser.state.scrollActivePage(by: 3)
        case .press:
            browser.state.mousePress = InputRouter.target(ofClickAt: mouse.row, column: mouse.column, in: browser.state).map {
                MousePress(target: $0, stack: browser.state.activeStack, entryID: browser.state.activePage?.entryID)
            }
        case .release:
            guard let target = InputRouter.target(ofClickAt: mouse.row, column: mouse.column, in: browser.state) else {
                browser.state.mousePress = nil
                return []
            }
            // ncurses folds a press and a release read together (a quick tap)
            // into one release: that is a click where it lands.
            guard let press = browser.state.mousePress else { return click(target, in: &browser) }
            browser.state.mousePress = nil
            guard press.stack == browser.state.activeStack, press.entryID == browser.state.activePage?.entryID,
                  target == press.target else { return [] }
            return click(target, in: &browser)
        }
        return []
    }

    private static func click(_ target: MousePress.Target, in browser: inout Browser) -> [BrowserEffect] {
        switch target {
        case .help:
            browser.state.overlay = nil
            return []
        case .done:
            return KeyDispatch.dismissModal(in: &browser)
        case .tab(let index):
            return TabActions.show(index, in: &browser)
        default:
            break
        }
        if browser.state.fieldInUse?.filePrompt == nil { browser.state.fieldInUse = nil }
        guard browser.state.activePage != nil else { return [] }
        switch target {
        case .link(let link):
            browser.state.changeActivePage { $0.focus = .link(link) }
            return browser.follow(link: link)
        case .field(let field): return browser.use(field: field)
        case .label(let field): return browser.use(field: field, labelled: true)
        case .help, .done, .page, .tab: return []
        }
    }
}
