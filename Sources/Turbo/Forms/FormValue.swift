/// What the user made of one field, overriding the value the page gave it.
package enum FormValue: Equatable, Sendable {
    /// Text inputs and textareas.
    case text(String)
    /// Checkboxes and radio buttons.
    case checked(Bool)
    /// Selects: positions in the select's options, in tree order.
    case selected([Int])
    /// File inputs: the chosen files, read by the UI.
    case files([FormFile])
}
