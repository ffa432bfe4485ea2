import FoundationEssentials
import HTML
import Net

/// Every live source of one shown page, started together and stopped
/// together: one Action Cable consumer for all cable sources (as a page has
/// one consumer) and one connection per `<turbo-stream-source>`. Messages
/// come out of `onStreamMessage` in arrival order, on the event loop.
package final class LiveStreams {
    package let sources: [LiveStreamSource]
    package var onStreamMessage: ((String) -> Void)?
    /// A source's problem worth a status line (another site refused, a stream stopped for good).
    package var onProblem: ((String) -> Void)?
    package private(set) var cable: ActionCableConsumer?
    package private(set) var streamSources: [StreamSourceConnection] = []
    /// Subscriptions the server has answered (confirmed or rejected) so far.
    package private(set) var answeredSubscriptions = 0

    /// `sources`: the document's, when they were found already (by the
    /// worker that prepared a big page); else the document is walked for them.
    package init(document: Document, pageURL: URL, transport: any Transport, sources known: [LiveStreamSource]? = nil) {
        let sources = known ?? LiveStreamSource.sources(in: document, pageURL: pageURL)
        self.sources = sources
        let identifiers = sources.compactMap { source -> ActionCableIdentifier? in
            if case .cable(let identifier) = source { return identifier }
            return nil
        }
        if !identifiers.isEmpty, let url = ActionCableLocation.url(for: document, pageURL: pageURL) {
            let consumer = ActionCableConsumer(url: url, origin: ActionCableLocation.origin(of: pageURL), transport: transport)
            identifiers.forEach(consumer.subscribe)
            consumer.onStreamMessage = { [weak self] message, _ in self?.onStreamMessage?(message) }
            consumer.onSubscription = { [weak self] _, _ in self?.answeredSubscriptions += 1 }
            cable = consumer
        }
        for case .stream(let url) in sources {
            let connection = StreamSourceConnection(url: url, pageURL: pageURL, transport: transport)
            connection.onStreamMessage = { [weak self] in self?.onStreamMessage?($0) }
            connection.onProblem = { [weak self] description, permanent in
                // A source that reconnects says nothing each time; one that gave up says why.
                if permanent { self?.onProblem?("Stream source \(url.absoluteString): \(description)") }
            }
            streamSources.append(connection)
        }
    }

    /// Every cable subscription has had its answer: a broadcast sent from now
    /// on reaches the page (one sent before may be lost, as in a browser).
    package var isSubscribed: Bool {
        answeredSubscriptions >= (cable?.subscribed.count ?? 0)
    }

    package func start() {
        cable?.start()
        streamSources.forEach { $0.start() }
    }

    /// The page is no longer shown: close everything.
    package func stop() {
        cable?.stop()
        streamSources.forEach { $0.stop() }
    }
}
