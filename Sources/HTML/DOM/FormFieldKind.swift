/// What a form-associated element is, for the form data set: the
/// `<input type>` states that change how it submits, and the other
/// submittable elements.
package enum FormFieldKind: Equatable {
    case textLike(type: String)
    case hidden
    case checkbox
    case radio
    case file
    case image
    case submitButton
    /// Buttons that never submit and never carry a value (reset, button).
    case inertButton
    case select
    case textarea
    case object

    /// nil: not a submittable element at all.
    package init?(_ element: Element) {
        switch element.name {
        case "input": self = Self.inputKind(InputType.of(element))
        case "button":
            switch element.attribute("type")?.lowercased() {
            case "reset", "button": self = .inertButton
            default: self = .submitButton
            }
        case "select": self = .select
        case "textarea": self = .textarea
        case "object": self = .object
        default: return nil
        }
    }

    private static func inputKind(_ type: String) -> FormFieldKind {
        switch type {
        case "hidden": .hidden
        case "checkbox": .checkbox
        case "radio": .radio
        case "file": .file
        case "image": .image
        case "submit": .submitButton
        case "reset", "button": .inertButton
        default: .textLike(type: type)
        }
    }

    package var isButton: Bool {
        switch self {
        case .image, .submitButton, .inertButton: true
        default: false
        }
    }
}
