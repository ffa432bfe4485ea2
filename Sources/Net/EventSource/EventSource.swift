import FoundationEssentials

/// A server-sent-events client, as a browser's `EventSource`: one streaming
/// transfer on the shared transport (so the shared cookies go with it),
/// events handed over as they arrive, and after the stream ends or breaks,
/// a new request after the reconnection delay carrying `Last-Event-ID`.
/// A wrong status or content type stops it for good, as in a browser.
package final class EventSource {
    package enum State: Equatable, Sendable {
        case connecting, open, closed
    }

    package let url: URL
    package private(set) var state = State.closed
    package var onOpen: (() -> Void)?
    package var onEvent: ((ServerSentEvent) -> Void)?
    /// A connection failed or ended; `willReconnect` false means it stopped for good.
    package var onError: ((_ reason: String, _ willReconnect: Bool) -> Void)?
    /// Requests made so far, first connection included.
    package private(set) var connectionCount = 0

    private let transport: any Transport
    private let configuration: EventSourceConfiguration
    private var parser: EventStreamParser
    private var transfer: TransferID?
    private var retryTimer: TimerQueue.TimerID?

    package init(url: URL, configuration: EventSourceConfiguration = EventSourceConfiguration(), transport: any Transport) {
        self.url = url
        self.configuration = configuration
        self.transport = transport
        parser = EventStreamParser(maximumLineBytes: configuration.maximumLineBytes)
    }

    deinit {
        close()
    }

    package var lastEventID: String { parser.lastEventID }

    /// The wait before reconnecting: the stream's `retry:` (at most a day, as
    /// the parser reads it), else the default, and never under
    /// `shortestReconnectionDelay`.
    package var reconnectionDelay: Duration {
        max(parser.reconnectionDelay ?? configuration.defaultReconnectionDelay, Self.shortestReconnectionDelay)
    }

    /// `retry: 0` from a server that ends every stream at once would otherwise
    /// reconnect in a busy loop, hammering the server and the CPU; HTML 9.2.3
    /// lets a user agent wait longer than asked ("optionally, wait some more").
    package static let shortestReconnectionDelay = Duration.milliseconds(500)

    package func connect() {
        guard state == .closed else { return }
        state = .connecting
        connectionCount += 1
        var headers = [(name: "Accept", value: "text/event-stream"), (name: "Cache-Control", value: "no-cache")]
        if !parser.lastEventID.isEmpty { headers.append((name: "Last-Event-ID", value: parser.lastEventID)) }
        var streamConfiguration = transport.configuration
        streamConfiguration.limits.idleTimeoutSeconds = configuration.idleTimeoutSeconds
        streamConfiguration.limits.answerTimeoutSeconds = nil // an event stream has no end to wait for
        // Nor a size: it may run for days; `maximumLineBytes` bounds what it holds at once.
        streamConfiguration.limits.maximumBodyBytes = TransportLimits.unlimitedBodyBytes
        var request = HTTPRequest(url: url, headers: headers)
        if let crossOrigin = configuration.crossOrigin { request = crossOrigin.prepare(request) }
        transfer = transport.startStreaming(request, configuration: streamConfiguration,
                                            onBytes: { [weak self] head, bytes in self?.received(head, bytes) },
                                            completion: { [weak self] result in self?.ended(result) })
    }

    /// Stops for good: no more events, no reconnection.
    package func close() {
        if let transfer { transport.cancel(transfer) }
        transport.timers.cancel(retryTimer)
        transfer = nil
        retryTimer = nil
        state = .closed
    }

    private func received(_ head: HTTPResponse, _ bytes: [UInt8]) {
        if state == .connecting {
            guard accept(head) else { return }
        }
        let events: [ServerSentEvent]
        do {
            events = try parser.receive(bytes)
        } catch {
            if let transfer { transport.cancel(transfer) }
            return retry(after: "a line or event larger than \(ByteCount.format(configuration.maximumLineBytes))")
        }
        for event in events where state == .open {
            onEvent?(event)
        }
    }

    /// Checks status and type when the first bytes come; false when it stopped.
    private func accept(_ head: HTTPResponse) -> Bool {
        let mediaType = head.contentType?.mediaType ?? "no Content-Type"
        let refusal: String? = if let crossOrigin = configuration.crossOrigin, !crossOrigin.allows(head) {
            crossOrigin.refusal
        } else if head.status != 200 {
            "the server answered HTTP \(head.status)"
        } else if mediaType != "text/event-stream" {
            "the answer is \(mediaType), not text/event-stream"
        } else {
            nil
        }
        if let reason = refusal {
            close()
            onError?(reason, false)
            return false
        }
        state = .open
        onOpen?()
        return state == .open
    }

    private func ended(_ result: Result<HTTPResponse, NetError>) {
        transfer = nil
        guard state != .closed else { return }
        switch result {
        case .success(let head):
            if state == .connecting && !accept(head) { return }
            retry(after: "the stream ended")
        case .failure(let error):
            retry(after: error.description)
        }
    }

    private func retry(after reason: String) {
        state = .closed
        parser.resetPartialEvent()
        onError?(reason, true)
        guard state == .closed, retryTimer == nil else { return }
        retryTimer = transport.timers.schedule(after: reconnectionDelay) { [weak self] in
            self?.retryTimer = nil
            self?.connect()
        }
    }
}
