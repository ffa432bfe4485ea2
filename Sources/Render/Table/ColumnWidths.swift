/// Column widths from what the cells need, as browsers size auto tables:
/// every column gets at least its widest unbreakable word, then the room
/// left goes to columns in proportion to how much wider they would like to be.
package struct ColumnWidths {
    /// One cell's needs: its narrowest and its natural (unwrapped) width.
    package struct Need {
        package let column: Int
        package let span: Int
        package let minimum: Int
        package let natural: Int
    }

    package static func compute(needs: [Need], columns: Int, separator: Int, available: Int) -> [Int] {
        var minimum = Array(repeating: 1, count: columns)
        var natural = Array(repeating: 1, count: columns)
        for need in needs where need.span == 1 {
            minimum[need.column] = max(minimum[need.column], need.minimum)
            natural[need.column] = max(natural[need.column], need.natural)
        }
        // Spanning cells widen the columns they cover, evenly, when those are too narrow.
        for need in needs.filter({ $0.span > 1 }).sorted(by: { $0.span < $1.span }) {
            let range = need.column..<min(need.column + need.span, columns)
            widen(&minimum, range, toCover: need.minimum - separator * (range.count - 1))
            widen(&natural, range, toCover: need.natural - separator * (range.count - 1))
        }
        for column in 0..<columns { natural[column] = max(natural[column], minimum[column]) }
        let naturalTotal = natural.reduce(0, +)
        if naturalTotal <= available { return natural }
        let minimumTotal = minimum.reduce(0, +)
        if minimumTotal >= available { return shrink(minimum, to: available) }
        return share(available - minimumTotal, minimum: minimum, natural: natural)
    }

    private static func widen(_ widths: inout [Int], _ range: Range<Int>, toCover needed: Int) {
        let current = range.reduce(0) { $0 + widths[$1] }
        guard needed > current, !range.isEmpty else { return }
        let extra = needed - current
        for (offset, column) in range.enumerated() {
            widths[column] += extra / range.count + (offset < extra % range.count ? 1 : 0)
        }
    }

    private static func share(_ room: Int, minimum: [Int], natural: [Int]) -> [Int] {
        let wishes = zip(natural, minimum).map { $0 - $1 }
        let totalWish = max(wishes.reduce(0, +), 1)
        var widths = minimum
        var given = 0
        for column in widths.indices {
            let share = room * wishes[column] / totalWish
            widths[column] += share
            given += share
        }
        // Rounding leftovers go to the columns that wanted the most.
        for column in wishes.indices.sorted(by: { wishes[$0] > wishes[$1] }) where given < room {
            widths[column] += 1
            given += 1
        }
        return widths
    }

    /// Too little room even for the words: columns shrink in proportion and
    /// their words are cut between characters. A column that holds anything two
    /// columns wide keeps two, since a wide character cannot be cut (found by the
    /// `html` fuzz target: `名前` in a column shrunk to one overflowed the width);
    /// the table is then too wide and is read cell by cell instead.
    private static func shrink(_ widths: [Int], to available: Int) -> [Int] {
        let total = max(widths.reduce(0, +), 1)
        return widths.map { max($0 * max(available, widths.count) / total, min($0, 2)) }
    }
}
