/// A yes/no dialog: `data-turbo-confirm` before a submission, or quitting
/// or closing a modal with typed data unsent. No (n or Esc) does nothing at all.
package struct Question {
    package enum Action {
        case submit(FormToSend)
        case quit
        /// Done (Esc, `[Done]`) on a modal that holds typed data: the modal closes, the data is lost.
        case dismissModal
        /// Closing a tab (`c`) that holds typed data, or one of the app's tabs.
        case closeTab(TabID)
        /// The shown app tab chosen again: back to its root, typed data lost.
        case clearTab(TabID)
    }

    package let text: String
    package let action: Action

    package init(text: String, action: Action) {
        self.text = text
        self.action = action
    }
}
