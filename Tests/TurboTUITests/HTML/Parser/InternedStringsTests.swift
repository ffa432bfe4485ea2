import Testing
@testable import HTML

/// Short runs (names, classes, white space) are made into strings once
/// (`InternedStrings.string`): a run of one word is looked up by its first
/// word alone, longer ones by all three. Whatever the path, a run reads as
/// its own bytes, equal runs hash alike, and bytes left in the buffer past
/// the run (a longer run before it) change nothing.
@Suite("Interned strings")
struct InternedStringsTests {
    private func fill(_ buffer: ByteBuffer, _ text: String) -> ByteBuffer {
        buffer.removeAll()
        var text = text
        text.withUTF8 { buffer.append($0) }
        return buffer
    }

    /// Runs of every length the table interns and one past it, each with
    /// variants that differ in the first byte, the last byte or the length.
    private var runs: [String] {
        var runs: [String] = []
        for length in 0...(InternedStrings.width + 1) {
            let body = String(String(repeating: "abcdefgh", count: 4).prefix(length))
            runs.append(body)
            if length > 0 {
                runs.append("z" + body.dropFirst())
                runs.append(body.dropLast() + "z")
            }
        }
        return runs
    }

    @Test func everyRunReadsAsItsOwnBytes() {
        let strings = InternedStrings()
        let buffer = ByteBuffer(capacity: 64)
        // Three rounds: the first fills the slots, the later ones find them
        // (or find them taken by a colliding run), with the buffer holding
        // the bytes of a longer run past each shorter one.
        for _ in 0..<3 {
            for run in runs + runs.reversed() {
                #expect(strings.string(fill(buffer, run)) == run)
            }
        }
    }

    @Test func equalRunsHashAlikeAndDifferentRunsApart() {
        let strings = InternedStrings()
        let buffer = ByteBuffer(capacity: 64)
        var hashes: [String: UInt64] = [:]
        for run in runs where run.utf8.count <= InternedStrings.width {
            _ = strings.string(fill(buffer, "a much longer run left before it"))
            _ = strings.string(fill(buffer, run))
            let hash = strings.lastHash
            #expect(hash != 0)
            if let earlier = hashes[run] { #expect(earlier == hash) }
            hashes[run] = hash
        }
        #expect(Set(hashes.values).count == hashes.count)
        // A run too long to intern has no hash.
        _ = strings.string(fill(buffer, String(repeating: "q", count: InternedStrings.width + 1)))
        #expect(strings.lastHash == 0)
    }

    @Test func aRunFoundAgainIsTheSameString() {
        let strings = InternedStrings()
        let buffer = ByteBuffer(capacity: 64)
        for run in ["span", "class", "hljs-keyword", "twenty-four bytes long!!"] {
            let first = strings.string(fill(buffer, run))
            let second = strings.string(fill(buffer, run))
            var one = first
            var two = second
            let same = one.withUTF8 { a in two.withUTF8 { b in a.baseAddress == b.baseAddress } }
            // Small strings (up to 15 bytes) live inline: only a stored string can share storage.
            if run.utf8.count > 15 { #expect(same) }
            #expect(first == run && second == run)
        }
    }

    @Test func tagNamesOfEveryLengthAreLookedUp() {
        let strings = InternedStrings()
        let buffer = ByteBuffer(capacity: 64)
        for name in ["a", "b", "p", "div", "span", "section", "textarea", "blockquote", "x-custom-element", "foreignobject"] {
            let (string, tag) = strings.tagName(fill(buffer, name))
            #expect(string == name)
            #expect(tag == TagName(name))
        }
    }
}
