/// The script data states of the tokenizer (HTML §13.2.5.4 and
/// §13.2.5.15-31), with the escaped (`<!--`) and double-escaped
/// (`<!--<script>`) states that decide whether `</script>` ends the script.
/// They only emit characters; on `</` in the script data or escaped state
/// the tokenizer's end tag states take over and come back here (`resume`).
package struct ScriptDataStates {
    package enum Phase {
        case data
        case lessThanSign
        case escapeStart
        case escapeStartDash
        case escaped
        case escapedDash
        case escapedDashDash
        case escapedLessThanSign
        case doubleEscapeStart
        case doubleEscaped
        case doubleEscapedDash
        case doubleEscapedDashDash
        case doubleEscapedLessThanSign
        case doubleEscapeEnd
    }

    package private(set) var phase = Phase.data
    /// The spec's temporary buffer for the double-escape states.
    private var buffer: [UInt8] = []

    private static let script = Array("script".utf8)

    /// Continues in `phase` (data, or escaped after a `</` that was not an
    /// appropriate end tag).
    package mutating func resume(_ phase: Phase) {
        self.phase = phase
    }

    /// Reads from `input[index...]`, appending characters to `text`.
    /// Returns true after reading `</` in the data or escaped state; `phase`
    /// then says where to come back to.
    package mutating func consume(_ input: UnsafeBufferPointer<UInt8>, _ index: inout Int, text: ByteBuffer) -> Bool {
        let count = input.count
        while index < count {
            let byte = input[index]
            switch phase {
            case .data, .escaped, .doubleEscaped:
                let start = index
                let hyphen = phase == .data ? 0 : HTMLByte.hyphen
                index = ByteScan.firstIndex(of: HTMLByte.lessThan, 0, hyphen, in: input, from: index)
                text.append(input, from: start, to: index)
                guard index < count else { return false }
                let special = input[index]
                index += 1
                if special == 0 {
                    text.append(HTMLByte.replacement)
                } else if special == HTMLByte.hyphen {
                    text.append(special)
                    phase = phase == .escaped ? .escapedDash : .doubleEscapedDash
                } else if phase == .doubleEscaped {
                    text.append(special)
                    phase = .doubleEscapedLessThanSign
                } else {
                    phase = phase == .data ? .lessThanSign : .escapedLessThanSign
                }
            case .lessThanSign:
                if byte == HTMLByte.solidus {
                    index += 1
                    phase = .data
                    return true
                }
                text.append(HTMLByte.lessThan)
                if byte == HTMLByte.exclamation {
                    text.append(byte)
                    index += 1
                    phase = .escapeStart
                } else {
                    phase = .data
                }
            case .escapeStart, .escapeStartDash:
                if byte == HTMLByte.hyphen {
                    text.append(byte)
                    index += 1
                    phase = phase == .escapeStart ? .escapeStartDash : .escapedDashDash
                } else {
                    phase = .data
                }
            case .escapedDash, .escapedDashDash, .doubleEscapedDash, .doubleEscapedDashDash:
                let double = phase == .doubleEscapedDash || phase == .doubleEscapedDashDash
                let dashDash = phase == .escapedDashDash || phase == .doubleEscapedDashDash
                index += 1
                switch byte {
                case HTMLByte.hyphen:
                    text.append(byte)
                    phase = double ? .doubleEscapedDashDash : .escapedDashDash
                case HTMLByte.lessThan:
                    if double { text.append(byte) }
                    phase = double ? .doubleEscapedLessThanSign : .escapedLessThanSign
                case HTMLByte.greaterThan where dashDash:
                    // `-->` ends the escape.
                    text.append(byte)
                    phase = .data
                case 0:
                    text.append(HTMLByte.replacement)
                    phase = double ? .doubleEscaped : .escaped
                default:
                    text.append(byte)
                    phase = double ? .doubleEscaped : .escaped
                }
            case .escapedLessThanSign:
                if byte == HTMLByte.solidus {
                    index += 1
                    phase = .escaped
                    return true
                }
                text.append(HTMLByte.lessThan)
                if HTMLByte.isAlpha(byte) {
                    buffer.removeAll(keepingCapacity: true)
                    phase = .doubleEscapeStart
                } else {
                    phase = .escaped
                }
            case .doubleEscapeStart, .doubleEscapeEnd:
                let starting = phase == .doubleEscapeStart
                if HTMLByte.isWhitespace(byte) || byte == HTMLByte.solidus || byte == HTMLByte.greaterThan {
                    let isScript = buffer == Self.script
                    phase = isScript == starting ? .doubleEscaped : .escaped
                    text.append(byte)
                    index += 1
                } else if HTMLByte.isAlpha(byte) {
                    buffer.append(byte | 0x20)
                    text.append(byte)
                    index += 1
                } else {
                    phase = starting ? .escaped : .doubleEscaped
                }
            case .doubleEscapedLessThanSign:
                if byte == HTMLByte.solidus {
                    buffer.removeAll(keepingCapacity: true)
                    text.append(byte)
                    index += 1
                    phase = .doubleEscapeEnd
                } else {
                    phase = .doubleEscaped
                }
            }
        }
        return false
    }

    /// The end of the input: a `<` still waiting for what follows is text.
    package func finish(text: ByteBuffer) {
        if phase == .lessThanSign || phase == .escapedLessThanSign {
            text.append(HTMLByte.lessThan)
        }
    }
}
