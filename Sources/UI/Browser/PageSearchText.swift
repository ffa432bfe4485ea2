import Render

/// A page's text for `/`, `n` and `N`, made once per layout on a thread off
/// the loop (`SearchTextPreparer`): every line's bytes one after the other,
/// ASCII capitals folded to small letters, each line ended by a newline (no
/// line or query holds one, so no match spans two lines). An ASCII query is
/// then one scan of bytes: on the 8 MB corpus page a search through every
/// line took 80 ms of the loop line by line (`LineSearch`), a few here.
/// Lines with a byte outside ASCII are matched by `LineSearch`'s strings,
/// as characters outside ASCII fold in ways bytes do not.
package struct PageSearchText: Sendable {
    private let bytes: [UInt8]
    /// Where each row starts in `bytes`, and one past the last row.
    private let starts: [Int]
    /// The rows with a byte outside ASCII, ascending.
    private let rowsOutsideASCII: [Int]

    package init(_ lines: [StyledLine]) {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        var outside: [Int] = []
        starts.reserveCapacity(lines.count + 1)
        for (row, line) in lines.enumerated() {
            starts.append(bytes.count)
            var ascii = true
            for span in line.spans {
                for byte in span.text.utf8 {
                    if byte >= 0x80 { ascii = false }
                    bytes.append(FoldedBytes.folded(byte))
                }
            }
            bytes.append(0x0A)
            if !ascii { outside.append(row) }
        }
        starts.append(bytes.count)
        self.bytes = bytes
        self.starts = starts
        rowsOutsideASCII = outside
    }

    package var rowCount: Int { starts.count - 1 }

    /// The row nearest `from` towards `to` (both included; `forward`: `from`
    /// <= `to`, else `from` >= `to`) holding `query` (lower case) in any case,
    /// as `LineSearch` answers for each line; nil: none. Nil too for a query
    /// outside ASCII: the caller asks line by line.
    package func firstRow(holding query: String, from: Int, to: Int, lines: [StyledLine]) -> Int?? {
        let pattern = Array(query.utf8)
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 < 0x80 }), lines.count == rowCount else { return nil }
        var strings = LineSearch(query)
        if from <= to {
            let byBytes = firstByteMatch(pattern, rows: from...to)
            let last = (byBytes ?? to + 1) - 1
            let firstOutside = lowerBound(from)
            for index in firstOutside..<rowsOutsideASCII.count {
                let row = rowsOutsideASCII[index]
                if row > last { break }
                if strings.matches(lines[row]) { return .some(row) }
            }
            return .some(byBytes)
        }
        let byBytes = lastByteMatch(pattern, rows: to...from)
        let first = (byBytes ?? to - 1) + 1
        var index = lowerBound(from + 1) - 1
        while index >= 0, rowsOutsideASCII[index] >= first {
            if strings.matches(lines[rowsOutsideASCII[index]]) { return .some(rowsOutsideASCII[index]) }
            index -= 1
        }
        return .some(byBytes)
    }

    /// The first row of `rows` whose bytes hold `pattern`, not counting rows outside ASCII.
    private func firstByteMatch(_ pattern: [UInt8], rows: ClosedRange<Int>) -> Int? {
        var position = starts[rows.lowerBound]
        let end = starts[rows.upperBound + 1]
        while let found = find(pattern, from: position, before: end) {
            let row = row(at: found)
            if !isOutsideASCII(row) { return row }
            position = starts[row + 1]
        }
        return nil
    }

    /// The last row of `rows` whose bytes hold `pattern`, not counting rows outside ASCII.
    private func lastByteMatch(_ pattern: [UInt8], rows: ClosedRange<Int>) -> Int? {
        // Row by row from the end, each row's bytes searched forward (memchr
        // makes that fast); the rows outside ASCII are walked alongside.
        var outside = lowerBound(rows.upperBound + 1) - 1
        var row = rows.upperBound
        return bytes.withUnsafeBufferPointer { text in
            while row >= rows.lowerBound {
                while outside >= 0 && rowsOutsideASCII[outside] > row { outside -= 1 }
                let skipped = outside >= 0 && rowsOutsideASCII[outside] == row
                if !skipped, FoldedBytes.find(pattern, in: text, from: starts[row], before: starts[row + 1]) != nil { return row }
                row -= 1
            }
            return nil
        }
    }

    /// Where `pattern` first starts in `bytes[from..<end]`.
    private func find(_ pattern: [UInt8], from: Int, before end: Int) -> Int? {
        bytes.withUnsafeBufferPointer { FoldedBytes.find(pattern, in: $0, from: from, before: end) }
    }

    /// The row whose bytes hold `position`.
    private func row(at position: Int) -> Int {
        var low = 0, high = starts.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= position { low = middle } else { high = middle }
        }
        return low
    }

    private func isOutsideASCII(_ row: Int) -> Bool {
        let index = lowerBound(row)
        return index < rowsOutsideASCII.count && rowsOutsideASCII[index] == row
    }

    /// The index of the first row outside ASCII at or after `row`.
    private func lowerBound(_ row: Int) -> Int {
        var low = 0, high = rowsOutsideASCII.count
        while low < high {
            let middle = (low + high) / 2
            if rowsOutsideASCII[middle] < row { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
