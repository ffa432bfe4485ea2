/// A field value that comes from outside the reducer: text written in
/// `$VISUAL`/`$EDITOR`, or a file read for a file input.
struct ExternalEdit {
    let target: FieldReference
    /// The new value, or why there is none (shown in the status line).
    let value: Result<FormValue, ExternalEditError>
}

struct ExternalEditError: Error, Equatable {
    let message: String
}
