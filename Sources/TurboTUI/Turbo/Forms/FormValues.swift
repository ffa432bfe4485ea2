/// The user's edits, per field, kept apart from the DOM: the page's default
/// values stay in the tree (a snapshot or a 422 re-render can compare them)
/// and a submission reads an edit first, the DOM second. Keyed by element
/// identity, so it is only valid with the document it was made for.
public struct FormValues: Sendable {
    private var values: [ObjectIdentifier: FormValue] = [:]

    public init() {}

    public subscript(element: Element) -> FormValue? {
        get { values[ObjectIdentifier(element)] }
        set { values[ObjectIdentifier(element)] = newValue }
    }

    /// A field the user changed (its "dirty" flag): only such values are
    /// checked against `maxlength` and `minlength`, as browsers do.
    public func isEdited(_ element: Element) -> Bool {
        values[ObjectIdentifier(element)] != nil
    }

    public var isEmpty: Bool { values.isEmpty }
}
