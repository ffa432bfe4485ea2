/// The modal stack while it is shown, with how it was presented.
struct ModalPresentation {
    var stack: HistoryStack
    var style: ModalStyle
    /// False (`modal_dismiss_gesture_enabled: false`): Done does nothing and
    /// the page must close the modal itself.
    var dismissible: Bool
}
