import Turbo
/// A field value that comes from outside the reducer: text written in
/// `$VISUAL`/`$EDITOR`, or a file read for a file input.
package struct ExternalEdit {
    package let target: FieldReference
    /// The new value, or why there is none (shown in the status line).
    package let value: Result<FormValue, ExternalEditError>

    package init(target: FieldReference, value: Result<FormValue, ExternalEditError>) {
        self.target = target
        self.value = value
    }
}

package struct ExternalEditError: Error, Equatable {
    package let message: String

    package init(message: String) {
        self.message = message
    }
}
