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

    /// Esc on the user name or password: the challenge is declined (`Browser.declineChallenge`).
    private static func cancelled(_ prompt: Prompt, in browser: inout Browser) -> [BrowserEffect] {
        switch prompt.kind {
        case .userName, .password: browser.declineChallenge()
        default: []
        }
    }

    private static func submit(_ prompt: Prompt, in browser: inout Browser) -> [BrowserEffect] {
        switch prompt.kind {
        case .userName:
            // An empty name is a name too (some servers want only a password); spaces are kept.
            browser.state.overlay = .prompt(Prompt(kind: .password(user: prompt.text), text: ""))
            return []
        case .password(let user):
            return browser.answerChallenge(user: user, password: prompt.text)
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
            browser.state.findMatch(forward: true)
            return []
        case .linkNumber:
            return browser.follow(number: Int(text) ?? 0)
        case .filePath, .bookmarkTitle, .rename, .folderName, .userName, .password:
            return []
        }
    }
}
