import FoundationEssentials

/// The commands that change only what is on screen: the active page's
/// session (scrolling, focus, chrome.search, its view) or what covers it (a
/// prompt, the help, a list view). No other owner takes part.
extension BrowserState {
    /// Runs `command` if it is one of these; false for the others (`Browser.run`).
    package mutating func runOnScreen(_ command: KeyCommand) -> Bool {
        let rows = activeArea.rows
        switch command {
        case .nextTarget, .previousTarget, .nextLinkOrScroll, .previousLinkOrScroll:
            _ = stacks[activeStack].moveFocus(forward: command == .nextTarget || command == .nextLinkOrScroll,
                                              onScreenOnly: command == .nextLinkOrScroll || command == .previousLinkOrScroll, rows: rows)
        case .lineDown: scrollActivePage(by: 1)
        case .lineUp: scrollActivePage(by: -1)
        case .pageDown: scrollActivePage(by: max(rows - 1, 1))
        case .pageUp: scrollActivePage(by: -max(rows - 1, 1))
        case .halfPageDown: scrollActivePage(by: max(rows / 2, 1))
        case .halfPageUp: scrollActivePage(by: -max(rows / 2, 1))
        case .top:
            stacks[activeStack].rememberJump()
            changeActivePage { $0.scrollTop = 0 }
        case .bottom:
            stacks[activeStack].rememberJump()
            scrollActivePage(by: activePage?.lines.count ?? 0)
        case .goTo:
            let completion = URLCompletion(candidates: visited.newestFirst.map(\.url), page: activePage?.url)
            chrome.overlay = .prompt(Prompt(kind: .goTo, text: "", completion: completion))
        case .search: chrome.overlay = .prompt(Prompt(kind: .search, text: ""))
        case .searchNext: findMatch(forward: true)
        case .searchPrevious: findMatch(forward: false)
        case .toggleNumbers: numberLinks.toggle()
        case .viewSource:
            // A big page's other view is laid out on a worker (`Browser.fitPages`); the page stays as it is meanwhile.
            if let page = activePage, page.canRelayoutInPlace {
                changeActivePage { $0.wantsSource = !page.viewsSource }
            } else {
                changeActivePage { $0.toggleSource() }
            }
        case .help: chrome.overlay = .help(top: 0)
        case .quitNow: exit = .quit
        case .downloads: chrome.overlay = .downloads(downloads.listScreen)
        case .history: chrome.overlay = .history(HistoryList())
        case .bookmarks: chrome.overlay = .bookmarks(BookmarkList())
        case .openURLInTab: chrome.overlay = .prompt(Prompt(kind: .goToInTab, text: ""))
        case .setMark, .goToMark:
            chrome.keyPrefix.letterFor = command
            chrome.message = .info(command == .setMark ? "m: a letter names the mark for this place (Esc: none)"
                                                : "': the mark's letter; ' again: back to before the last jump (Esc: none)")
        // Keys that only start something another key ends (the link number's digits, N then t).
        case .startLinkNumber, .numberedTab: break
        case .follow, .back, .forward, .reload, .quit, .escape, .openExternally, .copyURL, .editExternally, .suspend, .redraw,
             .addBookmark, .openLinkInTab, .nextTab, .previousTab, .moveTabLeft, .moveTabRight, .closeTab, .pageInfo, .toggleImages, .viewImage:
            return false
        }
        return true
    }

    /// A search typed in the prompt: the first match from the top of the screen.
    package mutating func startSearch(for text: String) {
        chrome.search = text
        chrome.searchRow = nil
        findMatch(forward: true)
    }

    /// What Done asks first, in `q`'s words: the modal's typed data would be lost; nil: it closes at once.
    package var dismissModalQuestion: Question? {
        guard modal != nil, stacks[.modal].page?.hasUnsentInput == true else { return nil }
        return Question(text: "Close and lose the form data you typed?", action: .dismissModal)
    }

    /// What `q` asks first: typed data would be lost, or running downloads stopped; nil: it quits at once.
    package var quitQuestion: Question? {
        if hasUnsentInput { return Question(text: "Quit and lose the form data you typed?", action: .quit) }
        if downloads.isRunning {
            return Question(text: "Quit and stop the running downloads (their partial files are removed)?", action: .quit)
        }
        return nil
    }
}
