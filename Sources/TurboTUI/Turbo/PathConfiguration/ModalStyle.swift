/// The size of a modal overlay (path configuration key `modal_style`).
public enum ModalStyle: String, Equatable, Sendable {
    case large
    case medium
    case full
    case pageSheet = "page_sheet"
    case formSheet = "form_sheet"
}
