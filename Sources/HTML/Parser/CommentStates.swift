/// The comment states of the tokenizer (HTML §13.2.5.41 bogus comment and
/// §13.2.5.43-52): they build one comment's data until the `>` that ends it.
/// At the end of the input every one of them emits the comment as it is.
package struct CommentStates {
    package enum Phase {
        case start
        case startDash
        case comment
        case lessThanSign
        case lessThanSignBang
        case lessThanSignBangDash
        case lessThanSignBangDashDash
        case endDash
        case end
        case endBang
        case bogus
    }

    package let data = ByteBuffer(capacity: 1024)
    private var phase = Phase.start

    /// Starts a comment token with `data` in `phase`.
    package mutating func begin(_ phase: Phase, data prefix: ByteBuffer? = nil) {
        self.phase = phase
        data.removeAll()
        if let prefix { data.append(prefix) }
    }

    /// Reads from `input[index...]`; true when the comment's `>` was read.
    package mutating func consume(_ input: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
        let count = input.count
        while index < count {
            let byte = input[index]
            switch phase {
            case .bogus:
                // §13.2.5.41: everything up to `>` is the comment.
                let start = index
                index = ByteScan.firstIndex(of: HTMLByte.greaterThan, 0, 0, in: input, from: index)
                data.append(input, from: start, to: index)
                guard index < count else { return false }
                index += 1
                if input[index - 1] == HTMLByte.greaterThan { return true }
                data.append(HTMLByte.replacement)
            case .start:
                if byte == HTMLByte.hyphen {
                    phase = .startDash
                    index += 1
                } else if byte == HTMLByte.greaterThan {
                    // abrupt-closing-of-empty-comment: `<!-->`
                    index += 1
                    return true
                } else {
                    phase = .comment
                }
            case .startDash:
                if byte == HTMLByte.hyphen {
                    phase = .end
                    index += 1
                } else if byte == HTMLByte.greaterThan {
                    index += 1
                    return true
                } else {
                    data.append(HTMLByte.hyphen)
                    phase = .comment
                }
            case .comment:
                let start = index
                index = ByteScan.firstIndex(of: HTMLByte.hyphen, HTMLByte.lessThan, 0, in: input, from: index)
                data.append(input, from: start, to: index)
                guard index < count else { return false }
                let special = input[index]
                index += 1
                if special == HTMLByte.hyphen {
                    phase = .endDash
                } else if special == HTMLByte.lessThan {
                    data.append(special)
                    phase = .lessThanSign
                } else {
                    data.append(HTMLByte.replacement)
                }
            case .lessThanSign:
                if byte == HTMLByte.exclamation {
                    data.append(byte)
                    phase = .lessThanSignBang
                    index += 1
                } else if byte == HTMLByte.lessThan {
                    data.append(byte)
                    index += 1
                } else {
                    phase = .comment
                }
            case .lessThanSignBang:
                if byte == HTMLByte.hyphen {
                    phase = .lessThanSignBangDash
                    index += 1
                } else {
                    phase = .comment
                }
            case .lessThanSignBangDash:
                if byte == HTMLByte.hyphen {
                    phase = .lessThanSignBangDashDash
                    index += 1
                } else {
                    phase = .endDash
                }
            case .lessThanSignBangDashDash:
                // Either way the comment end state reconsumes; anything but
                // `>` is a nested-comment parse error.
                phase = .end
            case .endDash:
                if byte == HTMLByte.hyphen {
                    phase = .end
                    index += 1
                } else {
                    data.append(HTMLByte.hyphen)
                    phase = .comment
                }
            case .end:
                if byte == HTMLByte.greaterThan {
                    index += 1
                    return true
                } else if byte == HTMLByte.exclamation {
                    phase = .endBang
                    index += 1
                } else if byte == HTMLByte.hyphen {
                    data.append(byte)
                    index += 1
                } else {
                    data.append(HTMLByte.hyphen)
                    data.append(HTMLByte.hyphen)
                    phase = .comment
                }
            case .endBang:
                if byte == HTMLByte.greaterThan {
                    // incorrectly-closed-comment: `--!>`
                    index += 1
                    return true
                }
                data.append(HTMLByte.hyphen)
                data.append(HTMLByte.hyphen)
                data.append(HTMLByte.exclamation)
                if byte == HTMLByte.hyphen {
                    phase = .endDash
                    index += 1
                } else {
                    phase = .comment
                }
            }
        }
        return false
    }
}
