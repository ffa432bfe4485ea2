import Foundation

/// Keys for downloads: `s` and `v` on a file offer, and the keys of the
/// downloads screen (scroll; Esc, q or D close it). The browser hands them
/// here before its own table; nil means the key is not for downloads.
enum DownloadKeys {
    static func handle(_ key: Key, state: inout BrowserState) -> [BrowserEffect]? {
        if let screen = state.downloads.screen { return handleScreenKey(key, screen, state: &state) }
        guard let offered = state.downloads.offered, state.offer?.url == offered.url else { return nil }
        let purpose: Download.Purpose
        switch key {
        case .character("s"): purpose = .save
        case .character("v"): purpose = .view
        default: return nil
        }
        state.overlay = nil
        state.downloads.offered = nil
        state.message = nil
        return [state.downloads.start(offered.url, purpose: purpose, directory: state.downloads.directory, now: state.now)]
    }

    /// Esc with a download in view (the status line's): cancels it.
    static func cancelInView(state: inout BrowserState) -> [BrowserEffect]? {
        guard let download = state.downloads.inView,
              let (message, effects) = state.downloads.cancel(download.id, now: state.now) else { return nil }
        state.message = message
        return effects
    }

    private static func handleScreenKey(_ key: Key, _ screen: DownloadsScreen, state: inout BrowserState) -> [BrowserEffect] {
        let page = max(state.size.rows - 3, 1)
        switch key {
        case .character("j"), .down, .enter: state.downloads.screen = screen.scrolled(by: 1)
        case .character("k"), .up: state.downloads.screen = screen.scrolled(by: -1)
        case .character(" "), .pageDown, .control("f"): state.downloads.screen = screen.scrolled(by: page)
        case .character("b"), .pageUp, .control("b"): state.downloads.screen = screen.scrolled(by: -page)
        case .character("Q"), .control("c"): state.exit = .quit
        case .escape, .character("q"), .character("D"), .left, .backspace, .character("h"): state.downloads.screen = nil
        default: break
        }
        return []
    }
}
