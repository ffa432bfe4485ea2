import FoundationEssentials
import Store

/// Keys of the history view and the bookmarks view, and `a` adding a
/// bookmark: the browser hands a key here while one of the views is shown
/// and acts on what comes back. Opening an entry is the browser's
/// (`Browser.openListed`), one path for both views.
package enum LibraryKeys {
    package enum Action: Equatable {
        case open(URL, inNewTab: Bool)
        case effects([BrowserEffect])
    }

    /// nil: neither view is shown.
    package static func handle(_ key: Key, state: inout BrowserState) -> Action? {
        switch state.chrome.overlay {
        case .history?, .bookmarks?:
            // Quit at once works everywhere, as on the help and downloads screens.
            guard key != .character("Q") && key != .control("c") else {
                state.exit = .quit
                return .effects([])
            }
        default: return nil
        }
        switch state.chrome.overlay {
        case .history(var list)?:
            let outcome = list.handle(key, entries: state.visited.newestFirst, rows: HistoryView.listRows(state.size))
            state.chrome.overlay = .history(list)
            switch outcome {
            case .stay: return .effects([])
            case .close:
                state.chrome.overlay = nil
                return .effects([])
            case .open(let url, let inNewTab): return .open(url, inNewTab: inNewTab)
            }
        case .bookmarks(var list)?:
            state.chrome.message = nil
            let outcome = list.handle(key, bookmarks: &state.bookmarks, rows: BookmarksView.listRows(state.size))
            state.chrome.overlay = .bookmarks(list)
            switch outcome {
            case .stay: return .effects([])
            case .close:
                state.chrome.overlay = nil
                return .effects([])
            case .open(let text, let inNewTab):
                guard let url = URL(address: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
                    state.chrome.message = .error("turbo-tui opens http and https bookmarks, not \(text)")
                    return .effects([])
                }
                return .open(url, inNewTab: inNewTab)
            case .edited(let message):
                state.chrome.message = .info(message)
                return .effects([.saveBookmarks(state.bookmarks)])
            case .refused(let message):
                state.chrome.message = .error(message)
                return .effects([])
            }
        default:
            return nil
        }
    }

    /// `a`: the focused link, else the page, with its title to edit.
    package static func startBookmark(state: inout BrowserState) {
        guard let page = state.activePage else {
            state.chrome.message = .info("No page to bookmark")
            return
        }
        let link = page.focusedLink.map { page.rendered.links[$0] }
        guard let url = link?.url ?? (page.failure == nil ? page.url : nil) else {
            state.chrome.message = .info("No page to bookmark")
            return
        }
        let title = link.map { OneLineText.clean($0.element.textContent) } ?? page.title
        state.chrome.overlay = .prompt(Prompt(kind: .bookmarkTitle(url), text: title))
    }

    /// The bookmark prompt's Enter: into the top folder, where the view can move it from.
    package static func addBookmark(_ url: URL, title typed: String, state: inout BrowserState) -> [BrowserEffect] {
        let title = OneLineText.clean(typed).isEmpty ? url.absoluteString : OneLineText.clean(typed)
        do {
            let id = try state.bookmarks.addBookmark(title: title, url: url.absoluteString, added: Date())
            if case .bookmarks(var list)? = state.chrome.overlay {
                list.selected = id
                state.chrome.overlay = .bookmarks(list)
            }
        } catch {
            state.chrome.message = .error("Cannot bookmark: \(error.description)")
            return []
        }
        state.chrome.message = .info("Bookmarked \"\(title)\" (B: the bookmarks)")
        return [.saveBookmarks(state.bookmarks)]
    }
}
