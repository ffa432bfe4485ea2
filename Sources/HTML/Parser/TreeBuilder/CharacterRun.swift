/// Character tokens arrive as runs (see `HTMLToken.characters`) while the
/// tree builder's rules speak of single characters, often "whitespace" versus
/// "anything else": these split and filter a run by its UTF-8 bytes.
package enum CharacterRun {
    /// Tab, LF, FF, CR and space: "ASCII whitespace" (HTML §13.2.6).
    package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0C || byte == 0x0D
    }

    package static func isAllWhitespace(_ run: String) -> Bool {
        if let answer = run.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(isWhitespace) }) { return answer }
        return run.utf8.allSatisfy(isWhitespace)
    }

    /// The run's leading whitespace and the rest, which starts with something else.
    package static func splitLeadingWhitespace(_ run: String) -> (whitespace: String, rest: String) {
        let utf8 = run.utf8
        let end = utf8.firstIndex(where: { !isWhitespace($0) }) ?? utf8.endIndex
        return (String(run[..<end]), String(run[end...]))
    }

    /// Only the run's whitespace, for modes that keep it and drop the rest.
    package static func whitespaceOnly(_ run: String) -> String {
        String(decoding: run.utf8.filter(isWhitespace), as: UTF8.self)
    }

    /// Every run in body text is checked: over the contiguous bytes when it can.
    package static func containsNUL(_ run: String) -> Bool {
        if let answer = run.utf8.withContiguousStorageIfAvailable({ ByteScan.firstIndex(of: 0, 0, 0, in: $0, from: 0) < $0.count }) {
            return answer
        }
        return run.utf8.contains(0)
    }

    package static func removingNUL(_ run: String) -> String {
        String(decoding: run.utf8.filter { $0 != 0 }, as: UTF8.self)
    }

    package static func replacingNUL(_ run: String) -> String {
        guard containsNUL(run) else { return run }
        return String(run.unicodeScalars.map { $0 == "\u{0}" ? "\u{FFFD}" : Character($0) })
    }
}
