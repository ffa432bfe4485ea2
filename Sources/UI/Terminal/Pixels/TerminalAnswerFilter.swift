import Base

/// Takes the terminal's answers (`TerminalAnswer`) out of the keys curses
/// reads: they arrive on standard input like keys, and curses hands over
/// each of their characters as one (an escape, then `[`, `?`, ...). A
/// sequence that is no answer is given back as the keys it was, in order, so
/// nothing typed is lost; an answer is never a key.
///
/// While answers are awaited (`awaiting`), a sequence cut at the end of a
/// read (an escape alone, `ESC [ ?6`) is held until the next read completes
/// or refutes it, or until `release` (the loop's deadline). Otherwise only
/// the start of an answer that is surely not typed (`ESC [ ?`, `ESC _ G`)
/// is held, and an escape alone is the Escape key at once, as before.
package struct TerminalAnswerFilter {
    package var awaiting = false
    private var held: [Key] = []
    /// An answer longer than this is no answer (kitty's error texts are short).
    private static let longest = 512

    package init() {}

    /// The events of one read, answers taken out.
    package mutating func filter(_ events: [InputEvent]) -> (events: [InputEvent], answers: [TerminalAnswer]) {
        var out: [InputEvent] = []
        var answers: [TerminalAnswer] = []
        for event in events {
            guard case .key(let key) = event else {
                out += flush()
                out.append(event)
                continue
            }
            feed(key, into: &out, answers: &answers)
        }
        if !held.isEmpty && !awaiting && !Self.surelyAnswer(held) { out += flush() }
        return (out, answers)
    }

    /// Whatever is held, as keys: the wait is over.
    package mutating func release() -> [InputEvent] {
        flush()
    }

    private mutating func flush() -> [InputEvent] {
        defer { held = [] }
        return held.map { .key($0) }
    }

    private mutating func feed(_ key: Key, into out: inout [InputEvent], answers: inout [TerminalAnswer]) {
        if held.isEmpty {
            if key == .escape { held = [key] } else { out.append(.key(key)) }
            return
        }
        held.append(key)
        switch Self.read(held) {
        case .partial:
            return
        case .answer(let answer):
            answers.append(answer)
            held = []
        case .report:
            held = []
        case .keys:
            // The first key was typed; the rest may still start an answer.
            let rest = held.dropFirst()
            out.append(.key(held[0]))
            held = []
            for key in rest { feed(key, into: &out, answers: &answers) }
        }
    }

    private enum Reading {
        case partial
        case answer(TerminalAnswer)
        /// Another report of the terminal's (`ESC [ ? ... $ y`, an APC): no key sends one, so it is dropped.
        case report
        case keys
    }

    /// `ESC [ ?` or `ESC _ G`: no key sequence starts so.
    private static func surelyAnswer(_ keys: [Key]) -> Bool {
        let text = characters(keys.dropFirst())
        return text.hasPrefix("[?") || text.hasPrefix("_G")
    }

    private static func characters(_ keys: ArraySlice<Key>) -> String {
        var text = ""
        for key in keys {
            switch key {
            case .character(let character): text.append(character)
            case .escape: text.append("\u{1B}")
            default: text.append("\u{0}")
            }
        }
        return text
    }

    /// What `keys` (an escape first) are so far.
    private static func read(_ keys: [Key]) -> Reading {
        guard keys.count <= longest else { return .keys }
        let text = characters(keys[1...])
        if text.contains("\u{0}") { return .keys }
        if text.hasPrefix("[") { return readControlSequence(text.dropFirst()) }
        if text.hasPrefix("_") { return readGraphicsAnswer(text.dropFirst()) }
        return .keys
    }

    /// After `ESC [`: parameters (0x30-0x3F; after `?`, intermediates 0x20-0x2F too), then a final byte.
    private static func readControlSequence(_ text: Substring) -> Reading {
        guard let last = text.unicodeScalars.last else { return .partial }
        let parameters = text.unicodeScalars.dropLast()
        let report = text.hasPrefix("?")
        let middle: ClosedRange<UInt32> = report ? 0x20...0x3F : 0x30...0x3F
        guard parameters.allSatisfy({ middle.contains($0.value) }) else { return .keys }
        if middle.contains(last.value) { return text.count > 64 ? .keys : .partial }
        guard (0x40...0x7E).contains(last.value) else { return .keys }
        let body = String(parameters)
        if last == "c", body.hasPrefix("?") {
            // kitty ends its list with an empty one: `ESC [ ? 62 ; c`.
            let numbers = body.dropFirst().split(separator: ";").map { Int($0) }
            guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return .report }
            return .answer(.primaryAttributes(numbers.compactMap { $0 }))
        }
        if report { return .report }
        if last == "t" {
            let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
            if numbers.count == 3, numbers[0] == 6, let height = numbers[1], let width = numbers[2], height > 0, width > 0 {
                return .answer(.cellSize(PixelSize(width: width, height: height)))
            }
        }
        return .keys
    }

    /// After `ESC _`: `G`, the keys, `;`, the message, then `ESC \`.
    private static func readGraphicsAnswer(_ text: Substring) -> Reading {
        guard let first = text.first else { return .partial }
        guard first == "G" else { return .keys }
        guard let escape = text.firstIndex(of: "\u{1B}") else { return .partial }
        let after = text[text.index(after: escape)...]
        guard let terminator = after.first else { return .partial }
        guard terminator == "\\", after.count == 1 else { return .keys }
        let body = text[text.index(after: text.startIndex)..<escape]
        let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        var id: Int?
        for pair in parts[0].split(separator: ",") where pair.hasPrefix("i=") { id = Int(pair.dropFirst(2)) }
        guard parts.count > 1 else { return .report }
        return .answer(.kittyGraphics(id: id, ok: parts[1] == "OK"))
    }
}
