/// A line for the status bar, kept until the next key.
struct StatusMessage: Equatable {
    let text: String
    let isError: Bool

    static func info(_ text: String) -> StatusMessage { StatusMessage(text: text, isError: false) }
    static func error(_ text: String) -> StatusMessage { StatusMessage(text: text, isError: true) }
}
