/// The list a `<select>` opens: its options, the one under the cursor and
/// the chosen ones. Up and Down move, Space marks (multiple), Enter
/// accepts, Esc leaves the choice as it was.
package struct SelectPopup: Equatable {
    package let labels: [String]
    package let disabled: Set<Int>
    package let allowsMultiple: Bool
    package private(set) var highlighted: Int
    package private(set) var chosen: Set<Int>

    package enum Outcome: Equatable {
        case moved, accepted, cancelled
    }

    package init(labels: [String], disabled: Set<Int>, allowsMultiple: Bool, chosen: [Int]) {
        self.labels = labels
        self.disabled = disabled
        self.allowsMultiple = allowsMultiple
        self.chosen = Set(chosen)
        highlighted = chosen.first ?? 0
    }

    package var choice: [Int] { chosen.sorted() }

    package mutating func handle(_ key: Key) -> Outcome {
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
