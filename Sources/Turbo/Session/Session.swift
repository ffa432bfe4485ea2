import FoundationEssentials
import Net

/// Loads the pages of one stack (main or modal) through the shared
/// transport, so both sessions use one connection pool and one cookie jar.
/// One visit at a time: a new visit, or leaving the page, cancels the one
/// in flight, and a cancelled visit never reports.
package final class Session {
    package typealias Completion = (Result<VisitResponse, VisitFailure>) -> Void

    private let transport: any Transport
    private var inFlight: TransferID?
    private var generation = 0
    private var finishedGeneration = -1

    package init(transport: any Transport) {
        self.transport = transport
    }

    package var isLoading: Bool { inFlight != nil }

    /// `request` carries Turbo's headers (`TurboRequestFactory`); its URL is
    /// the page's.
    /// `onBytes`: the body is also handed over piece by piece as it arrives
    /// (the browser parses and shows a page meanwhile); the completion still
    /// gets the whole answer. `endingEventStreams`: see `submit`.
    package func visit(_ request: HTTPRequest, onBytes: Transport.StreamingReceiver? = nil, endingEventStreams: Bool = false,
                       completion: @escaping Completion) {
        cancel()
        generation += 1
        let visitGeneration = generation
        let url = request.url
        let finish: Transport.Completion = { [weak self] result in
            guard let self, self.generation == visitGeneration else { return }
            self.inFlight = nil
            self.finishedGeneration = visitGeneration
            completion(result.map(VisitResponse.init).mapError { VisitFailure(url: url, error: $0) })
        }
        let id: TransferID
        if let onBytes {
            let body = ArrivedBody()
            // The transport holds the body limit over the whole answer, streamed or not.
            id = transport.startStreaming(request, onBytes: { [weak self] head, bytes in
                if endingEventStreams, head.contentType?.mediaType == "text/event-stream" {
                    if let transfer = body.transfer { self?.transport.cancel(transfer) }
                    var ended = head
                    ended.body = []
                    return finish(.success(ended))
                }
                // Kept as the pieces they are, joined once the answer is whole: copied into
                // one body as they came, an 8 MB page touched 2 000 fresh pages on the loop
                // while its first part waited to be drawn (docs/performance.md).
                body.pieces.append(bytes)
                onBytes(head, bytes)
            }, completion: { result in
                finish(result.map { response in
                    var whole = response
                    let pieces = body.pieces + (response.body.isEmpty ? [] : [response.body])
                    body.pieces = []
                    if pieces.count == 1 {
                        whole.body = pieces[0] // a page that came in one turn: its bytes as they are
                    } else {
                        var bytes: [UInt8] = []
                        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
                        for piece in pieces { bytes += piece }
                        whole.body = bytes
                    }
                    return whole
                })
            })
            body.transfer = id
        } else {
            id = transport.start(request, completion: finish)
        }
        // `start` reports a request it cannot make at once, before returning.
        if finishedGeneration != visitGeneration { inFlight = id }
    }

    /// A form's request (or a stream link's). An answer that is an event
    /// stream (`text/event-stream`, which a server may keep open for ever)
    /// ends with its first bytes, as an empty answer: a form is answered once,
    /// and a browser tab does not wait on a live feed only a script would read.
    package func submit(_ request: HTTPRequest, completion: @escaping Completion) {
        visit(request, onBytes: { _, _ in }, endingEventStreams: true, completion: completion)
    }

    package func cancel() {
        guard let id = inFlight else { return }
        inFlight = nil
        generation += 1
        transport.cancel(id)
    }

    /// The body of a streamed visit, collected for its completion.
    private final class ArrivedBody {
        var pieces: [[UInt8]] = []
        var transfer: TransferID?
    }
}
