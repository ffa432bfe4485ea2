/// How a form's fields are encoded (`enctype` / `formenctype`); anything
/// unknown is urlencoded, as in Turbo's `fetchEnctypeFromString`.
package enum FormEnctype: String, Equatable, Sendable, CaseIterable {
    case urlEncoded = "application/x-www-form-urlencoded"
    case multipart = "multipart/form-data"
    case plainText = "text/plain"

    package init(attribute: String?) {
        self = attribute.flatMap { FormEnctype(rawValue: $0.lowercased()) } ?? .urlEncoded
    }
}
