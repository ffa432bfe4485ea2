import Foundation

/// Where a proposed visit goes, decided from the path configuration's
/// properties. The minimal seam the Navigator replaces: it knows only
/// "modal or not" and "push, replace or nothing".
struct VisitRoute: Equatable {
    enum Operation: Equatable {
        case push
        case replace
        case ignore
    }

    var context: StackContext
    var operation: Operation
    var modalStyle: ModalStyle
    var dismissible: Bool
    /// The visit leaves the modal: dismiss it first, then go to the main stack.
    var dismissesModal: Bool
    /// The path configuration's `title`, shown instead of the page's `<title>`.
    var title: String? = nil

    static func decide(_ properties: PathProperties, modalIsShown: Bool) -> VisitRoute {
        let context: StackContext = properties.context == .modal ? .modal : .main
        let operation: Operation
        switch properties.presentation {
        case .none: operation = .ignore
        case .replace: operation = .replace
        default: operation = .push
        }
        return VisitRoute(context: context, operation: operation, modalStyle: properties.modalStyle,
                          dismissible: properties.modalDismissGestureEnabled,
                          dismissesModal: modalIsShown && context == .main, title: properties.title)
    }
}
