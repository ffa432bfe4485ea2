/// The named character references table (HTML §13.5) searched in place, so
/// the tokenizer finds the longest match one input byte at a time
/// (§13.2.5.73), across chunk boundaries, without building strings.
///
/// The table's lines are sorted by bytes, so the names that start with what
/// was read so far are one run of lines; each byte narrows the run with two
/// binary searches. Only the lines' starts are kept (9 KiB, made on the first
/// reference of a run): a trie built from the table held 158 KiB of heap in
/// every page that has a reference, the largest single piece of a small
/// page's peak memory.
package struct NamedCharacterReferenceSearch: Sendable {
    package static let shared = NamedCharacterReferenceSearch()

    /// The run of lines whose names begin with the `depth` bytes read so far.
    package struct Run: Equatable, Sendable {
        fileprivate var lower: Int32
        fileprivate var upper: Int32
        fileprivate var depth: Int32

        package static let none = Run(lower: 0, upper: 0, depth: -1)
        package var isEmpty: Bool { lower >= upper }
    }

    /// Where each line starts in the table, and one past the end.
    private let lineStarts: [Int32]

    /// The table's bytes, in place in the executable.
    private static var table: UnsafeBufferPointer<UInt8> {
        let entries = NamedCharacterReferenceTable.entries
        return UnsafeBufferPointer(start: entries.utf8Start, count: entries.utf8CodeUnitCount)
    }

    private init() {
        var starts: [Int32] = []
        starts.reserveCapacity(NamedCharacterReferenceTable.count + 1)
        let bytes = Self.table
        var index = 0
        while index < bytes.count {
            starts.append(Int32(index))
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            index += 1
        }
        starts.append(Int32(bytes.count + 1))
        lineStarts = starts
    }

    /// Every name: nothing read yet.
    package var all: Run { Run(lower: 0, upper: Int32(lineStarts.count - 1), depth: 0) }

    /// The names of `run` whose next byte is `byte` (empty: none).
    @inline(__always)
    package func narrow(_ run: Run, byte: UInt8) -> Run {
        let depth = Int(run.depth)
        let lower = firstLine(in: run, whereByteAt: depth, isAtLeast: Int(byte))
        let upper = firstLine(in: Run(lower: lower, upper: run.upper, depth: run.depth),
                              whereByteAt: depth, isAtLeast: Int(byte) + 1)
        return Run(lower: lower, upper: upper, depth: run.depth + 1)
    }

    /// Whether a name ends with the bytes read: being the shortest, it is
    /// the run's first line.
    @inline(__always)
    package func isName(_ run: Run) -> Bool {
        !run.isEmpty && nameByte(line: Int(run.lower), at: Int(run.depth)) < 0
    }

    /// The one or two code points of the name that `run` ends at.
    package func scalars(_ run: Run) -> (UInt32, UInt32) {
        let bytes = Self.table
        var index = Int(lineStarts[Int(run.lower)]) + Int(run.depth) + 1
        var values: (UInt32, UInt32) = (0, 0)
        var which = 0
        while index < bytes.count, bytes[index] != 0x0A {
            if bytes[index] == 0x20 {
                which += 1
            } else if let digit = HTMLByte.hexadecimalValue(bytes[index]) {
                if which == 0 { values.0 = values.0 << 4 | UInt32(digit) } else { values.1 = values.1 << 4 | UInt32(digit) }
            }
            index += 1
        }
        return values
    }

    /// The first line of `run` whose name's byte at `position` is at least
    /// `value`; a name that ends before `position` counts as -1, below all.
    private func firstLine(in run: Run, whereByteAt position: Int, isAtLeast value: Int) -> Int32 {
        var low = Int(run.lower)
        var high = Int(run.upper)
        while low < high {
            let middle = (low + high) / 2
            if nameByte(line: middle, at: position) < value { low = middle + 1 } else { high = middle }
        }
        return Int32(low)
    }

    /// The byte at `position` of line `line`'s name, or -1 past its end.
    @inline(__always)
    private func nameByte(line: Int, at position: Int) -> Int {
        let start = Int(lineStarts[line])
        let length = Int(lineStarts[line + 1]) - 1 - start
        guard position < length else { return -1 }
        let byte = Self.table[start + position]
        return byte == 0x20 ? -1 : Int(byte)
    }
}
