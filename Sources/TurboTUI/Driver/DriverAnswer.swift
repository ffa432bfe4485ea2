/// The one JSON line answering a command: `ok` first, then the members the
/// command adds (sorted, so equal answers print equally).
struct DriverAnswer: Equatable {
    var ok: Bool
    var members: [String: JSONValue] = [:]

    static let success = DriverAnswer(ok: true)

    static func failure(_ error: DriverError) -> DriverAnswer {
        DriverAnswer(ok: false, members: ["error": .string(error.message)])
    }

    var error: String? { members["error"]?.stringValue }

    subscript(key: String) -> JSONValue? {
        get { members[key] }
        set { members[key] = newValue }
    }

    /// Control characters are `\u` escapes, so no page text reaches a terminal
    /// reading the answers raw.
    var line: String {
        var text = "{\"ok\":" + (ok ? "true" : "false")
        for key in members.keys.sorted() {
            text += "," + JSONValue.string(key).canonicalText + ":" + members[key]!.canonicalText
        }
        return text + "}"
    }
}
