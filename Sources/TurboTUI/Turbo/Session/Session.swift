import Foundation

/// Loads the pages of one stack (main or modal) through the shared
/// transport, so both sessions use one connection pool and one cookie jar.
/// One visit at a time: a new visit, or leaving the page, cancels the one
/// in flight, and a cancelled visit never reports.
public final class Session {
    public typealias Completion = (Result<VisitResponse, VisitFailure>) -> Void

    private let transport: any Transport
    private var inFlight: TransferID?
    private var generation = 0
    private var finishedGeneration = -1

    public init(transport: any Transport) {
        self.transport = transport
    }

    public var isLoading: Bool { inFlight != nil }

    /// `request` carries Turbo's headers (`TurboRequestFactory`); its URL is
    /// the page's.
    public func visit(_ request: HTTPRequest, completion: @escaping Completion) {
        cancel()
        generation += 1
        let visitGeneration = generation
        let url = request.url
        let id = transport.start(request) { [weak self] result in
            guard let self, self.generation == visitGeneration else { return }
            self.inFlight = nil
            self.finishedGeneration = visitGeneration
            completion(result.map(VisitResponse.init).mapError { VisitFailure(url: url, error: $0) })
        }
        // `start` reports a request it cannot make at once, before returning.
        if finishedGeneration != visitGeneration { inFlight = id }
    }

    public func cancel() {
        guard let id = inFlight else { return }
        inFlight = nil
        generation += 1
        transport.cancel(id)
    }
}
