import HTML
/// The user's edits, per field, kept apart from the DOM: the page's default
/// values stay in the tree (a snapshot or a 422 re-render can compare them)
/// and a submission reads an edit first, the DOM second. Keyed by element
/// identity, so it is only valid with the document it was made for. Each
/// entry holds its element: a field a stream removed must not free its
/// address for a new element, which would then show the old field's text.
package struct FormValues {
    private struct Entry {
        let element: Element
        var value: FormValue
    }

    private var values: [ObjectIdentifier: Entry] = [:]

    package init() {}

    package subscript(element: Element) -> FormValue? {
        get { values[ObjectIdentifier(element)]?.value }
        set { values[ObjectIdentifier(element)] = newValue.map { Entry(element: element, value: $0) } }
    }

    /// A field the user changed (its "dirty" flag): only such values are
    /// checked against `maxlength` and `minlength`, as browsers do.
    package func isEdited(_ element: Element) -> Bool {
        values[ObjectIdentifier(element)] != nil
    }

    package var isEmpty: Bool { values.isEmpty }
}
