import FoundationEssentials
import HTML
import Net
import Turbo

/// Typing into the status line: a URL, a search, a link number.
package enum PromptKeys {
    package static func handlePromptKey(_ key: Key, in browser: inout Browser) -> [BrowserEffect] {
        guard case .prompt(var prompt)? = browser.state.overlay else { return [] }
        let outcome = prompt.handle(key)
        browser.state.overlay = outcome == .edited ? .prompt(prompt) : nil
        switch outcome {
        case .entered: return submit(prompt, in: &browser)
        case .notTaken:
            // N then t shows tab N (vim's Ngt), N then T opens link N in a new tab.
            if prompt.kind == .linkNumber, let number = Int(prompt.text) {
                if key == .character("t") { return TabActions.show(number - 1, in: &browser) }
                if key == .character("T") { return TabActions.openNumberedLink(number, in: &browser) }
            }
            // `5j`: the number typed was a count for the key after it.
            browser.state.keyPrefix = KeyPrefix(count: Int(prompt.text))
            return KeyDispatch.handle(key, in: &browser)
        case .cancelled: return cancelled(prompt, in: &browser)
        case .edited: return []
        }
    }

    /// A 401 that asks for Basic or Digest: the user name is asked for in the
    /// status line (then the password, masked); nil for any other answer.
    /// Credentials already sent to that origin were refused: they are
    /// forgotten and the question says so.
    package static func askForCredentials(_ response: HTTPResponse, entry: PageEntry, stack: NavigationStackKind, in browser: inout Browser) -> [BrowserEffect]? {
        askForCredentials(response, answering: .visit(entry, stack), in: &browser)
    }

    /// A form's or a frame's 401 asks as a visit's does; while one question
    /// is open, another 401 is handled as it comes (one prompt at a time).
    package static func askForCredentials(_ response: HTTPResponse, answering request: ChallengedRequest, in browser: inout Browser) -> [BrowserEffect]? {
        guard browser.state.httpAuthentication.pending == nil else { return nil }
        let rejected = browser.state.httpAuthentication.credentials(for: response.url) != nil
        guard let challenge = AuthenticationChallenge(response, answering: request, rejected: rejected) else { return nil }
        if rejected { browser.state.httpAuthentication.forget(for: response.url) }
        browser.state.httpAuthentication.pending = challenge
        browser.state.overlay = .prompt(Prompt(kind: .userName(asker: challenge.asker), text: ""))
        browser.state.message = .info(challenge.question)
        return []
    }

    /// The frame is still in the page shown (not one left since the 401 came).
    private static func contains(_ document: Document, _ element: Element) -> Bool {
        sequence(first: element as Node, next: { $0.parent }).contains { $0 === document }
    }

    /// Esc on the user name or password: the 401 page is shown, as without a prompt.
    private static func cancelled(_ prompt: Prompt, in browser: inout Browser) -> [BrowserEffect] {
        switch prompt.kind {
        case .userName, .password:
            guard let challenge = browser.state.httpAuthentication.pending else { return [] }
            browser.state.httpAuthentication.pending = nil
            browser.state.message = nil
            switch challenge.request {
            case .visit(let entry, let stack):
                return NavigatorDecisions.show(VisitResponse(challenge.response), for: entry, in: stack, scroll: nil, on: &browser)
            case .form(let prepared):
                return SubmitFlow.handleAnswer(challenge.response, to: prepared, in: &browser)
            case .frame(_, let load, let stack):
                guard let document = browser.state.stacks[stack].page?.document, contains(document, load.frame.element) else { return [] }
                return FrameLoads.apply(challenge.response, to: load.frame, in: document, stack: stack, promotion: load.promotion,
                                        pageBefore: load.pageBefore, morph: load.morph, continuing: load, on: &browser)
            }
        default:
            return []
        }
    }

    /// Keys while a file field's path is typed; Enter reads the file for the field.
    package static func handleFilePromptKey(_ key: Key, in browser: inout Browser) -> [BrowserEffect] {
        guard let inUse = browser.state.fieldInUse, var prompt = inUse.filePrompt else { return [] }
        let outcome = prompt.handle(key)
        browser.state.fieldInUse = outcome == .edited ? FieldInUse(element: inUse.element, use: .filePath(prompt)) : nil
        let path = prompt.text.trimmingSpaces()
        guard outcome == .entered, !path.isEmpty else { return [] }
        return [.readFile(path: path, FieldActivation.reference(to: inUse.element, in: browser))]
    }

    private static func submit(_ prompt: Prompt, in browser: inout Browser) -> [BrowserEffect] {
        switch prompt.kind {
        case .userName:
            // An empty name is a name too (some servers want only a password); spaces are kept.
            browser.state.overlay = .prompt(Prompt(kind: .password(user: prompt.text), text: ""))
            return []
        case .password(let user):
            guard let challenge = browser.state.httpAuthentication.pending else { return [] }
            browser.state.httpAuthentication.pending = nil
            browser.state.httpAuthentication.remember(HTTPCredentials(user: user, password: prompt.text), for: challenge.response.url)
            browser.state.message = nil
            switch challenge.request {
            case .visit(let entry, let stack):
                return browser.startVisit(entry, in: stack, scroll: nil)
            case .form(let prepared):
                return SubmitFlow.send(prepared, in: &browser)
            case .frame(let fetch, let load, let stack):
                guard let document = browser.state.stacks[stack].page?.document, contains(document, load.frame.element) else { return [] }
                return [FrameLoads.startFrameLoad(fetch, frame: load.frame, in: stack, promotion: load.promotion, morph: load.morph,
                                                  continuing: load, on: &browser)]
            }
        default:
            break
        }
        let text = prompt.text.trimmingSpaces()
        // An emptied title is the URL's (`LibraryKeys.addBookmark`), not a cancelled bookmark.
        if case .bookmarkTitle(let url) = prompt.kind { return LibraryKeys.addBookmark(url, title: text, state: &browser.state) }
        guard !text.isEmpty else { return [] }
        switch prompt.kind {
        case .goTo, .goToInTab:
            guard let url = URL(address: text, relativeTo: browser.state.activePage?.url)?.absoluteURL, url.scheme != nil else {
                browser.state.message = .error("Not a URL: \(text)")
                return []
            }
            return prompt.kind == .goTo ? browser.propose(url) : TabActions.open(url, in: &browser)
        case .search:
            browser.state.search = text
            browser.state.searchRow = nil
            findMatch(forward: true, in: &browser)
            return []
        case .linkNumber:
            return PageFocus.followNumber(Int(text) ?? 0, in: &browser)
        case .filePath, .bookmarkTitle, .rename, .folderName, .userName, .password:
            return []
        }
    }

    /// Scrolls the next (or previous) line containing the search text to the
    /// top. Past the last match it goes on from the other end of the page,
    /// as lynx and less do, and says so.
    package static func findMatch(forward: Bool, in browser: inout Browser) {
        guard let query = browser.state.search?.lowercased(), let page = browser.state.activePage else {
            browser.state.message = .info("Nothing to search for: press / first")
            return
        }
        let lines = page.lines
        guard !lines.isEmpty else {
            browser.state.message = .info("Not found: \(query)")
            return
        }
        let start = min(max(browser.state.searchRow.map { forward ? $0 + 1 : $0 - 1 } ?? page.scrollTop, 0), lines.count - 1)
        let ahead: [Int] = forward ? Array(start..<lines.count) : Array(stride(from: start, through: 0, by: -1))
        let wrapped: [Int] = forward ? Array(0..<start) : Array(stride(from: lines.count - 1, to: start, by: -1))
        let matches: (Int) -> Bool = { lines[$0].text.lowercased().contains(query) }
        let found = ahead.first(where: matches).map { ($0, false) } ?? wrapped.first(where: matches).map { ($0, true) }
        guard let (row, didWrap) = found else {
            browser.state.message = .info("Not found: \(query)")
            return
        }
        browser.state.searchRow = row
        browser.state.activePage?.scrollTop = row
        PageFocus.scroll(by: 0, in: &browser)
        let wrapNote = didWrap ? (forward ? " (from the top)" : " (from the bottom)") : ""
        browser.state.message = .info("/\(query): line \(row + 1) of \(lines.count)\(wrapNote) (n: next, N: previous)")
    }
}
