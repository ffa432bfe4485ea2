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

    package var description: String {
        let what: String
        switch reason {
        case .missingAction: what = "the action attribute is missing"
        case .unknownAction(let name): what = "unknown action \"\(name)\""
        case .missingTarget: what = "the target or targets attribute is missing"
        case .invalidSelector(let error): what = error.description
        case .firstChildNotTemplate(let name): what = "the first child element must be a <template>, not <\(name)>"
        }
        return "\(stream): \(what)"
    }
}
