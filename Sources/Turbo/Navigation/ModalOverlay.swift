/// How the modal overlay is shown: its size, fixed by the page that opened
/// it, and whether Done (Esc, a click on `[Done]`) may close it.
package struct ModalOverlay: Equatable, Sendable {
    package var style: ModalStyle
    /// From the top modal page's `modal_dismiss_gesture_enabled`.
    package var isDismissible: Bool

    package init(style: ModalStyle = .large, isDismissible: Bool = true) {
        self.style = style
        self.isDismissible = isDismissible
    }
}
