/// What a form field is, so the UI knows how to focus and edit it.
package enum FieldKind: String, Sendable {
    case text, password, checkbox, radio, select, textarea, submit, reset, button, file
    /// A `<details>`'s summary: not a form control, but focused and used as
    /// one (HTML makes it interactive): Enter opens or closes its details.
    case summary

    /// From an `<input type>`; nil for `hidden`, which is never drawn.
    package init?(inputType: String) {
        switch inputType {
        case "hidden": return nil
        case "password": self = .password
        case "checkbox": self = .checkbox
        case "radio": self = .radio
        case "submit", "image": self = .submit
        case "reset": self = .reset
        case "button": self = .button
        case "file": self = .file
        default: self = .text // text, email, search, url, tel, number, date and the rest
        }
    }
}
