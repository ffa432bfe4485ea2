import Foundation

/// Keys: a question, an option list, a field being typed into, a prompt,
/// the help screen or an offer take them first; otherwise the binding
/// table decides.
extension Browser {
    mutating func handle(_ key: Key) -> [BrowserEffect] {
        switch state.mode {
        case .question(let question): return handle(key, answering: question)
        case .optionList: return handlePopupKey(key)
        case .typing: return handleEditingKey(key)
        case .prompt(let prompt) where prompt.kind == .filePath: return handleFilePromptKey(key)
        case .prompt: return handlePromptKey(key)
        case .help, .offer, .normal: break
        }
        // The downloads screen covers the page (help included); a file
        // offer's s and v come before the offer's own keys.
        if let effects = DownloadKeys.handle(key, state: &state) { return effects }
        switch state.mode {
        case .help(let top): return handleHelpKey(key, top: top)
        case .offer: if let effects = handleOfferKey(key) { return effects }
        default: break
        }
        return handleNormalKey(key)
    }

    /// The binding table; Space on a checkbox or radio toggles it.
    private mutating func handleNormalKey(_ key: Key) -> [BrowserEffect] {
        state.message = nil
        if let effects = handleFocusedFieldKey(key) { return effects }
        guard let command = KeyBinding.command(for: key) else { return [] }
        if command == .startLinkNumber, case .character(let digit) = key {
            state.overlay = .prompt(Prompt(kind: .linkNumber, text: String(digit)))
            return []
        }
        return run(command)
    }

    mutating func run(_ command: Command) -> [BrowserEffect] {
        switch command {
        case .nextTarget: moveFocus(forward: true, onScreenOnly: false)
        case .previousTarget: moveFocus(forward: false, onScreenOnly: false)
        case .nextLinkOrScroll: moveFocus(forward: true, onScreenOnly: true)
        case .previousLinkOrScroll: moveFocus(forward: false, onScreenOnly: true)
        case .follow: return followFocus()
        case .back: return goBack()
        case .forward: return goForward()
        case .lineDown: scroll(by: 1)
        case .lineUp: scroll(by: -1)
        case .pageDown: scroll(by: max(state.activeArea.rows - 1, 1))
        case .pageUp: scroll(by: -max(state.activeArea.rows - 1, 1))
        case .top: state.activePage?.scrollTop = 0
        case .bottom: scroll(by: state.activePage?.lines.count ?? 0)
        case .reload: return reload()
        case .goTo: state.overlay = .prompt(Prompt(kind: .goTo, text: ""))
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
        case .editExternally: return editFocusedFieldExternally()
        case .suspend: return [.suspend]
        case .redraw: return [.redraw]
        case .downloads: state.downloads.screen = .list(top: 0)
        }
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
        guard let navigator else { return [] }
        return perform(navigator.dismissModal())
    }

    private mutating func goBack() -> [BrowserEffect] {
        guard let navigator else { return [] }
        return cancelLoading() + perform(navigator.goBack())
    }

    private mutating func goForward() -> [BrowserEffect] {
        guard let navigator else { return [] }
        return cancelLoading() + perform(navigator.goForward())
    }

    /// `r`: an error view is retried whatever the page's settings say.
    private mutating func reload() -> [BrowserEffect] {
        if let effects = resendFailedSubmission() { return effects }
        guard let navigator else { return [] }
        return perform(state.activePage?.failure != nil ? navigator.retry() : navigator.reload())
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
        switch KeyBinding.command(for: key) {
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
