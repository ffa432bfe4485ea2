import FoundationEssentials

/// What the browser draws around and over the page, and holds while the
/// reader types there: the status line's message and the rows it takes,
/// the overlay (a prompt, a question, the help, a list view, an offer), the
/// keys typed so far that wait for the next one, and the search.
package struct Chrome {
    package var message: StatusMessage?
    /// A prompt, a question, the help screen or an offer, over the page.
    package var overlay: Overlay?
    /// A count, the first of two keys, or a mark's `m` waiting for the next key.
    package var keyPrefix = KeyPrefix()
    /// The text searched for last (`/`), and the row of its match shown.
    package var search: String?
    package var searchRow: Int?
    /// Rows the status line took in the last frame (`StatusLineView.rows`).
    package var statusRows = 1

    package init() {}
}


/// The chrome's own keys: the prompt's typing, the question's answer, the
/// help's scrolling, an offer's dismissal. Each returns what it asks of
/// the other owners, for `Browser` to route.
extension Chrome {
    /// The keys typed before this one left pending: this key takes them (they never outlive it).
    package mutating func takeKeyPrefix() -> KeyPrefix {
        defer { keyPrefix = KeyPrefix() }
        return keyPrefix
    }

    /// A key typed into the prompt over the page: it stays open while edited.
    package mutating func typeInPrompt(_ key: Key, relativeTo page: URL?) -> PromptRequest {
        guard case .prompt(var prompt)? = overlay else { return .nothing }
        let outcome = prompt.handle(key)
        overlay = outcome == .edited ? .prompt(prompt) : nil
        return prompt.request(after: outcome, key: key, relativeTo: page)
    }

    /// A key on the question over the page: an answer closes it, and a no says nothing was sent.
    package mutating func answerQuestion(with key: Key) -> QuestionAnswer? {
        guard case .question(let question)? = overlay, let answer = question.answer(key) else { return nil }
        overlay = nil
        if case .no(let action) = answer {
            if case .submit = action { message = .info("Nothing was sent") } else { message = nil }
        }
        return answer
    }

    /// The help screen scrolls with the motion keys; any other key closes it.
    package mutating func scrollHelp(from top: Int, by command: KeyCommand?, screenRows: Int) {
        overlay = HelpScroll(top: top, screenRows: screenRows).after(command)
    }

    /// A key over an offer to open a URL elsewhere: o and y act on it (through
    /// their bindings, so not taken here), Esc dismisses it (taken), any
    /// other key closes it and goes on to the page. True when taken.
    package mutating func takeOfferKey(_ key: Key) -> Bool {
        if key == .character("o") || key == .character("y") { return false }
        overlay = nil
        guard key == .escape else { return false }
        message = nil
        return true
    }

    /// The offer of a URL for another program, over nothing but another offer:
    /// a prompt, a question or the help being read stays.
    package mutating func offer(_ url: URL, because reason: String, canOpenExternally: Bool) {
        switch overlay {
        case nil, .offer?: overlay = .offer(ExternalOffer(url: url))
        case .prompt?, .question?, .help?, .history?, .bookmarks?, .downloads?, .image?: break
        }
        let choices = canOpenExternally ? "o: open with $BROWSER, y: copy URL" : "y: copy URL ($BROWSER is not set)"
        message = .info("\(reason): \(url.absoluteString) (\(choices), Esc: dismiss)")
    }

    /// Anything the reader does next (a key, a driver's command) ends an offer of a URL elsewhere.
    package mutating func dismissOffer() {
        if case .offer? = overlay { overlay = nil }
    }

    /// The tab shown is left: its search, an offer about its page and what the status line said of it go.
    package mutating func leaveTab() {
        search = nil
        searchRow = nil
        dismissOffer()
        message = nil
    }
}
