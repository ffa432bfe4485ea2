import HTML
/// The form a field belongs to: the one its `form="id"` names, else the
/// form around it (as `element.form` gives it).
package enum FieldOwner {
    package static func form(of field: Element, in document: Document?) -> Element? {
        if let id = field.attribute("form") {
            guard let form = document?.element(withID: id), form.name == "form" else { return nil }
            return form
        }
        return field.closestAncestor { $0.name == "form" }
    }
}
