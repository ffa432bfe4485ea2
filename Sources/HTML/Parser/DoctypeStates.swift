/// The DOCTYPE states of the tokenizer (HTML §13.2.5.53-68): entered after
/// `<!DOCTYPE`, they build one DOCTYPE token until its `>`.
package struct DoctypeStates {
    private enum Phase {
        case doctype
        case beforeName
        case name
        case afterName
        /// After the name, matching `PUBLIC` or `SYSTEM` (ASCII
        /// case-insensitive) one byte at a time, so a keyword may span chunks.
        case keyword
        case afterPublicKeyword
        case beforePublicIdentifier
        case publicIdentifier(quote: UInt8)
        case afterPublicIdentifier
        case betweenIdentifiers
        case afterSystemKeyword
        case beforeSystemIdentifier
        case systemIdentifier(quote: UInt8)
        case afterSystemIdentifier
        case bogus
    }

    private var phase = Phase.doctype
    private var name: [UInt8]?
    private var publicIdentifier: [UInt8]?
    private var systemIdentifier: [UInt8]?
    private var forceQuirks = false
    private var keywordRead = 0
    /// Which keyword the bytes read so far can still be: 1 PUBLIC, 2 SYSTEM.
    private var keywordCandidates = 0

    private static let publicKeyword = Array("public".utf8)
    private static let systemKeyword = Array("system".utf8)

    package mutating func begin() {
        phase = .doctype
        name = nil
        publicIdentifier = nil
        systemIdentifier = nil
        forceQuirks = false
    }

    package var token: DoctypeToken {
        DoctypeToken(
            name: name.map { String(decoding: $0, as: UTF8.self) },
            publicIdentifier: publicIdentifier.map { String(decoding: $0, as: UTF8.self) },
            systemIdentifier: systemIdentifier.map { String(decoding: $0, as: UTF8.self) },
            forceQuirks: forceQuirks)
    }

    /// Every DOCTYPE state but the bogus one sets force-quirks at the end of
    /// the input (eof-in-doctype); the token is emitted either way.
    package mutating func finish() {
        if case .bogus = phase { return }
        forceQuirks = true
    }

    /// Reads from `input[index...]`; true when the DOCTYPE's `>` was read.
    package mutating func consume(_ input: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
        let count = input.count
        while index < count {
            let byte = input[index]
            let isSpace = HTMLByte.isWhitespace(byte)
            switch phase {
            case .doctype:
                // missing-whitespace-before-doctype-name: reconsume all the same.
                if isSpace { index += 1 }
                phase = .beforeName
            case .beforeName:
                if isSpace {
                    index += 1
                } else if byte == HTMLByte.greaterThan {
                    forceQuirks = true
                    index += 1
                    return true
                } else {
                    name = []
                    phase = .name
                }
            case .name:
                let start = index
                while index < count {
                    let next = input[index]
                    if HTMLByte.isWhitespace(next) || next == HTMLByte.greaterThan || next == 0 || HTMLByte.isUpperAlpha(next) { break }
                    index += 1
                }
                name?.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<index]))
                guard index < count else { return false }
                let special = input[index]
                index += 1
                if HTMLByte.isWhitespace(special) {
                    phase = .afterName
                } else if special == HTMLByte.greaterThan {
                    return true
                } else if special == 0 {
                    name?.append(contentsOf: HTMLByte.replacement)
                } else {
                    name?.append(special | 0x20)
                }
            case .afterName:
                if isSpace {
                    index += 1
                } else if byte == HTMLByte.greaterThan {
                    index += 1
                    return true
                } else {
                    keywordRead = 0
                    keywordCandidates = 3
                    phase = .keyword
                }
            case .keyword:
                let folded = HTMLByte.lowercased(byte)
                if Self.publicKeyword[keywordRead] != folded { keywordCandidates &= ~1 }
                if Self.systemKeyword[keywordRead] != folded { keywordCandidates &= ~2 }
                guard keywordCandidates != 0 else {
                    // invalid-character-sequence-after-doctype-name. The bytes
                    // read were letters, which the bogus state ignores anyway.
                    forceQuirks = true
                    phase = .bogus
                    continue
                }
                index += 1
                keywordRead += 1
                if keywordRead == 6 {
                    phase = keywordCandidates == 1 ? .afterPublicKeyword : .afterSystemKeyword
                }
            case .afterPublicKeyword, .beforePublicIdentifier:
                if isSpace {
                    index += 1
                    phase = .beforePublicIdentifier
                } else if byte == HTMLByte.quotation || byte == HTMLByte.apostrophe {
                    publicIdentifier = []
                    phase = .publicIdentifier(quote: byte)
                    index += 1
                } else if byte == HTMLByte.greaterThan {
                    forceQuirks = true
                    index += 1
                    return true
                } else {
                    forceQuirks = true
                    phase = .bogus
                }
            case .publicIdentifier(let quote):
                switch Self.readIdentifier(quote: quote, into: &publicIdentifier, input, &index) {
                case nil: return false
                case quote: phase = .afterPublicIdentifier
                case HTMLByte.greaterThan:
                    // abrupt-doctype-public-identifier
                    forceQuirks = true
                    return true
                default: break
                }
            case .afterPublicIdentifier, .betweenIdentifiers:
                if isSpace {
                    index += 1
                    phase = .betweenIdentifiers
                } else if byte == HTMLByte.greaterThan {
                    index += 1
                    return true
                } else if byte == HTMLByte.quotation || byte == HTMLByte.apostrophe {
                    systemIdentifier = []
                    phase = .systemIdentifier(quote: byte)
                    index += 1
                } else {
                    forceQuirks = true
                    phase = .bogus
                }
            case .afterSystemKeyword, .beforeSystemIdentifier:
                if isSpace {
                    index += 1
                    phase = .beforeSystemIdentifier
                } else if byte == HTMLByte.quotation || byte == HTMLByte.apostrophe {
                    systemIdentifier = []
                    phase = .systemIdentifier(quote: byte)
                    index += 1
                } else if byte == HTMLByte.greaterThan {
                    forceQuirks = true
                    index += 1
                    return true
                } else {
                    forceQuirks = true
                    phase = .bogus
                }
            case .systemIdentifier(let quote):
                switch Self.readIdentifier(quote: quote, into: &systemIdentifier, input, &index) {
                case nil: return false
                case quote: phase = .afterSystemIdentifier
                case HTMLByte.greaterThan:
                    // abrupt-doctype-system-identifier
                    forceQuirks = true
                    return true
                default: break
                }
            case .afterSystemIdentifier:
                if isSpace {
                    index += 1
                } else if byte == HTMLByte.greaterThan {
                    index += 1
                    return true
                } else {
                    // unexpected-character-after-doctype-system-identifier:
                    // the only bogus entry that leaves force-quirks alone.
                    phase = .bogus
                }
            case .bogus:
                index += 1
                if byte == HTMLByte.greaterThan { return true }
            }
        }
        return false
    }

    /// The quoted identifier states: appends up to the closing quote, `>`
    /// or U+0000 (appended as U+FFFD) and returns the byte that stopped it,
    /// or nil when the input ran out.
    private static func readIdentifier(quote: UInt8, into identifier: inout [UInt8]?, _ input: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> UInt8? {
        let count = input.count
        let start = index
        while index < count {
            let next = input[index]
            if next == quote || next == HTMLByte.greaterThan || next == 0 { break }
            index += 1
        }
        identifier?.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<index]))
        guard index < count else { return nil }
        let special = input[index]
        index += 1
        if special == 0 { identifier?.append(contentsOf: HTMLByte.replacement) }
        return special
    }
}
