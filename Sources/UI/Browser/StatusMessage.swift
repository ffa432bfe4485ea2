/// A line for the status bar, kept until the next key.
package struct StatusMessage: Equatable {
    package let text: String
    package let isError: Bool

    package static func info(_ text: String) -> StatusMessage { StatusMessage(text: text, isError: false) }
    package static func error(_ text: String) -> StatusMessage { StatusMessage(text: text, isError: true) }
}
