/// Marks and search on a stack's page: the session owns the page's marks
/// (they travel with it, back and forward keep them) and its reading place;
/// what the status line says comes back.
extension PageSession {
    /// `m` or `'` and the letter after it: marks hold a reading position, so
    /// a resize keeps them on their text. Nil: nothing to say (Esc, or no page).
    package mutating func mark(_ command: KeyCommand, _ key: Key, rows: Int) -> StatusMessage? {
        guard let shown = page else { return nil }
        guard case .character(let letter) = key, letter.isLetter || letter == PageView.jumpMark else {
            return key == .escape ? nil : .info("A mark is a letter: no mark set or used")
        }
        if command == .setMark {
            guard letter != PageView.jumpMark else { return nil }
            changePage { $0.marks[letter] = shown.readingPosition }
            return .info("Mark \(letter): line \(shown.scrollTop + 1) (' then \(letter) comes back here)")
        }
        guard let position = shown.marks[letter] else {
            return .error(letter == PageView.jumpMark ? "No jump on this page yet" : "No mark \(letter) on this page (m then \(letter) sets it)")
        }
        let here = shown.readingPosition
        changePage { $0.scrollTop = shown.row(of: position) }
        scroll(by: 0, rows: rows)
        changePage { $0.marks[PageView.jumpMark] = here }
        return nil
    }

    /// The next (or previous) line after `row` holding `query` (any case)
    /// at the top. Past the last match it goes on from the other end of the
    /// page, as lynx and less do, and says so. Returns the line found (nil:
    /// none) and what the status line says.
    package mutating func find(_ query: String, after row: Int?, forward: Bool, rows: Int) -> (row: Int?, message: StatusMessage) {
        guard let shown = page else { return (nil, .info("Nothing to search for: press / first")) }
        let lines = shown.lines
        guard !lines.isEmpty else { return (nil, .info("Not found: \(query)")) }
        let start = min(max(row.map { forward ? $0 + 1 : $0 - 1 } ?? shown.scrollTop, 0), lines.count - 1)
        var search = LineSearch(query)
        let text = shown.searchText
        // The rows from `from` to `to`, both included, in that order: by the
        // page's search text when it is made (`SearchTextPreparer`), else line by line.
        func firstMatch(from: Int, to: Int) -> Int? {
            guard forward ? from <= to : from >= to else { return nil }
            if let found = text?.firstRow(holding: query, from: from, to: to, lines: lines) { return found }
            var row = from
            while !search.matches(lines[row]) {
                if row == to { return nil }
                row += forward ? 1 : -1
            }
            return row
        }
        let ahead = forward ? firstMatch(from: start, to: lines.count - 1) : firstMatch(from: start, to: 0)
        let wrapped = ahead != nil ? nil
            : forward ? firstMatch(from: 0, to: start - 1) : firstMatch(from: lines.count - 1, to: start + 1)
        guard let found = ahead ?? wrapped else { return (nil, .info("Not found: \(query)")) }
        let didWrap = ahead == nil
        // A match already on screen is shown where it is: scrolling it to the top lost the reader's place.
        if !(shown.scrollTop..<(shown.scrollTop + rows)).contains(found) {
            changePage { $0.scrollTop = found }
            scroll(by: 0, rows: rows)
        }
        let wrapNote = didWrap ? (forward ? " (from the top)" : " (from the bottom)") : ""
        return (found, .info("/\(query): line \(found + 1) of \(lines.count)\(wrapNote) (n: next, N: previous)"))
    }
}
