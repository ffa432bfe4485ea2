/// The field in use (typed into, its option list open, its file path asked
/// for) is held by its index on the page, and a change of the page in place
/// (a live stream, a frame answer, a morph) can move or remove fields: the
/// use follows its element, and ends when the element went away, so no
/// keystroke or choice lands in a field the user did not choose.
extension Browser {
    /// The element of the field in use on `stack`'s page, read before a change.
    func fieldInUse(in stack: NavigationStackKind) -> Element? {
        guard stack == state.activeStack, let index = fieldInUseIndex, let page = state.pages[stack],
              page.rendered.fields.indices.contains(index) else { return nil }
        return page.rendered.fields[index].element
    }

    /// After the change: the use moves to the element's new index, or ends.
    mutating func follow(fieldInUse element: Element?, in stack: NavigationStackKind) {
        guard let element else { return }
        guard let index = state.pages[stack]?.fieldIndex(of: element) else {
            state.editing = nil
            state.popup = nil
            if case .filePath? = state.prompt?.kind { state.prompt = nil }
            state.message = .info("The field in use was removed by the page")
            return
        }
        state.editing = state.editing?.moved(to: index)
        state.popup = state.popup?.moved(to: index)
        if let prompt = state.prompt, case .filePath = prompt.kind {
            state.prompt = Prompt(kind: .filePath(field: index), text: prompt.text, page: prompt.page)
        }
    }

    var fieldInUseIndex: Int? {
        if let editing = state.editing { return editing.field }
        if let popup = state.popup { return popup.field }
        if case .filePath(let field)? = state.prompt?.kind { return field }
        return nil
    }
}
