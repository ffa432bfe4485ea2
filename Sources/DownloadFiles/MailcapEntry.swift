/// One mailcap line (RFC 1524 §2): the media type it handles, the view
/// command, and the fields turbo-tui acts on. Other fields (`print=`,
/// `compose=`, `description=`...) are kept out: they do not change viewing.
package struct MailcapEntry: Equatable {
    /// Lowercased `type/subtype`; `type/*` (or a bare `type`, RFC 1524 §2.1) matches every subtype.
    package let mediaType: String
    package let command: String
    /// Its output is text to page through: shown inside turbo-tui.
    package let copiousOutput: Bool
    package let needsTerminal: Bool
    /// `test=`: a command whose exit status 0 says the entry applies here (a display, a program installed).
    package let test: String?
    /// Where the line came from (file and line number), for messages.
    package let origin: String

    package func matches(_ type: String) -> Bool {
        let type = type.lowercased()
        if mediaType == type { return true }
        guard mediaType.hasSuffix("/*") else { return false }
        return type.hasPrefix(mediaType.dropLast())
    }
}
