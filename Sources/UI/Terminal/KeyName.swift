/// Key names for `{"press":...}`, as the help screen writes them: one
/// character stands for itself, `C-r` (or `Ctrl-R`) is Ctrl plus a letter.
package enum KeyName {
    private static let named: [(names: [String], key: Key)] = [
        (["enter", "return"], .enter), (["tab"], .tab), (["s-tab", "shift-tab", "backtab"], .backTab),
        (["esc", "escape"], .escape), (["backspace"], .backspace), (["delete", "del"], .delete),
        (["up"], .up), (["down"], .down), (["left"], .left), (["right"], .right),
        (["pageup", "pgup"], .pageUp), (["pagedown", "pgdn"], .pageDown), (["home"], .home), (["end"], .end),
        (["space"], .character(" ")),
    ]

    package static let namesForHelp = "Enter, Tab, S-Tab, Esc, Backspace, Delete, Up, Down, Left, Right, PgUp, PgDn, Home, End, "
        + "Space, F1-F12, C-a to C-z"

    /// How the help screen writes a key: itself, `Space`, `Ctrl-N`, `PgDn`.
    package static func name(of key: Key) -> String {
        switch key {
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        case .control(let letter): return "Ctrl-" + letter.uppercased()
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .function(let number): return "F\(number)"
        }
    }

    /// A two-key sequence: `gg` when both are characters, else `g Tab`.
    package static func name(of keys: [Key]) -> String {
        let plain = keys.count > 1 && keys.allSatisfy { if case .character(let c) = $0 { return c != " " } else { return false } }
        return keys.map(name(of:)).joined(separator: plain ? "" : " ")
    }

    package static func key(named text: String) -> Key? {
        if text.count == 1, let character = text.first, !character.isNewline,
           character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) {
            return .character(character)
        }
        let lowered = text.lowercased()
        if let entry = named.first(where: { $0.names.contains(lowered) }) { return entry.key }
        for prefix in ["c-", "ctrl-", "ctrl+"] where lowered.hasPrefix(prefix) {
            let rest = lowered.dropFirst(prefix.count)
            guard rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter else { return nil }
            return .control(letter)
        }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number) { return .function(number) }
        return nil
    }
}
