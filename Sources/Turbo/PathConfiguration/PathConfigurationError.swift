/// Why a path configuration cannot be used at all; the last good one stays.
package enum PathConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidJSON(JSONSyntaxError)
    case notAnObject(foundKind: String)
    case missingRules
    case rulesNotAnArray(foundKind: String)

    package var description: String {
        switch self {
        case .invalidJSON(let error): return "invalid JSON at \(error)"
        case .notAnObject(let kind): return "the file holds \(kind), not an object with \"rules\""
        case .missingRules: return "no \"rules\" (a path configuration needs \"rules\": [...])"
        case .rulesNotAnArray(let kind): return "\"rules\" is \(kind), not an array"
        }
    }
}
