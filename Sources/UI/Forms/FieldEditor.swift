/// Typing into one field: the text as grapheme clusters (so a wide or
/// combined character is one step of the cursor) and the cursor before
/// `cursor`. Single-line fields end on Enter; a textarea takes Enter as a
/// line break and ends on Esc.
package struct FieldEditor: Equatable {
    package enum Outcome: Equatable {
        case edited, finished, ignored
        /// A character not taken: the field holds `maximumCharacters` already.
        case full
    }

    /// What a field may hold: far more than any form wants, and bounded, so
    /// a paste of a whole file cannot grow it without end (issue 32).
    package static let maximumCharacters = 1 << 20
    package static let fullMessage = StatusMessage.error("A field holds at most 1 048 576 characters: the rest was not typed")

    package let isMultiline: Bool
    /// `maxlength`, counted in UTF-16 units as browsers count it.
    package let maxLength: Int?
    /// Whether Enter, ending the typing, also sends the form (implicit
    /// submission), for the status line to say so.
    package var enterSendsForm = false
    package private(set) var characters: [Character]
    package private(set) var cursor: Int
    /// The text's length in UTF-16 units, kept as it changes (`maxLength` is checked on every key).
    private var utf16Count: Int

    package init(text: String, isMultiline: Bool, maxLength: Int? = nil) {
        self.isMultiline = isMultiline
        self.maxLength = maxLength
        characters = Array(isMultiline ? text : text.filter { !$0.isNewline })
        cursor = characters.count
        utf16Count = characters.reduce(0) { $0 + $1.utf16.count }
    }

    package var text: String { String(characters) }

    package mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .character(let character): return insert(character)
        case .enter: return isMultiline ? insert("\n") : .finished
        case .escape: return .finished
        case .backspace:
            guard cursor > 0 else { return .ignored }
            cursor -= 1
            utf16Count -= characters.remove(at: cursor).utf16.count
        case .delete:
            guard cursor < characters.count else { return .ignored }
            utf16Count -= characters.remove(at: cursor).utf16.count
        case .left: cursor = max(cursor - 1, 0)
        case .right: cursor = min(cursor + 1, characters.count)
        case .home, .control("a"): cursor = isMultiline ? lineStart : 0
        case .end: cursor = isMultiline ? lineEnd : characters.count
        case .up where isMultiline: moveLine(by: -1)
        case .down where isMultiline: moveLine(by: 1)
        case .control("u"):
            let start = isMultiline ? lineStart : 0
            utf16Count -= characters[start..<cursor].reduce(0) { $0 + $1.utf16.count }
            characters.removeSubrange(start..<cursor)
            cursor = start
        default: return .ignored
        }
        return .edited
    }

    /// What `insert(run:)` did with the keys at the front of a run.
    package struct RunInsertion: Equatable {
        /// Keys taken: characters, and line breaks in a textarea.
        package var taken = 0
        package var edited = false
        /// A character was refused: the field holds `maximumCharacters`.
        package var full = false

        package init(taken: Int = 0, edited: Bool = false, full: Bool = false) {
            self.taken = taken
            self.edited = edited
            self.full = full
        }
    }

    /// The characters (and, in a textarea, the line breaks) at the front of
    /// `keys`, each taken as `handle` takes it (`maxLength`, the cap), and
    /// put in at once: a paste into the middle of a long text moves what
    /// follows the cursor once, not once a key (issue 32).
    package mutating func insert(run keys: ArraySlice<Key>) -> RunInsertion {
        var result = RunInsertion()
        var typed: [Character] = []
        var units = 0
        for key in keys {
            let character: Character
            if case .character(let typedCharacter) = key {
                character = typedCharacter
            } else if case .enter = key, isMultiline {
                character = "\n"
            } else {
                break
            }
            result.taken += 1
            if !accept(character, typed: &typed, units: &units) { result.full = true }
        }
        characters.insert(contentsOf: typed, at: cursor)
        cursor += typed.count
        utf16Count += units
        result.edited = !typed.isEmpty
        return result
    }

    /// Adds `character` to a run being typed unless `maxLength` leaves no
    /// room (ignored, as a key is); false when the cap refused it.
    private func accept(_ character: Character, typed: inout [Character], units: inout Int) -> Bool {
        let needed = character.utf16.count
        if let maxLength, utf16Count + units + needed > maxLength { return true }
        guard characters.count + typed.count < Self.maximumCharacters else { return false }
        typed.append(character)
        units += needed
        return true
    }

    /// One key's character: a run of one, by the same rule (`accept`).
    private mutating func insert(_ character: Character) -> Outcome {
        let run = insert(run: [Key.character(character)][...])
        return run.full ? .full : run.edited ? .edited : .ignored
    }

    private var lineStart: Int {
        var index = cursor
        while index > 0 && characters[index - 1] != "\n" { index -= 1 }
        return index
    }

    private var lineEnd: Int {
        var index = cursor
        while index < characters.count && characters[index] != "\n" { index += 1 }
        return index
    }

    /// Up and Down in a textarea: the same position in the line above or below.
    private mutating func moveLine(by step: Int) {
        let column = cursor - lineStart
        if step < 0 {
            let start = lineStart
            guard start > 0 else { cursor = 0; return }
            cursor = start - 1
            cursor = min(lineStart + column, cursor)
        } else {
            let end = lineEnd
            guard end < characters.count else { cursor = characters.count; return }
            cursor = end + 1
            cursor = min(cursor + column, lineEnd)
        }
    }
}
