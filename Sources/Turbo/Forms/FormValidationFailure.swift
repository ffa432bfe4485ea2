import HTML
/// One field that stops a submission, with what to tell the user. The
/// element lets the UI focus it; `fieldName` and `message` may hold page
/// text: show them through `TerminalSafeText`.
public struct FormValidationFailure {
    public let element: Element
    public let fieldName: String
    public let message: String

    public var description: String { "\(fieldName): \(message)" }
}
