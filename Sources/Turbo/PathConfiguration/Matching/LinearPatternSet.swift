import CRE2

/// Regular expressions compiled together into one RE2 automaton (RE2::Set,
/// through CRE2): one pass over a text finds every pattern that matches it,
/// in time linear in the text, whatever the patterns are. The only file that
/// calls CRE2. Immutable once made, so it may be shared between threads
/// (RE2 matches concurrently on one compiled set).
package final class LinearPatternSet: @unchecked Sendable {
    /// The memory RE2 may use for one set's program and automaton. Beyond it,
    /// `compile` refuses the set; a text on which the automaton runs out of it
    /// is matched pattern by pattern (still linear).
    package static let memoryBudget: Int64 = 2 << 20

    package let count: Int
    private let handle: OpaquePointer

    private init(handle: OpaquePointer, count: Int) {
        self.handle = handle
        self.count = count
    }

    deinit { tt_re2_set_free(handle) }

    /// Why RE2 cannot read `source` (its own words, e.g. "invalid perl
    /// operator: (?="), or nil when it can.
    package static func rejection(of source: String) -> String? {
        guard let handle = tt_re2_set_new(memoryBudget) else { return "out of memory" }
        defer { tt_re2_set_free(handle) }
        return add(source, to: handle)
    }

    /// One compiled set of `sources`, or nil when one of them cannot be read
    /// or the whole does not fit `memoryBudget`.
    package static func compile(_ sources: [String]) -> LinearPatternSet? {
        guard let handle = tt_re2_set_new(memoryBudget) else { return nil }
        for source in sources where add(source, to: handle) != nil {
            tt_re2_set_free(handle)
            return nil
        }
        guard tt_re2_set_compile(handle) != 0 else {
            tt_re2_set_free(handle)
            return nil
        }
        return LinearPatternSet(handle: handle, count: sources.count)
    }

    /// Writes the indices of the patterns found anywhere in `text` (UTF-8),
    /// ascending, to `indices` (room for `count`) and returns how many.
    package func matches(in text: UnsafeBufferPointer<UInt8>, into indices: UnsafeMutableBufferPointer<Int32>) -> Int {
        text.withMemoryRebound(to: CChar.self) { characters in
            tt_re2_set_match(handle, characters.baseAddress, characters.count, indices.baseAddress, min(indices.count, count))
        }
    }

    private static func add(_ source: String, to handle: OpaquePointer) -> String? {
        var source = source
        var error = [CChar](repeating: 0, count: 256)
        let index = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                tt_re2_set_add(handle, characters.baseAddress, characters.count, &error, error.count)
            }
        }
        guard index < 0 else { return nil }
        return String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
