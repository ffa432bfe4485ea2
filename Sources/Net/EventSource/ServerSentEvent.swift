/// One event of a `text/event-stream`, as the HTML standard's EventSource
/// dispatches it.
public struct ServerSentEvent: Equatable, Sendable {
    /// "message" unless the stream named another type with `event:`.
    public var type: String
    public var data: String
    /// The last `id:` seen so far in the stream (it carries over between events).
    public var lastEventID: String

    public init(type: String = "message", data: String, lastEventID: String = "") {
        self.type = type
        self.data = data
        self.lastEventID = lastEventID
    }
}
