/// What `{"wait":{...}}` waits for on the shown page. Each turn of the loop
/// checks it again, so live updates and frames that land meanwhile count.
package enum DriverWait: Equatable {
    case text(String)
    case selector(String)
    /// Until nothing matches the selector.
    case gone(String)
    /// Until nothing is in flight and no refresh is waiting.
    case idle

    package static let names = ["text", "selector", "gone", "idle"]
}
