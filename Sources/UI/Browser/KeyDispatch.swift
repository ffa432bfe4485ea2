import FoundationEssentials

/// Keys, handed to the owner `InputRouter` names: a question, an option
/// list, a field being typed into, a prompt, the library views; else the
/// downloads screen, the help or an offer, and then the binding table.
package enum KeyDispatch {
    package static func handle(_ key: Key, in browser: inout Browser) -> [BrowserEffect] {
        // What the keys before left pending is this key's to take, or lost.
        let prefix = browser.state.keyPrefix
        let route = InputRouter.route(key, after: prefix, in: browser.state)
        browser.state.keyPrefix = KeyPrefix()
        switch route {
        case .answer(let question): return FocusedFieldKeys.handle(key, answering: question, in: &browser)
        case .optionList:
            browser.state.stacks[browser.state.activeStack].handleOptionListKey(key)
            return []
        case .fieldEditor:
            let rows = browser.state.activeArea.rows
            switch browser.state.stacks[browser.state.activeStack].type(key, rows: rows) {
            case .done: return []
            case .editExternally(let text, let element): return [.editExternally(text: text, browser.state.fieldReference(to: element))]
            case .submit(let form, let submitter): return SubmitFlow.submit(form: form, submitter: submitter, in: &browser)
            case .message(let message):
                browser.state.message = message
                return []
            }
        case .filePrompt:
            guard let (path, field) = browser.state.stacks[browser.state.activeStack].typePath(key) else { return [] }
            return [.readFile(path: path, browser.state.fieldReference(to: field))]
        case .closePromptAndRun(let command, let count):
            browser.state.overlay = nil
            return run(command, count: count, in: &browser)
        case .prompt: return PromptKeys.handlePromptKey(key, in: &browser)
        case .library:
            switch LibraryKeys.handle(key, state: &browser.state) {
            case .open(let url, let inNewTab)?: return openListed(url, inNewTab: inNewTab, in: &browser)
            case .effects(let effects)?: return effects
            case nil: return []
            }
        case .downloads(let screen): return DownloadKeys.handleScreenKey(key, screen, state: &browser.state)
        case .startOffered(let purpose): return DownloadKeys.startOffered(purpose, state: &browser.state)
        case .help(let top):
            // The help screen scrolls with the motion keys; Q quits; any other key closes it.
            switch browser.state.keys.command(for: key) {
            case .quitNow?: browser.state.exit = .quit
            case let command: browser.state.overlay = HelpScroll(top: top, screenRows: browser.state.size.rows).after(command)
            }
            return []
        case .offer: if let effects = handleOfferKey(key, in: &browser) { return effects }
        case .page: break
        }
        return handleNormalKey(key, after: prefix, in: &browser)
    }

    /// The bindings in force (`KeyMap`); Space on a checkbox or radio toggles it.
    private static func handleNormalKey(_ key: Key, after prefix: KeyPrefix, in browser: inout Browser) -> [BrowserEffect] {
        browser.state.message = nil
        if let command = prefix.letterFor {
            let rows = browser.state.activeArea.rows
            browser.state.message = browser.state.stacks[browser.state.activeStack].mark(command, key, rows: rows)
            return []
        }
        if !prefix.keys.isEmpty, let command = browser.state.keys.command(for: prefix.keys + [key]) {
            return run(command, count: prefix.count, in: &browser)
        }
        if prefix == KeyPrefix(), let toggled = browser.state.stacks[browser.state.activeStack].fieldToggled(by: key) {
            return browser.use(field: toggled)
        }
        let command = browser.state.keys.command(for: key)
        var effects: [BrowserEffect] = []
        if command == .startLinkNumber {
            var digit = ""
            if case .character(let character) = key, character.isWholeNumber { digit = String(character) }
            browser.state.overlay = .prompt(Prompt(kind: .linkNumber, text: digit))
        } else if let command {
            effects = run(command, count: prefix.count, in: &browser)
        }
        // The first key of a two-key binding: it has acted (if bound alone);
        // the next key may complete the pair.
        if browser.state.keys.isPrefix([key]), browser.state.keyPrefix == KeyPrefix() {
            browser.state.keyPrefix = KeyPrefix(count: prefix.count, keys: [key])
            if command == nil { browser.state.message = .info("\(KeyName.name(of: key)): waiting for the next key (Esc: none)") }
        }
        return effects
    }

    /// A command with the count typed before it: repeated for a motion,
    /// a line number for the top and bottom, a link number for follow.
    package static func run(_ command: KeyCommand, count: Int?, in browser: inout Browser) -> [BrowserEffect] {
        guard let count else { return run(command, in: &browser) }
        switch command {
        case .top, .bottom:
            let stack = browser.state.activeStack
            if let (line, lines) = browser.state.stacks[stack].goToLine(count, rows: browser.state.area(for: stack).rows) {
                browser.state.message = .info("Line \(line) of \(lines)")
            }
            return []
        case .follow: return browser.follow(number: count)
        case _ where command.repeatsWithCount:
            // A count the page cannot use is bounded by the page, not by the number typed.
            let times = min(count, max(browser.state.activePage?.lines.count ?? 1, 1))
            return (0..<times).flatMap { _ in run(command, in: &browser) }
        default: return run(command, in: &browser)
        }
    }

    package static func run(_ command: KeyCommand, in browser: inout Browser) -> [BrowserEffect] {
        switch command {
        case .nextTarget, .previousTarget, .nextLinkOrScroll, .previousLinkOrScroll:
            let rows = browser.state.activeArea.rows
            _ = browser.state.stacks[browser.state.activeStack].moveFocus(
                forward: command == .nextTarget || command == .nextLinkOrScroll,
                onScreenOnly: command == .nextLinkOrScroll || command == .previousLinkOrScroll, rows: rows)
        case .follow:
            switch browser.state.activePage?.focus {
            case .link(let link)?: return browser.follow(link: link)
            case .field(let field)?: return browser.use(field: field)
            case nil: return []
            }
        case .back: return browser.cancelLoading() + browser.navigate { $0.goBack() }
        case .forward: return browser.cancelLoading() + browser.navigate { $0.goForward() }
        case .lineDown: browser.state.scrollActivePage(by: 1)
        case .lineUp: browser.state.scrollActivePage(by: -1)
        case .pageDown: browser.state.scrollActivePage(by: max(browser.state.activeArea.rows - 1, 1))
        case .pageUp: browser.state.scrollActivePage(by: -max(browser.state.activeArea.rows - 1, 1))
        case .halfPageDown: browser.state.scrollActivePage(by: max(browser.state.activeArea.rows / 2, 1))
        case .halfPageUp: browser.state.scrollActivePage(by: -max(browser.state.activeArea.rows / 2, 1))
        case .top:
            browser.state.stacks[browser.state.activeStack].rememberJump()
            browser.state.changeActivePage { $0.scrollTop = 0 }
        case .bottom:
            browser.state.stacks[browser.state.activeStack].rememberJump()
            browser.state.scrollActivePage(by: browser.state.activePage?.lines.count ?? 0)
        case .reload: return reload(in: &browser)
        case .goTo:
            let completion = URLCompletion(candidates: browser.state.visited.newestFirst.map(\.url))
            browser.state.overlay = .prompt(Prompt(kind: .goTo, text: "", completion: completion))
        case .search: browser.state.overlay = .prompt(Prompt(kind: .search, text: ""))
        case .searchNext: browser.state.findMatch(forward: true)
        case .searchPrevious: browser.state.findMatch(forward: false)
        case .startLinkNumber: break
        case .toggleNumbers: browser.state.numberLinks.toggle()
        case .viewSource:
            // A big page's other view is laid out on a worker (`fitPages`); the page stays as it is meanwhile.
            if let page = browser.state.activePage, page.canRelayoutInPlace {
                browser.state.changeActivePage { $0.wantsSource = !page.viewsSource }
            } else {
                browser.state.changeActivePage { $0.toggleSource() }
            }
        case .help:
            browser.state.overlay = .help(top: 0)
        case .quit:
            if browser.state.hasUnsentInput {
                browser.state.overlay = .question(Question(text: "Quit and lose the form data you typed?", action: .quit))
            } else if browser.state.downloads.isRunning {
                browser.state.overlay = .question(Question(text: "Quit and stop the running downloads (their partial files are removed)?",
                                                   action: .quit))
            } else {
                browser.state.exit = .quit
            }
        case .quitNow: browser.state.exit = .quit
        case .escape: return escape(in: &browser)
        case .openExternally: return openExternally(browser.state.offer?.url ?? browser.state.activePage?.focusedURL ?? browser.state.activePage?.url, in: &browser)
        case .copyURL: return copy(browser.state.offer?.url ?? browser.state.activePage?.focusedURL ?? browser.state.activePage?.url, in: &browser)
        case .editExternally:
            switch browser.state.stacks[browser.state.activeStack].textForExternalEditor() {
            case .success(let (text, field)): return [.editExternally(text: text, browser.state.fieldReference(to: field))]
            case .failure(let refusal): browser.state.message = refusal.message
            }
        case .suspend: return [.suspend]
        case .redraw: return [.redraw]
        case .downloads: browser.state.overlay = .downloads(browser.state.downloads.listScreen)
        case .history: browser.state.overlay = .history(HistoryList())
        case .bookmarks: browser.state.overlay = .bookmarks(BookmarkList())
        case .addBookmark: LibraryKeys.startBookmark(state: &browser.state)
        case .setMark, .goToMark:
            browser.state.keyPrefix.letterFor = command
            browser.state.message = .info(command == .setMark ? "m: a letter names the mark for this place (Esc: none)"
                                                      : "': the mark's letter; ' again: back to before the last jump (Esc: none)")
        case .openLinkInTab: return TabActions.openFocusedLink(in: &browser)
        case .openURLInTab: browser.state.overlay = .prompt(Prompt(kind: .goToInTab, text: ""))
        case .nextTab, .previousTab:
            switch browser.state.tabs.cycleTarget(by: command == .nextTab ? 1 : -1) {
            case .success(let index): return TabActions.show(index, in: &browser)
            case .failure(let refusal): browser.state.message = refusal.message
            }
        case .moveTabLeft: browser.state.message = browser.state.tabs.move(by: -1)
        case .moveTabRight: browser.state.message = browser.state.tabs.move(by: 1)
        case .closeTab:
            switch browser.state.tabs.closing() {
            case .proceed(let id): return TabActions.closeNow(id, in: &browser)
            case .ask(let question): browser.state.overlay = .question(question)
            case .refuse(let message): browser.state.message = message
            }
        case .numberedTab: break
        }
        return []
    }

    /// Opens an entry of the history or bookmarks view: the view closes and
    /// the URL is proposed as a followed link is, in the shown tab or (`T`)
    /// in a new one; the one path both views take. With no page yet
    /// (`--bookmarks` alone) it is the first page.
    package static func openListed(_ url: URL, inNewTab: Bool = false, in browser: inout Browser) -> [BrowserEffect] {
        browser.state.overlay = nil
        guard browser.state.navigator != nil else { return browser.open(url, now: browser.state.now) }
        return inNewTab ? TabActions.open(url, in: &browser) : browser.propose(url)
    }

    /// Esc: cancel what is going on; with nothing going on, it is Done.
    private static func escape(in browser: inout Browser) -> [BrowserEffect] {
        if browser.state.submitting != nil { return SubmitFlow.cancelSubmission(in: &browser) }
        if let loading = browser.state.loading {
            let partShown = browser.arrivingPage(of: loading.entryID, in: loading.stack) != nil
            var effects = browser.cancelLoading()
            // A modal whose first page never came has nothing to show: close it.
            if browser.state.modal != nil && browser.state.stacks[.modal].page == nil { effects += dismissModal(in: &browser) }
            browser.state.message = .info(partShown ? "Cancelled: the page is shown as far as it came (r: load it again)" : "Cancelled")
            return effects
        }
        if let effects = DownloadKeys.cancelInView(state: &browser.state) { return effects }
        if browser.state.modal != nil { return dismissModal(in: &browser) }
        browser.state.changeActivePage { $0.focus = nil }
        return []
    }

    package static func dismissModal(in browser: inout Browser) -> [BrowserEffect] {
        browser.navigate { $0.dismissModal() }
    }

    /// `r`: an error view is retried whatever the page's settings say.
    private static func reload(in browser: inout Browser) -> [BrowserEffect] {
        if let effects = SubmitFlow.resendFailedSubmission(in: &browser) { return effects }
        let failed = browser.state.activePage?.failure != nil
        return browser.navigate { failed ? $0.retry() : $0.reload() }
    }

    private static func handleOfferKey(_ key: Key, in browser: inout Browser) -> [BrowserEffect]? {
        switch key {
        case .character("o"), .character("y"):
            return nil // the binding acts on the offered URL
        case .escape:
            browser.state.overlay = nil
            browser.state.message = nil
            return []
        default:
            browser.state.overlay = nil
            return nil
        }
    }

    private static func openExternally(_ url: URL?, in browser: inout Browser) -> [BrowserEffect] {
        guard let url else { return [] }
        if browser.state.offer != nil { browser.state.overlay = nil }
        guard browser.configuration.canOpenExternally else {
            browser.state.message = .error("Set $BROWSER to open \(url.absoluteString) (y copies it)")
            return []
        }
        return [.openExternally(url)]
    }

    private static func copy(_ url: URL?, in browser: inout Browser) -> [BrowserEffect] {
        guard let url else { return [] }
        if browser.state.offer != nil { browser.state.overlay = nil }
        // The copy command's outcome is known only once it has run: the loop says it.
        if browser.configuration.copyCommand != nil { return [.copy(url.absoluteString)] }
        // OSC 52 has no answer: xterm drops it unless allowed (disallowedWindowOps),
        // tmux unless set-clipboard is on. Say what was done, not that it worked.
        browser.state.message = .info("Sent \(url.absoluteString) to the terminal's clipboard (OSC 52: tmux needs set-clipboard on, xterm allowWindowOps)")
        return [.copy(url.absoluteString)]
    }
}
