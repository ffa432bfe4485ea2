import HTML
extension PageView {
    /// Drops what was typed into fields a change took out of the page:
    /// values are keyed by element identity, and a new element could one day
    /// take a removed one's place. The unsent-input flag stays as it was.
    package mutating func forgetValues(in removals: [DOMChanges.Removal]) {
        let unsent = hasUnsentInput
        for removal in removals {
            let elements = ([removal.node as? Element] + removal.node.descendantElements.map { Optional($0) }).compactMap { $0 }
            for element in elements where values.isEdited(element) { set(nil, for: element) }
        }
        if !unsent { markSent() }
    }
}
