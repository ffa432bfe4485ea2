import Net
/// What a session needs to perform a visit: the history action and, when the
/// client already has it (a form's redirect target), the response to render
/// instead of asking the server again, so a flash shown once is not lost.
package struct VisitOptions: Sendable {
    package var action: VisitAction
    package var response: HTTPResponse?

    package init(action: VisitAction = .advance, response: HTTPResponse? = nil) {
        self.action = action
        self.response = response
    }
}

extension VisitOptions: Equatable {
    // HTTPResponse is not Equatable (its headers are tuples); status, final
    // URL and body identify a response well enough to compare decisions.
    package static func == (lhs: VisitOptions, rhs: VisitOptions) -> Bool {
        lhs.action == rhs.action && lhs.response?.status == rhs.response?.status
            && lhs.response?.url == rhs.response?.url && lhs.response?.body == rhs.response?.body
    }
}
