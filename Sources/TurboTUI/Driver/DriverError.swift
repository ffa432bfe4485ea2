/// Why a driver command failed: one sentence for the `"error"` of its
/// answer. The session goes on after it.
struct DriverError: Error, Equatable {
    let message: String

    init(_ message: String) { self.message = message }
}
