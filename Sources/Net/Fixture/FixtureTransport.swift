import FoundationEssentials
import Glibc
import Base

/// A `Transport` without sockets, for tests of the client's logic (Session,
/// frames, path configuration, the event loop): answers come from a table
/// of recorded answers keyed by method and URL (`.http` files, see
/// docs/testing.md), every request handed over is kept for assertions, and
/// answers arrive as timers on a manual clock. Internal: no flag reaches it,
/// and tests get it through `@testable import`.
///
/// Like `CurlTransport` it follows recorded redirects (spec turbo-wire D8,
/// through `RedirectPolicy`) and stops at the redirect and body limits of
/// its configuration; it calls every completion from `poll`, never inside
/// `start`. It does not keep
/// `Set-Cookie` (the jar holds what a test adds) and opens no raw
/// connections: a WebSocket is refused, as a server that is not running
/// would refuse it. The wire itself is tested against real servers.
package final class FixtureTransport: Transport {
    package let configuration: TransportConfiguration
    package let cookieJar: CookieJar
    package let timers: TimerQueue
    package let clock: ManualClock
    /// Every request handed over, each redirect hop too, in order.
    package private(set) var requests: [HTTPRequest] = []
    /// Requests no route answered; each failed with a message naming it.
    package private(set) var unanswered: [FixtureRoute] = []
    /// Where `openConnection` was asked to connect (each refused).
    package private(set) var connectionAttempts: [URL] = []
    /// When the caller would wait and nothing but a timer is left, the clock
    /// jumps to that timer: delays order the answers and cost no real time.
    /// False: the test moves `clock` itself.
    package let skipsIdleTime: Bool

    private var replies: [FixtureRoute: [FixtureReply]] = [:]
    /// Each transfer and connection on its way, by the timer that brings its answer.
    private var inFlight: [TransferID: TimerQueue.TimerID] = [:]
    /// Streaming transfers whose body is being handed over: a receiver may cancel.
    private var delivering: Set<TransferID> = []
    private var watches: [SocketWatch.ID: SocketWatch] = [:]
    private var nextID = 0

    package init(configuration: TransportConfiguration = TransportConfiguration(), cookieJar: CookieJar? = nil,
         clock: ManualClock = ManualClock(), skipsIdleTime: Bool = true) {
        self.configuration = configuration
        self.cookieJar = cookieJar ?? CookieJar(file: nil, saves: false)
        self.clock = clock
        self.skipsIdleTime = skipsIdleTime
        timers = TimerQueue(clock: clock)
    }

    /// Transfers and connections whose answer has not arrived.
    package var pendingCount: Int { inFlight.count }

    /// `method url` gets `answer`, `delay` after it is asked. Answers given
    /// for one route are used in turn; the last one answers every later request.
    package func answer(_ url: URL, method: HTTPRequest.Method = .get, with answer: RecordedAnswer, after delay: Duration = .zero) {
        replies[FixtureRoute(method, url), default: []].append(FixtureReply(outcome: .success(answer), delay: delay))
    }

    /// `method url` fails with `error`, as a server that refused or broke off would.
    package func fail(_ url: URL, method: HTTPRequest.Method = .get, with error: NetError, after delay: Duration = .zero) {
        replies[FixtureRoute(method, url), default: []].append(FixtureReply(outcome: .failure(error), delay: delay))
    }

    @discardableResult
    package func start(_ request: HTTPRequest, completion: @escaping Completion) -> TransferID {
        let id = makeID()
        send(Hop(request: request, redirects: 0, completion: completion, onBytes: nil, configuration: configuration), as: id)
        return id
    }

    @discardableResult
    package func startStreaming(_ request: HTTPRequest, configuration streamConfiguration: TransportConfiguration?,
                        onBytes: @escaping StreamingReceiver, completion: @escaping Completion) -> TransferID {
        let id = makeID()
        send(Hop(request: request, redirects: 0, completion: completion, onBytes: onBytes,
                 configuration: streamConfiguration ?? configuration), as: id)
        return id
    }

    package func cancel(_ id: TransferID) {
        timers.cancel(inFlight.removeValue(forKey: id))
        delivering.remove(id)
    }

    @discardableResult
    package func openConnection(to url: URL, completion: @escaping ConnectionCompletion) -> TransferID {
        let id = makeID()
        connectionAttempts.append(url)
        inFlight[id] = timers.schedule(after: .zero) { [weak self] in
            self?.inFlight.removeValue(forKey: id)
            completion(.failure(.connectionRefused(host: url.host ?? url.absoluteString)))
        }
        return id
    }

    package func closeConnection(_ id: TransferID) {
        cancel(id)
    }

    package func watch(_ descriptor: Int32, wantsOutput: Bool,
               onReady: @escaping (_ readable: Bool, _ writable: Bool) -> Void) -> SocketWatch.ID {
        nextID += 1
        let id = SocketWatch.ID(value: nextID)
        watches[id] = SocketWatch(descriptor: descriptor, wantsOutput: wantsOutput, onReady: onReady)
        return id
    }

    package func setWatch(_ id: SocketWatch.ID, wantsOutput: Bool) {
        watches[id]?.wantsOutput = wantsOutput
    }

    package func unwatch(_ id: SocketWatch.ID?) {
        guard let id else { return }
        watches.removeValue(forKey: id)
    }

    /// Waits in poll(2) on the caller's descriptors and the watched ones,
    /// for real (the event loop's terminal and workers are real); timers,
    /// answers among them, fire by the manual clock.
    private static let machineClock = SystemMonotonicClock()

    package func poll(waitingOn descriptors: inout [PollDescriptor], timeoutMilliseconds: Int32) {
        let watched = Array(watches)
        var waits = descriptors.map { wanted in
            pollfd(fd: wanted.descriptor,
                   events: Int16((wanted.wantsInput ? POLLIN : 0) | (wanted.wantsOutput ? POLLOUT : 0)), revents: 0)
        } + watched.map { _, watch in
            pollfd(fd: watch.descriptor, events: Int16(POLLIN | (watch.wantsOutput ? POLLOUT : 0)), revents: 0)
        }
        let timerIsDue = timers.nextDeadline.map { $0 <= clock.now } ?? false
        let skipsWait = timerIsDue || (skipsIdleTime && timers.nextDeadline != nil)
        // A wait that really blocks (for a worker thread, a test's terminal)
        // is time that passed: virtual time keeps up with it, so what the
        // loop shows meanwhile (a progress bar) moves as it would.
        let blockedSince = skipsIdleTime && !skipsWait && timeoutMilliseconds != 0 ? Self.machineClock.now : nil
        let ready = waits.withUnsafeMutableBufferPointer { buffer in
            Glibc.poll(buffer.baseAddress, nfds_t(buffer.count), skipsWait ? 0 : timeoutMilliseconds)
        }
        if let blockedSince { clock.advance(by: blockedSince.duration(to: Self.machineClock.now)) }
        let inputEvents = Int16(POLLIN | POLLPRI | POLLHUP | POLLERR)
        for index in descriptors.indices {
            descriptors[index].isReadable = waits[index].revents & inputEvents != 0
            descriptors[index].isWritable = waits[index].revents & Int16(POLLOUT) != 0
        }
        for (offset, (id, watch)) in watched.enumerated() where watches[id] != nil {
            let events = waits[descriptors.count + offset].revents
            let readable = events & inputEvents != 0
            let writable = events & Int16(POLLOUT) != 0
            if readable || writable { watch.onReady(readable, writable) }
        }
        if ready <= 0 && timeoutMilliseconds != 0 && skipsIdleTime && !timerIsDue, let next = timers.nextDeadline {
            clock.advance(to: next)
        }
        timers.fireDue()
    }

    /// Moves the clock on and fires the timers it passes, earliest first:
    /// for tests that hold time themselves (`skipsIdleTime` false).
    package func advance(by duration: Duration) {
        let end = clock.now + duration
        while let next = timers.nextDeadline, next <= end {
            clock.advance(to: next)
            timers.fireDue()
        }
        clock.advance(to: end)
    }

    /// Brings every answer on its way, however far ahead on the clock.
    package func runUntilIdle() {
        while let next = inFlight.values.isEmpty ? nil : timers.nextDeadline {
            clock.advance(to: next)
            timers.fireDue()
        }
    }

    /// One hop of a request: what was asked, how it got here and where the answer goes.
    private struct Hop {
        let request: HTTPRequest
        let redirects: Int
        let completion: Completion
        let onBytes: StreamingReceiver?
        let configuration: TransportConfiguration
    }

    private func makeID() -> TransferID {
        nextID += 1
        return TransferID(value: nextID)
    }

    private func send(_ hop: Hop, as id: TransferID) {
        requests.append(hop.request)
        let route = FixtureRoute(hop.request.method, hop.request.url)
        let reply = nextReply(for: route)
        inFlight[id] = timers.schedule(after: reply.delay) { [weak self] in
            self?.arrive(reply.outcome, for: hop, as: id)
        }
    }

    private func nextReply(for route: FixtureRoute) -> FixtureReply {
        guard var queue = replies[route], let first = queue.first else {
            unanswered.append(route)
            return FixtureReply(outcome: .failure(.other("no fixture answers \(route)")), delay: .zero)
        }
        if queue.count > 1 {
            queue.removeFirst()
            replies[route] = queue
        }
        return first
    }

    private func arrive(_ outcome: Result<RecordedAnswer, NetError>, for hop: Hop, as id: TransferID) {
        inFlight.removeValue(forKey: id)
        let answer: RecordedAnswer
        switch outcome {
        case .failure(let error): return hop.completion(.failure(error))
        case .success(let recorded): answer = recorded
        }
        let limits = hop.configuration.limits
        if RedirectPolicy.followedStatuses.contains(answer.status),
           let location = answer.header("Location"), !location.trimmingSpaces().isEmpty {
            // Fetch makes a Location that is not a URL a network error, not a page to show.
            guard let target = URL(address: location, relativeTo: hop.request.url)?.absoluteURL else {
                return hop.completion(.failure(.malformedAnswer("a redirect to \(location), which is not a URL")))
            }
            guard hop.redirects < limits.maximumRedirects else {
                return hop.completion(.failure(.tooManyRedirects(limit: limits.maximumRedirects)))
            }
            switch RedirectPolicy.follow(hop.request, status: answer.status, to: target) {
            case .failure(let error): hop.completion(.failure(error))
            case .success(let next):
                send(Hop(request: next, redirects: hop.redirects + 1, completion: hop.completion, onBytes: hop.onBytes,
                         configuration: hop.configuration), as: id)
            }
            return
        }
        guard answer.body.count <= limits.maximumBodyBytes else {
            return hop.completion(.failure(.tooLarge(limit: limits.maximumBodyBytes)))
        }
        var response = HTTPResponse(status: answer.status, url: hop.request.url, redirectCount: hop.redirects,
                                    headers: answer.headers, body: answer.body, protocolVersion: answer.protocolVersion)
        if let onBytes = hop.onBytes {
            response.body = []
            if !answer.body.isEmpty {
                delivering.insert(id)
                onBytes(response, answer.body)
                // The receiver cancelled: no completion, as with curl.
                guard delivering.remove(id) != nil else { return }
            }
        }
        hop.completion(.success(response))
    }
}
