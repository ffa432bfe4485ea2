import UI

/// Keys typed into a field (`FieldEditor`, the UI's editor): the first byte picks
/// single-line or textarea and a `maxlength`; then bytes below 0x20 are editing
/// keys and the rest is UTF-8 text, typed a character at a time. After every key
/// the cursor is inside the text, a single-line field holds no LF or CR, the
/// text is within `maxlength` in UTF-16 units (which the editor counts as it goes),
/// and what a key did agrees with its outcome.
enum FieldEditingFuzz {
    /// Keys a run takes at most: an insertion moves the characters after the cursor,
    /// so 64 KiB of keys in the middle of 64 KiB of text would time out in the
    /// sanitized build without saying anything about the editor's rules.
    static let maximumKeys = 8_192

    private static let editingKeys: [Key] = [
        .enter, .escape, .backspace, .delete, .left, .right, .home, .end, .up, .down,
        .control("u"), .control("a"), .tab, .pageUp, .pageDown, .control("e"),
    ]

    static func run(_ bytes: [UInt8]) {
        guard let flags = bytes.first else { return }
        let maxLength: Int? = [nil, 0, 5, 64][Int(flags >> 1) & 3]
        var editor = FieldEditor(text: "", isMultiline: flags & 1 == 1, maxLength: maxLength)
        for key in keys(Array(bytes.dropFirst())).prefix(maximumKeys) {
            let before = editor
            let outcome = editor.handle(key)
            check(editor, after: key, from: before, outcome)
        }
    }

    /// Control bytes as editing keys; the text between them as its characters.
    private static func keys(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var text: [UInt8] = []
        func flush() {
            keys += String(decoding: text, as: UTF8.self).map { Key.character($0) }
            text = []
        }
        for byte in bytes {
            if byte < 0x20 {
                flush()
                keys.append(editingKeys[Int(byte) % editingKeys.count])
            } else {
                text.append(byte)
            }
        }
        flush()
        return keys
    }

    private static func check(_ editor: FieldEditor, after key: Key, from before: FieldEditor, _ outcome: FieldEditor.Outcome) {
        let text = editor.text
        FuzzCheck.require((0...editor.characters.count).contains(editor.cursor), "cursor \(editor.cursor) outside the text")
        // HTML strips LF and CR from a one-line field's value (U+2028 and its kind stay, as in browsers).
        FuzzCheck.require(editor.isMultiline || !text.unicodeScalars.contains { $0 == "\n" || $0 == "\r" },
                          "a line break in a one-line field")
        if let maxLength = editor.maxLength {
            FuzzCheck.require(text.utf16.count <= maxLength, "\(text.utf16.count) UTF-16 units over maxlength \(maxLength)")
        }
        switch (key, outcome) {
        case (.character(let character), .edited):
            FuzzCheck.require(editor.characters.count == before.characters.count + 1
                                && editor.characters[editor.cursor - 1] == character, "a typed character not inserted at the cursor")
        case (.character(let character), .ignored):
            // Refused only for maxlength, as the editor counts it.
            let room = (editor.maxLength ?? Int.max) - before.text.utf16.count
            FuzzCheck.require(character.utf16.count > room && editor == before, "a character refused with room for it")
        case (.backspace, .edited), (.delete, .edited):
            FuzzCheck.require(editor.characters.count == before.characters.count - 1, "a deletion that did not delete one character")
        case (_, .ignored):
            FuzzCheck.require(editor == before, "an ignored key changed the field")
        default:
            break
        }
    }
}
