/// The one funnel for a change of a shown page's document in place. The
/// field in use is held by its element, so a change that moves fields
/// leaves it on the field the user chose; one that takes its element out
/// of the page ends it, so no keystroke or choice lands in a field the user
/// did not choose.
extension Browser {
    mutating func documentChanged(_ change: DocumentChange, in stack: NavigationStackKind) {
        guard let page = state.pages[stack] else { return }
        let rows = state.area(for: stack).rows
        let atEnd = change.followsEnd && page.lines.count > rows && page.scrollTop >= page.lines.count - rows
        switch change.extent {
        case .changes(let changes): state.pages[stack]?.documentDidChange(changes)
        case .wholePage: state.pages[stack]?.documentDidChange()
        case .unchanged: break
        }
        if atEnd, let lines = state.pages[stack]?.lines.count { state.pages[stack]?.scrollTop = max(0, lines - rows) }
        if stack == state.activeStack, let inUse = state.fieldInUse, state.pages[stack]?.fieldIndex(of: inUse.element) == nil {
            state.fieldInUse = nil
            state.message = .info("The field in use was removed by the page")
        }
        if let error = change.streamErrors.first { state.message = .error("Turbo Stream: \(error)") }
    }
}
