/// One event of a `text/event-stream`, as the HTML standard's EventSource
/// dispatches it.
package struct ServerSentEvent: Equatable, Sendable {
    /// "message" unless the stream named another type with `event:`.
    package var type: String
    package var data: String
    /// The last `id:` seen so far in the stream (it carries over between events).
    package var lastEventID: String

    package init(type: String = "message", data: String, lastEventID: String = "") {
        self.type = type
        self.data = data
        self.lastEventID = lastEventID
    }
}
