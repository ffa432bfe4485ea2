/// The field being typed into is held by its index on the page, and a change
/// of the page in place (a live stream, a frame answer, a morph) can move or
/// remove fields: typing follows its element, and ends when the element went
/// away, so no keystroke lands in a field the user did not choose.
extension Browser {
    /// The element being typed into on `stack`'s page, read before a change.
    func editedElement(in stack: NavigationStackKind) -> Element? {
        guard stack == state.activeStack, let editor = state.editing, let page = state.pages[stack],
              page.rendered.fields.indices.contains(editor.field) else { return nil }
        return page.rendered.fields[editor.field].element
    }

    /// After the change: the typing moves to the element's new index, or ends.
    mutating func followEditedElement(_ element: Element?, in stack: NavigationStackKind) {
        guard let element, state.editing != nil else { return }
        if let index = state.pages[stack]?.fieldIndex(of: element) {
            state.editing = state.editing?.moved(to: index)
        } else {
            state.editing = nil
            state.message = .info("The field being typed into was removed by the page")
        }
    }
}
