import FoundationEssentials

/// Keys and clicks, routed: `InputRouter` names the owner a key goes to
/// (a question, an option list, the field editor, a prompt, a view, the
/// page's bindings) and that owner decides; what it asks for that another
/// owner does (a visit, a form, a tab) is routed on from here.
extension Browser {
    package mutating func handle(_ key: Key) -> [BrowserEffect] {
        // What the keys before left pending is this key's to take, or lost.
        let prefix = state.chrome.takeKeyPrefix()
        let owner = InputRouter.route(key, after: prefix, in: state)
        let stack = state.activeStack
        switch owner {
        case .answer:
            guard let answer = state.chrome.answerQuestion(with: key) else { return [] }
            return route(answer)
        case .optionList:
            state.stacks[stack].handleOptionListKey(key)
            return []
        case .fieldEditor:
            switch state.stacks[stack].type(key, rows: state.activeArea.rows) {
            case .done: return []
            case .editExternally(let text, let element): return [.editExternally(text: text, state.fieldReference(to: element))]
            case .submit(let form, let submitter): return submit(form: form, submitter: submitter)
            case .message(let message):
                state.chrome.message = message
                return []
            }
        case .filePrompt:
            guard let (paths, field) = state.stacks[stack].typePath(key) else { return [] }
            return [.readFiles(paths: paths, state.fieldReference(to: field))]
        case .closePromptAndRun(let command, let count):
            state.chrome.overlay = nil
            return run(command, count: count)
        case .prompt: return route(state.chrome.typeInPrompt(key, relativeTo: state.activePage?.url), key: key)
        case .library:
            switch LibraryKeys.handle(key, state: &state) {
            case .open(let url, let inNewTab)?: return openListed(url, inNewTab: inNewTab)
            case .effects(let effects)?: return effects
            case nil: return []
            }
        case .downloads(let screen): return DownloadKeys.handleScreenKey(key, screen, state: &state)
        case .startOffered(let purpose): return DownloadKeys.startOffered(purpose, state: &state)
        case .help(let top):
            // The help screen scrolls with the motion keys; Q quits; any other key closes it.
            switch state.keys.command(for: key) {
            case .quitNow?: state.exit = .quit
            case let command: state.chrome.scrollHelp(from: top, by: command, screenRows: state.size.rows)
            }
            return []
        case .imageViewer(let viewer): return viewImage(key, viewer)
        case .offer: if state.chrome.takeOfferKey(key) { return [] }
        case .page: break
        }
        return handlePageKey(key, after: prefix)
    }

    /// Keys that came together: a run of them into the field being typed
    /// goes to the field editor at once (`PageSession.type(run:)`), any other key as it would alone.
    package mutating func handle(_ keys: [Key]) -> [BrowserEffect] {
        var effects: [BrowserEffect] = []
        var rest = keys[...]
        while let key = rest.first, state.exit == nil {
            if state.chrome.keyPrefix == KeyPrefix(), case .fieldEditor = InputRouter.route(key, after: KeyPrefix(), in: state) {
                let (consumed, message) = state.stacks[state.activeStack].type(run: rest)
                if let message { state.chrome.message = message }
                if consumed > 0 {
                    rest = rest.dropFirst(consumed)
                    continue
                }
            }
            effects += handle(key)
            rest = rest.dropFirst()
        }
        return effects
    }

    /// The bindings in force (`KeyMap`), after what the key before left
    /// pending (`KeyPrefix`); Space on a checkbox or radio toggles it.
    private mutating func handlePageKey(_ key: Key, after prefix: KeyPrefix) -> [BrowserEffect] {
        state.chrome.message = nil
        let stack = state.activeStack
        if let command = prefix.letterFor {
            state.chrome.message = state.stacks[stack].mark(command, key, rows: state.activeArea.rows)
            return []
        }
        if !prefix.keys.isEmpty, let command = state.keys.command(for: prefix.keys + [key]) {
            return run(command, count: prefix.count)
        }
        if prefix == KeyPrefix(), let toggled = state.stacks[stack].fieldToggled(by: key) {
            return use(field: toggled)
        }
        let command = state.keys.command(for: key)
        var effects: [BrowserEffect] = []
        if command == .startLinkNumber {
            var digit = ""
            if case .character(let character) = key, character.isWholeNumber { digit = String(character) }
            state.chrome.overlay = .prompt(Prompt(kind: .linkNumber, text: digit))
        } else if let command {
            effects = run(command, count: prefix.count)
        }
        // The first key of a two-key binding: it has acted (if bound alone);
        // the next key may complete the pair.
        if state.keys.isPrefix([key]), state.chrome.keyPrefix == KeyPrefix() {
            state.chrome.keyPrefix = KeyPrefix(count: prefix.count, keys: [key])
            if command == nil { state.chrome.message = .info("\(KeyName.name(of: key)): waiting for the next key (Esc: none)") }
        }
        return effects
    }

    /// A command with the count typed before it (nil: none): repeated for a
    /// motion, a line number for the top and bottom, a link number for follow.
    package mutating func run(_ command: KeyCommand, count: Int? = nil) -> [BrowserEffect] {
        if let count {
            switch command {
            case .top, .bottom:
                let stack = state.activeStack
                if let (line, lines) = state.stacks[stack].goToLine(count, rows: state.area(for: stack).rows) {
                    state.chrome.message = .info("Line \(line) of \(lines)")
                }
                return []
            case .follow: return follow(number: count)
            case _ where command.repeatsWithCount:
                // A count the page cannot use is bounded by the page, not by the number typed.
                let times = min(count, max(state.activePage?.lines.count ?? 1, 1))
                return (0..<times).flatMap { _ in run(command) }
            default: break
            }
        }
        if state.runOnScreen(command) { return [] }
        switch command {
        case .follow:
            switch state.activePage?.focus {
            case .link(let link)?: return follow(link: link)
            case .field(let field)?: return use(field: field)
            case .image?: return viewFocusedImage()
            case nil: return []
            }
        case .back: return state.cancelLoading() + navigate { $0.goBack() }
        case .forward: return state.cancelLoading() + navigate { $0.goForward() }
        case .reload:
            // `r`: a form whose sending failed goes again; an error view is retried whatever the page's settings say.
            if let effects = resendFailedForm() { return effects }
            let failed = state.activePage?.failure != nil
            return navigate { failed ? $0.retry() : $0.reload() }
        case .quit:
            if let question = state.quitQuestion {
                state.chrome.overlay = .question(question)
            } else {
                state.exit = .quit
            }
        case .escape: return escape()
        case .openExternally, .copyURL:
            guard let url = state.offer?.url ?? state.activePage?.focusedURL ?? state.activePage?.url else { return [] }
            if state.offer != nil { state.chrome.overlay = nil }
            let request = command == .copyURL ? ExternalRequest.copy(url, command: configuration.copyCommand)
                : ExternalRequest.open(url, canOpen: configuration.canOpenExternally)
            if let message = request.message { state.chrome.message = message }
            return request.effects
        case .editExternally:
            switch state.stacks[state.activeStack].textForExternalEditor() {
            case .success(let (text, field)): return [.editExternally(text: text, state.fieldReference(to: field))]
            case .failure(let refusal): state.chrome.message = refusal.message
            }
        case .suspend: return [.suspend]
        case .redraw: return [.redraw]
        case .addBookmark: LibraryKeys.startBookmark(state: &state)
        case .openLinkInTab:
            guard let url = state.activePage?.focusedURL else {
                state.chrome.message = .info("No link is focused (Tab focuses one; t opens a URL in a new tab)")
                return []
            }
            return openTab(url)
        case .nextTab, .previousTab:
            switch state.tabs.cycleTarget(by: command == .nextTab ? 1 : -1) {
            case .success(let index): return showTab(index)
            case .failure(let refusal): state.chrome.message = refusal.message
            }
        case .moveTabLeft: state.chrome.message = state.tabs.move(by: -1)
        case .moveTabRight: state.chrome.message = state.tabs.move(by: 1)
        case .viewImage:
            guard let page = state.activePage, let viewer = ImageViewer.pick(on: page, rows: state.activeArea.rows) else {
                state.chrome.message = .info("No image here: I views the focused image or link's image, else the first one on screen")
                return []
            }
            state.chrome.overlay = .image(viewer)
        case .toggleImages:
            guard configuration.images.drawsImages else {
                state.chrome.message = .info("Images are shown as their alt text here (images = off, NO_COLOR or a terminal without colours)")
                return []
            }
            state.imagesShown.toggle()
            state.chrome.message = .info(state.imagesShown ? "Images shown" : "Images hidden: their alt text instead")
        case .pageInfo:
            if let page = state.activePage { state.chrome.message = .info(pageInfo(page).text) }
        case .closeTab:
            switch state.tabs.closing() {
            case .proceed(let id): return closeTab(id)
            case .ask(let question): state.chrome.overlay = .question(question)
            case .refuse(let message): state.chrome.message = message
            }
        // `BrowserState.runOnScreen` ran these.
        case .nextTarget, .previousTarget, .nextLinkOrScroll, .previousLinkOrScroll, .lineDown, .lineUp, .pageDown, .pageUp,
             .halfPageDown, .halfPageUp, .top, .bottom, .goTo, .search, .searchNext, .searchPrevious, .startLinkNumber,
             .toggleNumbers, .viewSource, .help, .quitNow, .downloads, .history, .bookmarks, .setMark, .goToMark,
             .openURLInTab, .numberedTab:
            break
        }
        return []
    }

    /// Opens an entry of the history or bookmarks view: the view closes and
    /// the URL is proposed as a followed link is, in the shown tab or (`T`)
    /// in a new one; the one path both views take. With no page yet
    /// (`--bookmarks` alone) it is the first page.
    package mutating func openListed(_ url: URL, inNewTab: Bool = false) -> [BrowserEffect] {
        state.chrome.overlay = nil
        guard state.navigator != nil else { return open(url, now: state.now) }
        return inNewTab ? openTab(url) : go(url)
    }

    /// Esc: cancel what is going on; with nothing going on, it is Done.
    private mutating func escape() -> [BrowserEffect] {
        if state.submitting != nil { return cancelForm() }
        if let loading = state.loading {
            let partShown = state.stacks[loading.stack].arrivingPage(of: loading.entryID) != nil
            var effects = state.cancelLoading()
            // A modal whose first page never came has nothing to show: close it.
            if state.modal != nil && state.stacks[.modal].page == nil { effects += dismissModal() }
            state.chrome.message = .info(partShown ? "Cancelled: the page is shown as far as it came (r: load it again)" : "Cancelled")
            return effects
        }
        if let effects = DownloadKeys.cancelInView(state: &state) { return effects }
        if state.modal != nil { return done() }
        state.changeActivePage { $0.focus = nil }
        return []
    }

    /// Done from the keyboard or a click on `[Done]`: asks first when typed
    /// data would be lost (Esc also ends typing, so Esc Esc lost a form).
    private mutating func done() -> [BrowserEffect] {
        if let question = state.dismissModalQuestion {
            state.chrome.overlay = .question(question)
            return []
        }
        return dismissModal()
    }

    /// Closes the modal without asking (the question answered yes, the driver's `done`).
    package mutating func dismissModal() -> [BrowserEffect] {
        navigate { $0.dismissModal() }
    }

    /// What the prompt asked for (`Prompt.request`), sent to its owner.
    private mutating func route(_ request: PromptRequest, key: Key) -> [BrowserEffect] {
        switch request {
        case .nothing: return []
        case .askPassword(let user):
            state.chrome.overlay = .prompt(Prompt(kind: .password(user: user), text: ""))
            return []
        case .answerChallenge(let user, let password): return answerChallenge(user: user, password: password)
        case .declineChallenge: return declineChallenge()
        case .addBookmark(let url, let title): return LibraryKeys.addBookmark(url, title: title, state: &state)
        case .go(let url): return visitTyped(url)
        case .goInNewTab(let url): return openTab(url)
        case .refuse(let message):
            state.chrome.message = message
            return []
        case .search(let text):
            state.startSearch(for: text)
            return []
        case .followLink(let number): return follow(number: number)
        case .showTab(let index): return showTab(index)
        case .openLinkInNewTab(let number):
            guard let url = state.activePage?.rendered.links.first(where: { $0.number == number })?.url else {
                state.chrome.message = .error("No link number \(number) on this page")
                return []
            }
            return openTab(url)
        case .count(let count):
            state.chrome.keyPrefix = KeyPrefix(count: count)
            return handle(key)
        }
    }

    /// The answer to the question over the page (`Question.answer`).
    private mutating func route(_ answer: QuestionAnswer) -> [BrowserEffect] {
        switch answer {
        case .yes(.submit(let prepared)): return send(prepared)
        case .yes(.quit), .quitNow: state.exit = .quit
        case .yes(.closeTab(let id)): return closeTab(id)
        case .yes(.dismissModal): return dismissModal()
        case .yes(.clearTab(let id)): return clearTab(id)
        case .no: break
        }
        return []
    }

    /// Clicks follow links, use fields (also through their `<label>`s) and
    /// press `[Done]`; the wheel scrolls (`MouseClicks`).
    package mutating func handle(_ mouse: MouseEvent) -> [BrowserEffect] {
        let target = InputRouter.target(ofClickAt: mouse.row, column: mouse.column, in: state)
        switch state.mouse.handle(mouse.action, on: target, stack: state.activeStack, entryID: state.activePage?.entryID) {
        case .nothing: return []
        case .scroll(let rows):
            state.scrollActivePage(by: rows)
            return []
        case .click(.help):
            state.chrome.overlay = nil
            return []
        case .click(.done): return done()
        case .click(.answer(let yes)):
            // As its key would answer it: y or n.
            guard let answer = state.chrome.answerQuestion(with: .character(yes ? "y" : "n")) else { return [] }
            return route(answer)
        case .click(.tab(let index)): return showTab(index)
        case .click(let target):
            if state.fieldInUse?.filePrompt == nil { state.fieldInUse = nil }
            guard state.activePage != nil else { return [] }
            switch target {
            case .link(let link):
                state.changeActivePage { $0.focus = .link(link) }
                return follow(link: link)
            case .field(let field): return use(field: field)
            case .label(let field): return use(field: field, labelled: true)
            case .image(let image):
                state.changeActivePage { $0.focus = .image(image) }
                return viewFocusedImage()
            case .help, .done, .page, .tab, .answer: return []
            }
        }
    }

    /// Enter on an image, or a click on it, views it, as on a link to an image file.
    private mutating func viewFocusedImage() -> [BrowserEffect] {
        if let slot = state.activePage?.focusedImage { state.chrome.overlay = .image(ImageViewer(url: slot.url, label: slot.label)) }
        return []
    }

    /// A key in the image viewer: `s` saves the image with the downloads
    /// (into their directory, never over a file), Q quits, Esc, `q`, Enter
    /// or Left close it; the others do nothing.
    private mutating func viewImage(_ key: Key, _ viewer: ImageViewer) -> [BrowserEffect] {
        switch key {
        case .character("s"):
            guard let url = URL(address: viewer.url) else { return [] }
            state.chrome.overlay = nil
            return [state.downloads.start(url, purpose: .save, directory: state.downloads.directory, now: state.now)]
        case .character("Q"): state.exit = .quit
        case .escape, .character("q"), .enter, .left, .backspace, .character("h"): state.chrome.overlay = nil
        default: break
        }
        return []
    }
}
