import Render

/// Whether a page line holds the search text in any case: the answer of
/// `line.text.lowercased().contains(query)`, without making two strings per
/// line. `/` and `n` try every line of the page until one matches, on the
/// loop's thread: on the 8 MB corpus page those strings made a search that
/// looked far take 20-40 ms. A query of ASCII letters is looked for in the
/// line's bytes, folded to lower case as they are copied (`FoldedBytes`); a line with any
/// other byte keeps the strings' way, since a character outside ASCII can
/// lower to ASCII letters (the Kelvin sign to `k`) or carry combining marks
/// that make a match of characters differ from a match of bytes.
package struct LineSearch {
    private let query: String
    private let asciiQuery: [UInt8]?
    /// The line's bytes, kept between lines so that no line allocates.
    private var bytes: [UInt8] = []

    /// `query` is already lower case.
    package init(_ query: String) {
        self.query = query
        let utf8 = Array(query.utf8)
        asciiQuery = !utf8.isEmpty && utf8.allSatisfy { $0 < 0x80 } ? utf8 : nil
    }

    package mutating func matches(_ line: StyledLine) -> Bool {
        guard let pattern = asciiQuery else { return line.text.lowercased().contains(query) }
        bytes.removeAll(keepingCapacity: true)
        var ascii = true
        for span in line.spans {
            for byte in span.text.utf8 {
                if byte >= 0x80 { ascii = false }
                bytes.append(FoldedBytes.folded(byte))
            }
        }
        guard bytes.count >= pattern.count else { return false }
        if !ascii { return line.text.lowercased().contains(query) }
        return bytes.withUnsafeBufferPointer { FoldedBytes.find(pattern, in: $0, from: 0, before: $0.count) != nil }
    }
}
