/// What a session needs to perform a visit: the history action and, when the
/// client already has it, the response to render.
public struct VisitOptions: Equatable, Sendable {
    public var action: VisitAction
    public var response: VisitResponse?

    public init(action: VisitAction = .advance, response: VisitResponse? = nil) {
        self.action = action
        self.response = response
    }
}
