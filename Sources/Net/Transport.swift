import FoundationEssentials

/// The network as the layers above Net see it: requests that complete or
/// stream, raw connections for WebSockets, the loop's timers, the cookie
/// jar, and the one `poll` the program waits in. `CurlTransport` is the
/// real one; `FixtureTransport` answers from recorded `.http` files, so
/// the client's logic (Session, frames, path configuration, the event
/// loop) is tested without sockets. Completions and callbacks run inside
/// `poll`, on the caller's thread; only a request that cannot be made at
/// all (a scheme other than http and https, a password in the URL) may
/// fail at once, inside `start` (`Session` allows for both).
package protocol Transport: AnyObject {
    typealias Completion = (Result<HTTPResponse, NetError>) -> Void
    /// Body bytes of a streaming transfer, with the status and headers of the hop they belong to.
    typealias StreamingReceiver = (_ head: HTTPResponse, _ bytes: [UInt8]) -> Void
    typealias ConnectionCompletion = (Result<any TransportConnection, NetError>) -> Void

    var configuration: TransportConfiguration { get }
    var cookieJar: CookieJar { get }
    /// The event loop's timers; `poll` fires them.
    var timers: TimerQueue { get }

    /// Starts a request; redirects are followed (spec turbo-wire D8) and
    /// `completion` gets the final answer, unless the transfer is cancelled.
    @discardableResult
    func start(_ request: HTTPRequest, completion: @escaping Completion) -> TransferID

    /// Starts a transfer whose body goes to `onBytes` as it arrives instead
    /// of being collected; `completion` gets the final status and headers,
    /// or the error that ended it. `configuration` nil: the transport's own.
    @discardableResult
    func startStreaming(_ request: HTTPRequest, configuration: TransportConfiguration?,
                        onBytes: @escaping StreamingReceiver, completion: @escaping Completion) -> TransferID

    /// Stops a transfer (whichever redirect hop it is on); its completion is not called.
    func cancel(_ id: TransferID)

    /// Opens a raw connection to `url`'s host without sending a request:
    /// the base of a WebSocket, which speaks its own protocol over it.
    @discardableResult
    func openConnection(to url: URL, completion: @escaping ConnectionCompletion) -> TransferID

    /// Closes a connection from `openConnection`, made or still being made.
    func closeConnection(_ id: TransferID)

    /// Waits on `descriptor` in every `poll` until `unwatch`; `onReady` runs after the poll.
    func watch(_ descriptor: Int32, wantsOutput: Bool,
               onReady: @escaping (_ readable: Bool, _ writable: Bool) -> Void) -> SocketWatch.ID
    func setWatch(_ id: SocketWatch.ID, wantsOutput: Bool)
    func unwatch(_ id: SocketWatch.ID?)

    /// Waits until a transfer has work, one of `descriptors` is ready, a
    /// timer is due or `timeoutMilliseconds` pass; then moves the transfers
    /// on, calls the completions of those that finished and fires due timers.
    /// When one of `descriptors` is readable, a transport may leave its
    /// transfers for the next call (which then does not wait), so the caller
    /// answers it first.
    func poll(waitingOn descriptors: inout [PollDescriptor], timeoutMilliseconds: Int32)
}

extension Transport {
    package var limits: TransportLimits { configuration.limits }
    package var userAgent: String { configuration.userAgent }

    @discardableResult
    package func startStreaming(_ request: HTTPRequest, onBytes: @escaping StreamingReceiver,
                               completion: @escaping Completion) -> TransferID {
        startStreaming(request, configuration: nil, onBytes: onBytes, completion: completion)
    }

    package func watch(_ descriptor: Int32, onReady: @escaping (_ readable: Bool, _ writable: Bool) -> Void) -> SocketWatch.ID {
        watch(descriptor, wantsOutput: false, onReady: onReady)
    }

    /// Writes lasting cookies to the cookie file (see `CookieJar.save`).
    package func saveCookies() throws(PrivateFileProblem) {
        try cookieJar.save()
    }

    /// Starts one request and waits for it, for callers without a loop of their own.
    package func fetch(_ request: HTTPRequest) -> Result<HTTPResponse, NetError> {
        var outcome: Result<HTTPResponse, NetError>?
        start(request) { outcome = $0 }
        var none: [PollDescriptor] = []
        // The completion always comes: nothing else knows this transfer to cancel it.
        while outcome == nil {
            poll(waitingOn: &none, timeoutMilliseconds: 1000)
        }
        return outcome ?? .failure(.cancelled)
    }
}
