/// The list a `<select>` opens: its options, the one under the cursor and
/// the chosen ones. Up and Down move, Space marks (multiple), Enter
/// accepts, Esc leaves the choice as it was.
struct SelectPopup: Equatable {
    /// The select's index on the page; it moves when the page's fields change (`moved(to:)`).
    private(set) var field: Int
    let labels: [String]
    let disabled: Set<Int>
    let allowsMultiple: Bool
    private(set) var highlighted: Int
    private(set) var chosen: Set<Int>

    enum Outcome: Equatable {
        case moved, accepted, cancelled
    }

    init(field: Int, labels: [String], disabled: Set<Int>, allowsMultiple: Bool, chosen: [Int]) {
        self.field = field
        self.labels = labels
        self.disabled = disabled
        self.allowsMultiple = allowsMultiple
        self.chosen = Set(chosen)
        highlighted = chosen.first ?? 0
    }

    var choice: [Int] { chosen.sorted() }

    /// The same list, after a change of the page moved its select to `index`.
    func moved(to index: Int) -> SelectPopup {
        var popup = self
        popup.field = index
        return popup
    }

    mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .up, .character("k"), .backTab: highlighted = max(highlighted - 1, 0)
        case .down, .character("j"), .tab: highlighted = min(highlighted + 1, max(labels.count - 1, 0))
        case .home: highlighted = 0
        case .end: highlighted = max(labels.count - 1, 0)
        case .character(" ") where allowsMultiple: toggle()
        case .enter:
            if !allowsMultiple, labels.indices.contains(highlighted), !disabled.contains(highlighted) {
                chosen = [highlighted]
            }
            return .accepted
        case .escape, .character("q"): return .cancelled
        default: break
        }
        return .moved
    }

    private mutating func toggle() {
        guard labels.indices.contains(highlighted), !disabled.contains(highlighted) else { return }
        if chosen.contains(highlighted) { chosen.remove(highlighted) } else { chosen.insert(highlighted) }
    }
}
