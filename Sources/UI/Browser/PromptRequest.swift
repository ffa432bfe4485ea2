import FoundationEssentials

/// What a key in the status line's prompt asks of the browser, decided
/// from the prompt alone (`Prompt.request`); `Browser.handlePromptKey` routes it.
package enum PromptRequest {
    /// Still typing, or cancelled with nothing to undo.
    case nothing
    /// The user name was entered: the password is asked next.
    case askPassword(user: String)
    case answerChallenge(user: String, password: String)
    /// Esc on the user name or the password (`HTTPAuthentication.decline`).
    case declineChallenge
    case addBookmark(URL, title: String)
    case go(URL)
    case goInNewTab(URL)
    case refuse(StatusMessage)
    case search(String)
    case followLink(number: Int)
    /// N then t (vim's Ngt): the tab at this 0-based index.
    case showTab(Int)
    /// N then T: link number N in a new tab.
    case openLinkInNewTab(number: Int)
    /// `5j`: the number typed was a count for the key after it, which is handled again with it.
    case count(Int?)
}

extension Prompt {
    /// After `handle(key)` gave `outcome` (the prompt as edited): what the browser is asked to do.
    package func request(after outcome: Outcome, key: Key, relativeTo page: URL?) -> PromptRequest {
        switch outcome {
        case .edited: return .nothing
        case .cancelled:
            switch kind {
            case .userName, .password: return .declineChallenge
            default: return .nothing
            }
        case .notTaken:
            if kind == .linkNumber, let number = Int(text) {
                if key == .character("t") { return .showTab(number - 1) }
                if key == .character("T") { return .openLinkInNewTab(number: number) }
            }
            return .count(Int(text))
        case .entered: return entered(relativeTo: page)
        }
    }

    private func entered(relativeTo page: URL?) -> PromptRequest {
        switch kind {
        // An empty name is a name too (some servers want only a password); spaces are kept.
        case .userName: return .askPassword(user: text)
        case .password(let user): return .answerChallenge(user: user, password: text)
        default: break
        }
        let text = text.trimmingSpaces()
        // An emptied title is the URL's (`LibraryKeys.addBookmark`), not a cancelled bookmark.
        if case .bookmarkTitle(let url) = kind { return .addBookmark(url, title: text) }
        guard !text.isEmpty else { return .nothing }
        switch kind {
        case .goTo, .goToInTab:
            guard let url = URL(address: text, relativeTo: page)?.absoluteURL, url.scheme != nil else {
                return .refuse(.error("Not a URL: \(text)"))
            }
            return kind == .goTo ? .go(url) : .goInNewTab(url)
        case .search: return .search(text)
        case .linkNumber: return .followLink(number: Int(text) ?? 0)
        case .filePath, .bookmarkTitle, .rename, .folderName, .userName, .password: return .nothing
        }
    }
}
