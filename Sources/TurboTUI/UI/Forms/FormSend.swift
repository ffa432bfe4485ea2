import Foundation

/// The effect of sending a form: the runtime adds the CSRF token (it holds
/// the cookie jar) and Turbo's headers, and sends it through the session
/// of `stack`.
struct FormSend {
    let ticket: Int
    let stack: NavigationStackKind
    let submission: FormSubmission
    /// The page the form is on: its `csrf-param` / `csrf-token` meta tags.
    let document: Document
}

extension FormSend: Equatable {
    /// Every field; the document is the same page (identity), not an equal tree.
    static func == (lhs: FormSend, rhs: FormSend) -> Bool {
        lhs.ticket == rhs.ticket && lhs.stack == rhs.stack && lhs.submission == rhs.submission && lhs.document === rhs.document
    }
}
