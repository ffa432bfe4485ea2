import Foundation

/// Keys: a question, an option list, a field being typed into, a prompt,
/// the help screen or an offer take them first; otherwise the binding
/// table decides.
extension Browser {
    mutating func handle(_ key: Key) -> [BrowserEffect] {
        // What the keys before left pending is this key's to take, or lost.
        let prefix = state.keyPrefix
        state.keyPrefix = KeyPrefix()
        switch state.mode {
        case .question(let question): return FocusedFieldKeys.handle(key, answering: question, in: &self)
        case .optionList: return FieldActivation.handlePopupKey(key, in: &self)
        case .typing: return TypingKeys.handleEditingKey(key, in: &self)
        case .prompt(let prompt) where prompt.kind == .filePath: return handleFilePromptKey(key)
        case .prompt(let prompt):
            // `gg`: the first g opened the go-to prompt; a second one, first
            // in it, completes the two-key binding instead of typing a g.
            if !prefix.keys.isEmpty, prompt.text.isEmpty, let command = state.keys.command(for: prefix.keys + [key]) {
                state.overlay = nil
                return run(command, count: prefix.count)
            }
            return handlePromptKey(key)
        case .history, .bookmarks:
            switch LibraryKeys.handle(key, state: &state) {
            case .open(let url, let inNewTab)?: return openListed(url, inNewTab: inNewTab)
            case .effects(let effects)?: return effects
            case nil: return []
            }
        case .help, .offer, .downloads, .normal: break
        }
        // The downloads screen's keys, and a file offer's s and v before the offer's own keys.
        if let effects = DownloadKeys.handle(key, state: &state) { return effects }
        switch state.mode {
        case .help(let top): return handleHelpKey(key, top: top)
        case .offer: if let effects = handleOfferKey(key) { return effects }
        default: break
        }
        return handleNormalKey(key, after: prefix)
    }

    /// The bindings in force (`KeyMap`); Space on a checkbox or radio toggles it.
    private mutating func handleNormalKey(_ key: Key, after prefix: KeyPrefix) -> [BrowserEffect] {
        state.message = nil
        if let command = prefix.letterFor { return mark(command, key) }
        if !prefix.keys.isEmpty, let command = state.keys.command(for: prefix.keys + [key]) {
            return run(command, count: prefix.count)
        }
        if prefix == KeyPrefix(), let effects = FocusedFieldKeys.handleFocusedFieldKey(key, in: &self) { return effects }
        let command = state.keys.command(for: key)
        var effects: [BrowserEffect] = []
        if command == .startLinkNumber {
            var digit = ""
            if case .character(let character) = key, character.isWholeNumber { digit = String(character) }
            state.overlay = .prompt(Prompt(kind: .linkNumber, text: digit))
        } else if let command {
            effects = run(command, count: prefix.count)
        }
        // The first key of a two-key binding: it has acted (if bound alone);
        // the next key may complete the pair.
        if state.keys.isPrefix([key]), state.keyPrefix == KeyPrefix() {
            state.keyPrefix = KeyPrefix(count: prefix.count, keys: [key])
            if command == nil { state.message = .info("\(KeyName.name(of: key)): waiting for the next key (Esc: none)") }
        }
        return effects
    }

    /// A command with the count typed before it: repeated for a motion,
    /// a line number for the top and bottom, a link number for follow.
    mutating func run(_ command: Command, count: Int?) -> [BrowserEffect] {
        guard let count else { return run(command) }
        switch command {
        case .top, .bottom: return goToLine(count)
        case .follow: return PageFocus.followNumber(count, in: &self)
        case _ where command.repeatsWithCount:
            // A count the page cannot use is bounded by the page, not by the number typed.
            let times = min(count, max(state.activePage?.lines.count ?? 1, 1))
            return (0..<times).flatMap { _ in run(command) }
        default: return run(command)
        }
    }

    mutating func run(_ command: Command) -> [BrowserEffect] {
        switch command {
        case .nextTarget: PageFocus.moveFocus(forward: true, onScreenOnly: false, in: &self)
        case .previousTarget: PageFocus.moveFocus(forward: false, onScreenOnly: false, in: &self)
        case .nextLinkOrScroll: PageFocus.moveFocus(forward: true, onScreenOnly: true, in: &self)
        case .previousLinkOrScroll: PageFocus.moveFocus(forward: false, onScreenOnly: true, in: &self)
        case .follow: return PageFocus.followFocus(in: &self)
        case .back: return goBack()
        case .forward: return goForward()
        case .lineDown: PageFocus.scroll(by: 1, in: &self)
        case .lineUp: PageFocus.scroll(by: -1, in: &self)
        case .pageDown: PageFocus.scroll(by: max(state.activeArea.rows - 1, 1), in: &self)
        case .pageUp: PageFocus.scroll(by: -max(state.activeArea.rows - 1, 1), in: &self)
        case .halfPageDown: PageFocus.scroll(by: max(state.activeArea.rows / 2, 1), in: &self)
        case .halfPageUp: PageFocus.scroll(by: -max(state.activeArea.rows / 2, 1), in: &self)
        case .top:
            rememberJump()
            state.activePage?.scrollTop = 0
        case .bottom:
            rememberJump()
            PageFocus.scroll(by: state.activePage?.lines.count ?? 0, in: &self)
        case .reload: return reload()
        case .goTo:
            let completion = URLCompletion(candidates: state.visited.newestFirst.map(\.url))
            state.overlay = .prompt(Prompt(kind: .goTo, text: "", completion: completion))
        case .search: state.overlay = .prompt(Prompt(kind: .search, text: ""))
        case .searchNext: findMatch(forward: true)
        case .searchPrevious: findMatch(forward: false)
        case .startLinkNumber: break
        case .toggleNumbers: state.numberLinks.toggle()
        case .viewSource: state.activePage?.toggleSource()
        case .help:
            state.overlay = .help(top: 0)
        case .quit:
            if state.hasUnsentInput {
                state.overlay = .question(Question(text: "Quit and lose the form data you typed?", action: .quit))
            } else if state.downloads.isRunning {
                state.overlay = .question(Question(text: "Quit and stop the running downloads (their partial files are removed)?",
                                                   action: .quit))
            } else {
                state.exit = .quit
            }
        case .quitNow: state.exit = .quit
        case .escape: return escape()
        case .openExternally: return openExternally(state.offer?.url ?? state.activePage?.focusedURL ?? state.activePage?.url)
        case .copyURL: return copy(state.offer?.url ?? state.activePage?.focusedURL ?? state.activePage?.url)
        case .editExternally: return FocusedFieldKeys.editFocusedFieldExternally(in: &self)
        case .suspend: return [.suspend]
        case .redraw: return [.redraw]
        case .downloads: state.overlay = .downloads(state.downloads.listScreen)
        case .history: state.overlay = .history(HistoryList())
        case .bookmarks: state.overlay = .bookmarks(BookmarkList())
        case .addBookmark: LibraryKeys.startBookmark(state: &state)
        case .setMark, .goToMark:
            state.keyPrefix.letterFor = command
            state.message = .info(command == .setMark ? "m: a letter names the mark for this place (Esc: none)"
                                                      : "': the mark's letter; ' again: back to before the last jump (Esc: none)")
        case .openLinkInTab: return TabActions.openFocusedLink(in: &self)
        case .openURLInTab: state.overlay = .prompt(Prompt(kind: .goToInTab, text: ""))
        case .nextTab: return TabActions.cycle(by: 1, in: &self)
        case .previousTab: return TabActions.cycle(by: -1, in: &self)
        case .moveTabLeft: return TabActions.move(by: -1, in: &self)
        case .moveTabRight: return TabActions.move(by: 1, in: &self)
        case .closeTab: return TabActions.close(in: &self)
        case .numberedTab: break
        }
        return []
    }

    /// Opens an entry of the history or bookmarks view: the view closes and
    /// the URL is proposed as a followed link is, in the shown tab or (`T`)
    /// in a new one; the one path both views take. With no page yet
    /// (`--bookmarks` alone) it is the first page.
    mutating func openListed(_ url: URL, inNewTab: Bool = false) -> [BrowserEffect] {
        state.overlay = nil
        guard state.navigator != nil else { return open(url, now: state.now) }
        return inNewTab ? TabActions.open(url, in: &self) : propose(url)
    }

    /// `10G`: line 10 at the top of the screen (as far as the page goes).
    private mutating func goToLine(_ line: Int) -> [BrowserEffect] {
        guard let page = state.activePage else { return [] }
        rememberJump()
        state.activePage?.scrollTop = min(max(line - 1, 0), max(page.lines.count - 1, 0))
        PageFocus.scroll(by: 0, in: &self)
        state.message = .info("Line \(min(max(line, 1), page.lines.count)) of \(page.lines.count)")
        return []
    }

    /// `''` goes back to where the reader was before a jump (vim's previous context mark).
    private mutating func rememberJump() {
        guard let page = state.activePage else { return }
        state.activePage?.marks[PageView.jumpMark] = ReadingPosition(top: page.scrollTop, in: page.lines)
    }

    /// `m` or `'` and the letter after it: marks are the page's own (back
    /// and forward keep them with it) and hold a reading position, so a
    /// resize keeps them on their text.
    private mutating func mark(_ command: Command, _ key: Key) -> [BrowserEffect] {
        guard let page = state.activePage else { return [] }
        guard case .character(let letter) = key, letter.isLetter || letter == PageView.jumpMark else {
            state.message = key == .escape ? nil : .info("A mark is a letter: no mark set or used")
            return []
        }
        if command == .setMark {
            guard letter != PageView.jumpMark else { return [] }
            state.activePage?.marks[letter] = ReadingPosition(top: page.scrollTop, in: page.lines)
            state.message = .info("Mark \(letter): line \(page.scrollTop + 1) (' then \(letter) comes back here)")
            return []
        }
        guard let position = page.marks[letter] else {
            state.message = .error(letter == PageView.jumpMark ? "No jump on this page yet" : "No mark \(letter) on this page (m then \(letter) sets it)")
            return []
        }
        let here = ReadingPosition(top: page.scrollTop, in: page.lines)
        state.activePage?.scrollTop = position.row(in: page.lines)
        PageFocus.scroll(by: 0, in: &self)
        state.activePage?.marks[PageView.jumpMark] = here
        return []
    }

    /// Esc: cancel what is going on; with nothing going on, it is Done.
    private mutating func escape() -> [BrowserEffect] {
        if state.submitting != nil { return cancelSubmission() }
        if let loading = state.loading {
            let partShown = arrivingPage(of: loading.entryID, in: loading.stack) != nil
            var effects = cancelLoading()
            // A modal whose first page never came has nothing to show: close it.
            if state.modal != nil && state.stacks[.modal].page == nil { effects += dismissModal() }
            state.message = .info(partShown ? "Cancelled: the page is shown as far as it came (r: load it again)" : "Cancelled")
            return effects
        }
        if let effects = DownloadKeys.cancelInView(state: &state) { return effects }
        if state.modal != nil { return dismissModal() }
        state.activePage?.focus = nil
        return []
    }

    mutating func dismissModal() -> [BrowserEffect] {
        navigate { $0.dismissModal() }
    }

    private mutating func goBack() -> [BrowserEffect] {
        cancelLoading() + navigate { $0.goBack() }
    }

    private mutating func goForward() -> [BrowserEffect] {
        cancelLoading() + navigate { $0.goForward() }
    }

    /// `r`: an error view is retried whatever the page's settings say.
    private mutating func reload() -> [BrowserEffect] {
        if let effects = resendFailedSubmission() { return effects }
        let failed = state.activePage?.failure != nil
        return navigate { failed ? $0.retry() : $0.reload() }
    }

    private mutating func handleOfferKey(_ key: Key) -> [BrowserEffect]? {
        switch key {
        case .character("o"), .character("y"):
            return nil // the binding acts on the offered URL
        case .escape:
            state.overlay = nil
            state.message = nil
            return []
        default:
            state.overlay = nil
            return nil
        }
    }

    private mutating func openExternally(_ url: URL?) -> [BrowserEffect] {
        guard let url else { return [] }
        if state.offer != nil { state.overlay = nil }
        guard configuration.canOpenExternally else {
            state.message = .error("Set $BROWSER to open \(url.absoluteString) (y copies it)")
            return []
        }
        return [.openExternally(url)]
    }

    private mutating func copy(_ url: URL?) -> [BrowserEffect] {
        guard let url else { return [] }
        if state.offer != nil { state.overlay = nil }
        // The copy command's outcome is known only once it has run: the loop says it.
        if configuration.copyCommand != nil { return [.copy(url.absoluteString)] }
        // OSC 52 has no answer: xterm drops it unless allowed (disallowedWindowOps),
        // tmux unless set-clipboard is on. Say what was done, not that it worked.
        state.message = .info("Sent \(url.absoluteString) to the terminal's clipboard (OSC 52: tmux needs set-clipboard on, xterm allowWindowOps)")
        return [.copy(url.absoluteString)]
    }

    private mutating func handleHelpKey(_ key: Key, top: Int) -> [BrowserEffect] {
        let page = max(state.size.rows - 3, 1)
        switch state.keys.command(for: key) {
        case .lineDown?, .nextLinkOrScroll?: state.overlay = .help(top: top + 1)
        case .lineUp?, .previousLinkOrScroll?: state.overlay = .help(top: max(top - 1, 0))
        case .pageDown?: state.overlay = .help(top: top + page)
        case .pageUp?: state.overlay = .help(top: max(top - page, 0))
        case .quitNow?: state.exit = .quit
        default: state.overlay = nil
        }
        return []
    }
}
