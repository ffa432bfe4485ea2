/// How the modal overlay is shown: its size, fixed by the page that opened
/// it, and whether Done (Esc, a click on `[Done]`) may close it.
public struct ModalOverlay: Equatable, Sendable {
    public var style: ModalStyle
    /// From the top modal page's `modal_dismiss_gesture_enabled`.
    public var isDismissible: Bool

    public init(style: ModalStyle = .large, isDismissible: Bool = true) {
        self.style = style
        self.isDismissible = isDismissible
    }
}
