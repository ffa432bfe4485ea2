/// The key bindings in force: the table's (`KeyBinding.all`) with the
/// config file's and the flags' `bind` lines applied in order, so a later
/// one wins. A key (or two-key sequence) does one thing: binding it takes
/// it from the action it had.
package struct KeyMap: Equatable, Sendable {
    /// A key sequence and its action; `origin` is `default` or where the
    /// `bind` came from. A nil command is a key the user unbound.
    package struct Bound: Equatable, Sendable {
        package let keys: [Key]
        package let command: KeyCommand?
        package let origin: String
    }

    package private(set) var bound: [Bound]

    package static let defaultOrigin = "default"
    package static let defaults = KeyMap(rebindings: [])

    package init(rebindings: [KeyRebinding]) {
        bound = KeyBinding.all.flatMap { row in
            row.allSequences.map { Bound(keys: $0, command: row.command, origin: Self.defaultOrigin) }
        }
        for rebinding in rebindings {
            bound.removeAll { $0.keys == rebinding.keys }
            bound.append(Bound(keys: rebinding.keys, command: rebinding.command, origin: rebinding.origin))
        }
    }

    package func command(for keys: [Key]) -> KeyCommand? {
        bound.first { $0.keys == keys && $0.command != nil }?.command
    }

    package func command(for key: Key) -> KeyCommand? { command(for: [key]) }

    /// Whether `keys` start a longer binding, so the next key may complete it.
    package func isPrefix(_ keys: [Key]) -> Bool {
        bound.contains { $0.command != nil && $0.keys.count > keys.count && Array($0.keys.prefix(keys.count)) == keys }
    }

    /// The table's rows with the keys in force: a row whose keys changed is
    /// named from them; one left as it was keeps its own names ("0-9 then Enter").
    package var rows: [KeyBinding] {
        KeyBinding.all.compactMap { row in
            let sequences = bound.filter { $0.command == row.command }.map(\.keys)
            if sequences == row.allSequences { return row }
            guard !sequences.isEmpty else { return nil }
            let names = sequences.map(KeyName.name(of:))
            return KeyBinding(keys: sequences.filter { $0.count == 1 }.map { $0[0] }, sequences: sequences.filter { $0.count > 1 },
                              names: names.joined(separator: ", "), command: row.command, brief: row.brief, summary: row.summary)
        }
    }
}
