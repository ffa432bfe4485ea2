/// Why a command does nothing, in the status line's words (Ctrl-E with no
/// text field focused, `}` with one tab).
package struct Refusal: Error {
    package let message: StatusMessage
}
