/// The one funnel for a change of a shown page's document in place. The
/// field in use is held by its element, so a change that moves fields
/// leaves it on the field the user chose; one that takes its element out
/// of the page ends it, so no keystroke or choice lands in a field the user
/// did not choose.
extension Browser {
    mutating func documentChanged(_ change: DocumentChange, in stack: NavigationStackKind) {
        guard let page = state.stacks[stack].page else { return }
        let rows = state.area(for: stack).rows
        let atEnd = change.followsEnd && page.lines.count > rows && page.scrollTop >= page.lines.count - rows
        switch change.extent {
        case .changes(let changes): state.stacks[stack].page?.documentDidChange(changes)
        case .wholePage: state.stacks[stack].page?.documentDidChange()
        case .unchanged: break
        }
        if atEnd, let lines = state.stacks[stack].page?.lines.count { state.stacks[stack].page?.scrollTop = max(0, lines - rows) }
        if stack == state.activeStack, let inUse = state.fieldInUse, state.stacks[stack].page?.fieldIndex(of: inUse.element) == nil {
            state.fieldInUse = nil
            state.message = .info("The field in use was removed by the page")
        }
        if let error = change.streamErrors.first { state.message = .error("Turbo Stream: \(error)") }
    }
}
