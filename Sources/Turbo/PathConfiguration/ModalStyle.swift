/// The size of a modal overlay (path configuration key `modal_style`).
package enum ModalStyle: String, Equatable, Sendable, CaseIterable {
    case large
    case medium
    case full
    case pageSheet = "page_sheet"
    case formSheet = "form_sheet"
}
