/// The field in use (typed into, its option list open, its file path asked
/// for) is held by its element, so a change of the page in place (a live
/// stream, a frame answer, a morph) that moves fields leaves it on the
/// field the user chose; one that takes its element out of the page ends
/// it, so no keystroke or choice lands in a field the user did not choose.
extension Browser {
    /// The element of the field in use on `stack`'s page, read before a change.
    func fieldInUse(in stack: NavigationStackKind) -> Element? {
        stack == state.activeStack ? state.fieldInUse?.element : nil
    }

    /// After the change: the use ends when its element left the page.
    mutating func follow(fieldInUse element: Element?, in stack: NavigationStackKind) {
        guard let element, state.pages[stack]?.fieldIndex(of: element) == nil else { return }
        state.fieldInUse = nil
        state.message = .info("The field in use was removed by the page")
    }
}
