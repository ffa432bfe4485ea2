import Turbo
/// The one JSON line answering a command: `ok` first, then the members the
/// command adds (sorted, so equal answers print equally).
package struct DriverAnswer: Equatable {
    package var ok: Bool
    package var members: [String: JSONValue] = [:]

    package static let success = DriverAnswer(ok: true)

    package static func failure(_ error: DriverError) -> DriverAnswer {
        var answer = DriverAnswer(ok: false, members: ["error": .string(error.message)])
        if let code = error.code { answer["code"] = .string(code) }
        return answer
    }

    package var error: String? { members["error"]?.stringValue }

    package subscript(key: String) -> JSONValue? {
        get { members[key] }
        set { members[key] = newValue }
    }

    /// Control characters are `\u` escapes, so no page text reaches a terminal
    /// reading the answers raw.
    package var line: String {
        var text = "{\"ok\":" + (ok ? "true" : "false")
        for key in members.keys.sorted() {
            text += "," + JSONValue.string(key).canonicalText + ":" + members[key]!.canonicalText
        }
        return text + "}"
    }
}
