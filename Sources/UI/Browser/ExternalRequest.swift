import FoundationEssentials

/// A URL handed outside the browser (`o`: `$BROWSER`, `y`: the clipboard):
/// the effect the loop runs, and what the status line says of it now.
package struct ExternalRequest {
    package let effects: [BrowserEffect]
    package let message: StatusMessage?

    package static func open(_ url: URL, canOpen: Bool) -> ExternalRequest {
        guard canOpen else { return ExternalRequest(effects: [], message: .error("Set $BROWSER to open \(url.absoluteString) (y copies it)")) }
        return ExternalRequest(effects: [.openExternally(url)], message: nil)
    }

    /// A configured copy command's outcome is known only once it has run: the loop says it.
    /// OSC 52 has no answer: xterm drops it unless allowed (disallowedWindowOps),
    /// tmux unless set-clipboard is on. Say what was done, not that it worked.
    package static func copy(_ url: URL, command: String?) -> ExternalRequest {
        let message: StatusMessage? = command != nil ? nil
            : .info("Sent \(url.absoluteString) to the terminal's clipboard (OSC 52: tmux needs set-clipboard on, xterm allowWindowOps)")
        return ExternalRequest(effects: [.copy(url.absoluteString)], message: message)
    }
}
