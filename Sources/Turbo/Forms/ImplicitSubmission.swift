import HTML
/// What Enter in a form's text field does, as HTML specifies implicit
/// submission: the form's default button (its first submit button in tree
/// order) is pressed; a disabled one means nothing happens; a form without
/// one is sent only when it has at most one field that blocks implicit
/// submission (so a lone search box submits, a name and password pair
/// without a button does not).
package enum ImplicitSubmission: Equatable {
    /// Press this button: it is the submitter.
    case press(Element)
    /// Send the form with no submitter.
    case submitWithoutButton
    case disabledDefaultButton
    /// No button, and this many fields that block implicit submission (2 or more).
    case tooManyFields(Int)

    /// The input types that block implicit submission (HTML), whether or not
    /// the field is disabled.
    package static let blockingTypes: Set<String> = [
        "text", "search", "tel", "url", "email", "password", "date", "month", "week", "time", "datetime-local", "number",
    ]

    package init(form: Element) {
        let fields = FormOwnership.fields(of: form)
        if let button = fields.first(where: { [.submitButton, .image].contains(FormFieldKind($0)) }) {
            self = DisabledState.isDisabled(button) ? .disabledDefaultButton : .press(button)
            return
        }
        let blocking = fields.filter { $0.name == "input" && Self.blockingTypes.contains(InputType.of($0)) }.count
        self = blocking > 1 ? .tooManyFields(blocking) : .submitWithoutButton
    }

    package var sends: Bool {
        switch self {
        case .press, .submitWithoutButton: true
        case .disabledDefaultButton, .tooManyFields: false
        }
    }

    package static func == (left: ImplicitSubmission, right: ImplicitSubmission) -> Bool {
        switch (left, right) {
        case (.press(let a), .press(let b)): a === b
        case (.submitWithoutButton, .submitWithoutButton), (.disabledDefaultButton, .disabledDefaultButton): true
        case (.tooManyFields(let a), .tooManyFields(let b)): a == b
        default: false
        }
    }
}
