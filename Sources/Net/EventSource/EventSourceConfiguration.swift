/// How an `EventSource` waits and how much it accepts.
package struct EventSourceConfiguration: Sendable {
    /// Until the stream sets one with `retry:`.
    package var defaultReconnectionDelay: Duration
    /// A stream silent this long is taken as dead and reconnected (a
    /// vanished peer sends no FIN). Servers usually send comments to keep it alive.
    package var idleTimeoutSeconds: Int
    /// Bounds one line and one event's data.
    package var maximumLineBytes: Int
    /// Set when the stream is on another origin than its page's: it is read
    /// as a browser reads one without `withCredentials` (`CrossOriginRead`).
    package var crossOrigin: CrossOriginRead?

    package init(defaultReconnectionDelay: Duration = .seconds(3), idleTimeoutSeconds: Int = 120,
                maximumLineBytes: Int = 1 << 20) {
        self.defaultReconnectionDelay = defaultReconnectionDelay
        self.idleTimeoutSeconds = idleTimeoutSeconds
        self.maximumLineBytes = maximumLineBytes
    }
}
