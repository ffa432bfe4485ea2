import HTML
/// Why one `<turbo-stream>` was not run. The message names the stream by its
/// start tag, as Turbo's console errors do; the other streams still run.
package struct StreamActionError: Error, Equatable, Sendable, CustomStringConvertible {
    package enum Reason: Equatable, Sendable {
        case missingAction
        case unknownAction(String)
        case missingTarget
        case invalidSelector(SelectorError)
        case firstChildNotTemplate(String)
    }

    package let stream: String
    package let reason: Reason

    package var description: String { "\(stream): \(what)" }

    /// One plain line for the status line (issue 34), the stream's tag left
    /// to the dump's and the driver's `description`.
    package var line: String { "A stream update was skipped: \(what) (the others ran)" }

    private var what: String {
        switch reason {
        case .missingAction: "the action attribute is missing"
        case .unknownAction(let name): "unknown action \"\(name)\""
        case .missingTarget: "the target or targets attribute is missing"
        case .invalidSelector(let error): error.description
        case .firstChildNotTemplate(let name): "the first child element must be a <template>, not <\(name)>"
        }
    }
}
