/// A yes/no dialog: `data-turbo-confirm` before a submission, or quitting
/// with typed data unsent. No (n or Esc) does nothing at all.
struct Question {
    enum Action {
        case submit(PreparedSubmission)
        case quit
    }

    let text: String
    let action: Action
}
