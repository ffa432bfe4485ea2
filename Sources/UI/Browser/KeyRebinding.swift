/// One `bind = KEY ACTION` line (or `--bind`): KEY is a key name as the
/// help writes it (`j`, `Ctrl-N`, `PgDn`, `F2`, `Space`) or two keys
/// (`gg`, `g t`); ACTION is an action of the key table (`next-target`)
/// or `none`, which takes the key away from what it did.
package struct KeyRebinding: Equatable, Sendable {
    package let keys: [Key]
    /// Nil for `none`.
    package let command: KeyCommand?
    /// Where it was given, as `config show` prints it.
    package var origin: String

    package static let unbound = "none"

    /// The same binding wherever it was given: a file's line and a flag saying the same are equal.
    package static func == (lhs: KeyRebinding, rhs: KeyRebinding) -> Bool {
        lhs.keys == rhs.keys && lhs.command == rhs.command
    }

    /// The problem in words when `text` is not a binding.
    package static func parse(_ text: String, origin: String) -> Result<KeyRebinding, KeyRebinding.Problem> {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 2, let action = words.last else {
            return .failure(Problem("wants a key and an action, such as 'Ctrl-N next-target', not '\(text)'"))
        }
        let command: KeyCommand?
        if action == unbound {
            command = nil
        } else if let row = KeyBinding.all.first(where: { $0.action == action }) {
            command = row.command
        } else {
            return .failure(Problem("unknown action '\(action)' (docs/keys.md lists them, e.g. next-target, top, none)"))
        }
        let names = words.dropLast()
        var keys: [Key]
        if names.count == 1, let key = KeyName.key(named: names[0]) {
            keys = [key]
        } else if names.count == 1, names[0].count == 2 {
            // `gg`: two characters that are not one key's name.
            keys = names[0].compactMap { KeyName.key(named: String($0)) }
            guard keys.count == 2 else { return .failure(Problem("unknown key '\(names[0])' (keys: a character, \(KeyName.namesForHelp))")) }
        } else {
            keys = names.compactMap { KeyName.key(named: $0) }
            if keys.count != names.count {
                let bad = names.first { KeyName.key(named: $0) == nil } ?? ""
                return .failure(Problem("unknown key '\(bad)' (keys: a character, \(KeyName.namesForHelp))"))
            }
        }
        guard (1...2).contains(keys.count) else {
            return .failure(Problem("binds one key or two in a row, not '\(names.joined(separator: " "))'"))
        }
        return .success(KeyRebinding(keys: keys, command: command, origin: origin))
    }

    package struct Problem: Error, Equatable {
        package let message: String
        package init(_ message: String) { self.message = message }
    }
}
