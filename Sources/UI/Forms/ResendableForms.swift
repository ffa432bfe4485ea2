import Turbo

/// The forms a reload would send again, by the history entry their answer
/// is (`PageSession.resendable`). A browser keeps a POST's body with its
/// history entry; turbo-tui keeps the last few, each holding the document
/// it came from (for its CSRF token), so not more than that.
package struct ResendableForms {
    private static let kept = 8
    private var forms: [(entry: PageEntry.ID, form: FormToSend)] = []

    package init() {}

    package mutating func keep(_ form: FormToSend, answeredBy entry: PageEntry.ID) {
        forms.removeAll { $0.entry == entry }
        forms.append((entry, form))
        if forms.count > Self.kept { forms.removeFirst() }
    }

    package func form(answeredBy entry: PageEntry.ID) -> FormToSend? {
        forms.last { $0.entry == entry }?.form
    }
}
