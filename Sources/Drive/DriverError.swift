/// Why a driver command failed: one sentence for the `"error"` of its
/// answer. The session goes on after it.
package struct DriverError: Error, Equatable {
    package let message: String

    package init(_ message: String) { self.message = message }
}
