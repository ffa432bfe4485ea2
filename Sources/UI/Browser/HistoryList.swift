import FoundationEssentials
import Store

/// The history view's state (`V`): the visits newest first, narrowed by
/// what was typed after `/`, one of them selected. The selection is the
/// entry's URL, not a row number, so a visit recorded while the view is open
/// (a page finishing its load) does not move it to another page.
package struct HistoryList: Equatable {
    /// Every word must appear in the title or the URL, case aside.
    package var query = ""
    /// `/` was pressed: keys type into the query until Enter or Esc.
    package var searching = false
    package var selected: String?
    package var top = 0

    package init(query: String = "", searching: Bool = false, selected: String? = nil, top: Int = 0) {
        self.query = query
        self.searching = searching
        self.selected = selected
        self.top = top
    }

    package init() {}

    package enum Outcome: Equatable {
        case stay, close
        /// `inNewTab`: `T`, as `T` opens a focused link in a new tab.
        case open(URL, inNewTab: Bool)
    }

    /// The entries the view lists, newest first.
    package func shown(_ entries: [HistoryEntry]) -> [HistoryEntry] {
        let words = query.lowercased().split(separator: " ")
        guard !words.isEmpty else { return entries }
        return entries.filter { entry in
            let text = (entry.title + " " + entry.url).lowercased()
            return words.allSatisfy { text.contains($0) }
        }
    }

    /// Row of the selection in `shown`: the first when it is gone.
    package func selectedIndex(in shown: [HistoryEntry]) -> Int {
        selected.flatMap { url in shown.firstIndex { $0.url == url } } ?? 0
    }

    /// `rows`: how many entries fit on the screen, for PgUp and PgDn.
    package mutating func handle(_ key: Key, entries: [HistoryEntry], rows: Int) -> Outcome {
        var shown = shown(entries)
        let index = selectedIndex(in: shown)
        if searching {
            switch key {
            case .enter: searching = false
            case .escape:
                searching = false
                query = ""
            case .backspace:
                if query.isEmpty { searching = false } else { query.removeLast() }
            case .control("u"): query = ""
            case .character(let character): query.append(character)
            case .up, .down, .pageUp, .pageDown: return move(key, from: index, in: shown, rows: rows)
            default: break
            }
            shown = self.shown(entries)
            selected = shown.first?.url
            top = 0
            return .stay
        }
        switch key {
        case .escape, .character("q"), .character("V"): return .close
        case .character("/"):
            searching = true
            return .stay
        case .enter, .right, .character("T"):
            guard index < shown.count, let url = URL(address: shown[index].url) else { return .stay }
            return .open(url, inNewTab: key == .character("T"))
        default: return move(key, from: index, in: shown, rows: rows)
        }
    }

    private mutating func move(_ key: Key, from index: Int, in shown: [HistoryEntry], rows: Int) -> Outcome {
        guard !shown.isEmpty else { return .stay }
        let page = max(rows - 1, 1)
        var target = index
        switch key {
        case .down, .character("j"): target += 1
        case .up, .character("k"): target -= 1
        case .pageDown, .character(" "), .control("f"): target += page
        case .pageUp, .character("b"), .control("b"): target -= page
        case .home: target = 0
        case .end, .character("G"): target = shown.count - 1
        default: return .stay
        }
        target = min(max(target, 0), shown.count - 1)
        selected = shown[target].url
        if target < top { top = target }
        if target >= top + rows { top = target - rows + 1 }
        return .stay
    }
}
