import HTML
/// One field that stops a submission, with what to tell the user. The
/// element lets the UI focus it; `fieldName` and `message` may hold page
/// text: show them through `TerminalSafeText`.
package struct FormValidationFailure {
    package let element: Element
    package let fieldName: String
    package let message: String

    package var description: String { "\(fieldName): \(message)" }
}
