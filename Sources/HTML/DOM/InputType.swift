/// The state of an `<input type>` attribute: lowercase, and "text" when
/// missing or unknown, as browsers read it.
package enum InputType {
    package static let known: Set<String> = [
        "hidden", "text", "search", "tel", "url", "email", "password", "date", "month", "week", "time",
        "datetime-local", "number", "range", "color", "checkbox", "radio", "file", "submit", "image", "reset", "button",
    ]

    package static func of(_ element: Element) -> String {
        guard let type = element.attribute("type")?.lowercased(), known.contains(type) else { return "text" }
        return type
    }
}
