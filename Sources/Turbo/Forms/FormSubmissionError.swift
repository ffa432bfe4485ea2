/// Why a form cannot be submitted at all.
package enum FormSubmissionError: Error, Equatable, CustomStringConvertible {
    case notAForm(String)
    case unresolvableAction(String)

    package var description: String {
        switch self {
        case .notAForm(let name): "<\(name)> is not a form"
        case .unresolvableAction(let action): "The form's action \"\(action)\" is not a usable URL"
        }
    }
}
