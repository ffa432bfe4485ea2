import FoundationEssentials

/// Keys for downloads: `s` and `v` on a file offer, and the keys of the
/// downloads screen (j/k select, c cancels the selected download, Space/b
/// scroll; Esc, q or D close it). `InputRouter` hands them here before the
/// browser's own table.
package enum DownloadKeys {
    /// `s` or `v` on the file on offer (nil: the key is not for the offer's download).
    package static func purpose(of key: Key, in state: BrowserState) -> Download.Purpose? {
        guard let offered = state.downloads.offered, state.offer?.url == offered.url else { return nil }
        switch key {
        case .character("s"): return .save
        case .character("v"): return .view
        default: return nil
        }
    }

    /// The file on offer saved or viewed.
    package static func startOffered(_ purpose: Download.Purpose, state: inout BrowserState) -> [BrowserEffect] {
        guard let offered = state.downloads.offered else { return [] }
        state.chrome.overlay = nil
        state.downloads.offered = nil
        state.chrome.message = nil
        return [state.downloads.start(offered.url, purpose: purpose, directory: state.downloads.directory, now: state.now,
                                      held: offered.held)]
    }

    /// Esc with a download in view (the status line's): cancels it.
    package static func cancelInView(state: inout BrowserState) -> [BrowserEffect]? {
        guard let download = state.downloads.inView else { return nil }
        return cancel(download.id, state: &state)
    }

    private static func cancel(_ id: Int, state: inout BrowserState) -> [BrowserEffect]? {
        guard let (message, effects) = state.downloads.cancel(id, now: state.now) else { return nil }
        state.chrome.message = message
        return effects
    }

    package static func handleScreenKey(_ key: Key, _ screen: DownloadsScreen, state: inout BrowserState) -> [BrowserEffect] {
        let rows = max(state.size.rows - 2, 1)
        let page = max(rows - 1, 1)
        let items = state.downloads.items
        var next: DownloadsScreen? = screen
        var effects: [BrowserEffect] = []
        switch (key, screen) {
        case (.character("j"), .list), (.down, .list): next = screen.selecting(by: 1, in: items, visibleRows: rows)
        case (.character("k"), .list), (.up, .list): next = screen.selecting(by: -1, in: items, visibleRows: rows)
        case (.character("c"), .list(_, let selected?)):
            if let cancelled = cancel(selected, state: &state) {
                effects = cancelled
            } else {
                state.chrome.message = .info("Only a running download can be cancelled")
            }
        case (.character("j"), _), (.down, _), (.enter, _): next = screen.scrolled(by: 1)
        case (.character("k"), _), (.up, _): next = screen.scrolled(by: -1)
        case (.character(" "), _), (.pageDown, _), (.control("f"), _): next = screen.scrolled(by: page)
        case (.character("b"), _), (.pageUp, _), (.control("b"), _): next = screen.scrolled(by: -page)
        case (.character("Q"), _), (.control("c"), _): state.exit = .quit
        case (.escape, _), (.character("q"), _), (.character("D"), _), (.left, _), (.backspace, _), (.character("h"), _): next = nil
        default: break
        }
        state.chrome.overlay = next.map(Overlay.downloads)
        return effects
    }
}
