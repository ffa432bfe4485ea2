import CCurl
import FoundationEssentials
import Glibc

/// Runs HTTP transfers on libcurl's multi interface: many at once, on the
/// caller's thread, driven by `poll`, which also waits on the caller's own
/// descriptors so that one loop serves the network and the terminal.
///
/// One transport is one multi handle; its cookie jar is one share handle.
/// The main and the modal session both start their requests here, so they
/// run side by side and send the same cookies. Transports built with the
/// same `CookieJar` share cookies, DNS, TLS sessions and connections too.
package final class CurlTransport: Transport {
    /// A request on its way: the hop now running and what it took to get there.
    private struct InFlight {
        var transfer: CurlTransfer
        var redirects: Int
        let completion: Completion
        /// Streaming transfers hand over their body as it arrives.
        var onBytes: StreamingReceiver? = nil
        /// Limits of a streaming transfer, kept for its redirect hops.
        var streamConfiguration: TransportConfiguration? = nil
    }

    /// Fixed at the start but for `sendAppHeaders(to:)`.
    package private(set) var configuration: TransportConfiguration
    package let cookieJar: CookieJar
    /// Made at its first use, as the cookie jar's share is: the browser makes
    /// its transport at the start, while libcurl may still be loading.
    private var multi: UnsafeMutableRawPointer {
        if let madeMulti { return madeMulti }
        guard let made = tt_multi_init() else { fatalError("curl_multi_init failed: out of memory") }
        madeMulti = made
        return made
    }
    private var madeMulti: UnsafeMutableRawPointer?
    private var inFlight: [TransferID: InFlight] = [:]
    private var nextID = 0
    /// The event loop's timers; `poll` fires them.
    package let timers: TimerQueue
    private var watches: [SocketWatch.ID: SocketWatch] = [:]
    private var connecting: [TransferID: (connection: CurlConnection, completion: ConnectionCompletion)] = [:]
    private var connected: [TransferID: CurlConnection] = [:]
    /// The last `poll(waitingOn:)` found the caller's descriptors ready and
    /// left curl's transfers for this call, or a transfer was begun outside
    /// a poll (`beginAtOnce`): this call does not wait.
    private var transfersOwed = false
    /// What a streaming transfer receives in one call before it waits for
    /// the next (curl reads up to 100 times 16 KiB a call otherwise): its
    /// receiver (an arriving page's worker) gets the first bytes sooner,
    /// and the loop's turns stay short while a big page comes.
    private static let streamedBytesPerTurn = 256 * 1024

    /// `cookieJar` nil: a jar of its own, loaded from `configuration.cookieFile`.
    package init(configuration: TransportConfiguration = TransportConfiguration(), cookieJar: CookieJar? = nil,
                timers: TimerQueue = TimerQueue()) {
        self.configuration = configuration
        self.timers = timers
        self.cookieJar = cookieJar ?? CookieJar(file: configuration.cookieFile, saves: configuration.savesCookies)
    }

    deinit {
        guard let multi = madeMulti else { return }
        for request in inFlight.values {
            tt_multi_remove_handle(multi, request.transfer.easy)
        }
        inFlight.removeAll()
        for connection in Array(connecting.values.map(\.connection)) + Array(connected.values) {
            tt_multi_remove_handle(multi, connection.easy)
        }
        tt_multi_cleanup(multi)
    }

    package var activeTransferCount: Int { inFlight.count }

    /// The app's host learnt late (drive's first visit names it): the
    /// `--header`s go to it from the next request on, as they go to the
    /// start URL's host in the browser.
    package func sendAppHeaders(to url: URL) {
        guard let pattern = HostPattern(url: url), !configuration.appHeaders.fields.isEmpty,
              !configuration.appHeaders.hosts.contains(where: { $0.matches(url) }) else { return }
        configuration.appHeaders.hosts.append(pattern)
    }

    @discardableResult
    package func start(_ request: HTTPRequest, completion: @escaping Completion) -> TransferID {
        nextID += 1
        let id = TransferID(value: nextID)
        switch CurlTransfer.make(request: request, configuration: configuration, share: cookieJar.share) {
        case .success(let transfer):
            inFlight[id] = InFlight(transfer: transfer, redirects: 0, completion: completion)
            tt_multi_add_handle(multi, transfer.easy)
            beginAtOnce()
        case .failure(let error):
            completion(.failure(error))
        }
        return id
    }

    /// Server-sent events and `--output` downloads stream this way.
    @discardableResult
    package func startStreaming(_ request: HTTPRequest, configuration streamConfiguration: TransportConfiguration?,
                               onBytes: @escaping StreamingReceiver, completion: @escaping Completion) -> TransferID {
        nextID += 1
        let id = TransferID(value: nextID)
        switch CurlTransfer.make(request: request, configuration: streamConfiguration ?? configuration, share: cookieJar.share) {
        case .success(let transfer):
            transfer.bytesPerTurn = Self.streamedBytesPerTurn
            inFlight[id] = InFlight(transfer: transfer, redirects: 0, completion: completion, onBytes: onBytes,
                                    streamConfiguration: streamConfiguration)
            tt_multi_add_handle(multi, transfer.easy)
            beginAtOnce()
        case .failure(let error):
            completion(.failure(error))
        }
        return id
    }

    /// TCP, and TLS for https, through any proxy, made by curl on the event
    /// loop; `completion` hands the connection over.
    @discardableResult
    package func openConnection(to url: URL, completion: @escaping ConnectionCompletion) -> TransferID {
        nextID += 1
        let id = TransferID(value: nextID)
        switch CurlConnection.make(url: url, configuration: configuration) {
        case .success(let connection):
            connecting[id] = (connection, completion)
            tt_multi_add_handle(multi, connection.easy)
        case .failure(let error):
            completion(.failure(error))
        }
        return id
    }

    package func closeConnection(_ id: TransferID) {
        guard let connection = connecting.removeValue(forKey: id)?.connection ?? connected.removeValue(forKey: id) else { return }
        // Removing a connect-only handle from the multi closes its connection.
        tt_multi_remove_handle(multi, connection.easy)
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

    package func cancel(_ id: TransferID) {
        guard let request = inFlight.removeValue(forKey: id) else { return }
        tt_multi_remove_handle(multi, request.transfer.easy)
    }

    /// `poll` in curl's types: readiness of the extra descriptors is
    /// written back into their `revents`.
    /// `callerFirst`: when one of `extraDescriptors` is ready, curl's
    /// transfers wait for the next call (never two in a row).
    private func poll(extraDescriptors: inout [curl_waitfd], timeoutMilliseconds: Int32, callerFirst: Bool = false) {
        guard madeMulti != nil else { return pollBeforeAnyTransfer(&extraDescriptors, timeoutMilliseconds: timeoutMilliseconds) }
        var ready: Int32 = 0
        let watched = Array(watches)
        var waits = extraDescriptors + watched.map { _, watch in
            curl_waitfd(fd: watch.descriptor, events: Int16(CURL_WAIT_POLLIN | (watch.wantsOutput ? CURL_WAIT_POLLOUT : 0)),
                        revents: 0)
        }
        let count = UInt32(waits.count)
        let timeout = transfersOwed ? 0 : timers.timeoutMilliseconds(limit: timeoutMilliseconds)
        waits.withUnsafeMutableBufferPointer { buffer in
            _ = tt_multi_poll(multi, buffer.baseAddress, count, timeout, &ready)
        }
        for index in extraDescriptors.indices { extraDescriptors[index].revents = waits[index].revents }
        if callerFirst && !transfersOwed && extraDescriptors.contains(where: { Int32($0.revents) & (CURL_WAIT_POLLIN | CURL_WAIT_POLLPRI) != 0 }) {
            transfersOwed = true
        } else {
            transfersOwed = false
            performAndComplete()
        }
        for (offset, (id, watch)) in watched.enumerated() where watches[id] != nil {
            let events = Int32(waits[extraDescriptors.count + offset].revents)
            let readable = events & (CURL_WAIT_POLLIN | CURL_WAIT_POLLPRI) != 0
            let writable = events & CURL_WAIT_POLLOUT != 0
            if readable || writable { watch.onReady(readable, writable) }
        }
        timers.fireDue()
    }

    /// Before the first transfer there is no multi handle, and libcurl may
    /// not even be loaded (a run that reads only files never loads it): the
    /// caller's descriptors are polled as curl would (its `CURL_WAIT_POLL*`
    /// bits are poll(2)'s), and the timers fired.
    private func pollBeforeAnyTransfer(_ descriptors: inout [curl_waitfd], timeoutMilliseconds: Int32) {
        var waits = descriptors.map { pollfd(fd: $0.fd, events: $0.events, revents: 0) }
        // Interrupted by a signal: nothing is ready, as curl_multi_poll reports it.
        _ = Glibc.poll(&waits, nfds_t(waits.count), timers.timeoutMilliseconds(limit: timeoutMilliseconds))
        for index in descriptors.indices { descriptors[index].revents = waits[index].revents }
        timers.fireDue()
    }

    /// The caller's descriptors come first: when one is ready (a key, a
    /// worker's page), curl's transfers are left for the next call, so what
    /// the caller does with it is not held up by a turn of the network's
    /// work (curl reads up to 1.6 MB a call, and handing it on took 5-7 ms
    /// of an 8 MB page's first screen; docs/performance.md).
    package func poll(waitingOn descriptors: inout [PollDescriptor], timeoutMilliseconds: Int32) {
        var waits = descriptors.map { wanted in
            curl_waitfd(fd: wanted.descriptor,
                        events: Int16((wanted.wantsInput ? CURL_WAIT_POLLIN : 0) | (wanted.wantsOutput ? CURL_WAIT_POLLOUT : 0)),
                        revents: 0)
        }
        poll(extraDescriptors: &waits, timeoutMilliseconds: timeoutMilliseconds, callerFirst: true)
        for index in descriptors.indices {
            let events = Int32(waits[index].revents)
            descriptors[index].isReadable = events & (CURL_WAIT_POLLIN | CURL_WAIT_POLLPRI) != 0
            descriptors[index].isWritable = events & CURL_WAIT_POLLOUT != 0
        }
    }

    /// Runs until every started transfer has finished.
    package func runUntilIdle() {
        var none: [curl_waitfd] = []
        performAndComplete()
        while !inFlight.isEmpty {
            poll(extraDescriptors: &none, timeoutMilliseconds: 1000)
        }
    }

    /// A transfer just added is started now, not at the loop's next turn:
    /// curl connects and sends while the caller goes on, drawing its frame,
    /// say, which put the browser's first request a millisecond after its
    /// first frame. The first call starts the connect; curl looks at it again
    /// only in a later call, so a second one sends the request when the
    /// connection was made at once (127.0.0.1: the send came 1.1-1.5 ms
    /// after the connect, after the first frame, docs/performance.md). Nothing
    /// is delivered here (curl's callbacks only gather bytes): what curl has
    /// finished is owed, and the next `poll` hands it over without waiting.
    private func beginAtOnce() {
        var running: Int32 = 0
        tt_multi_perform(multi, &running)
        tt_multi_perform(multi, &running)
        transfersOwed = true
    }

    private func performAndComplete() {
        guard madeMulti != nil else { return } // no transfer was ever started
        var followed = true
        // A new redirect hop must start now, and may even finish at once.
        while followed {
            var running: Int32 = 0
            tt_multi_perform(multi, &running)
            followed = false
            deliverStreamedBytes()
            var remaining: Int32 = 0
            while let message = tt_multi_info_read(multi, &remaining) {
                guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else { continue }
                let code = message.pointee.data.result
                if finishConnecting(easy, code: code) { continue }
                guard let (id, request) = inFlight.first(where: { $0.value.transfer.easy == easy }) else { continue }
                tt_multi_remove_handle(multi, easy)
                inFlight.removeValue(forKey: id)
                followed = finish(request, id: id, outcome: request.transfer.outcome(code)) || followed
            }
        }
    }

    /// Hands streaming transfers the bytes that arrived, outside curl's
    /// callbacks, so that a receiver may cancel transfers. A redirect's body is dropped.
    private func deliverStreamedBytes() {
        for id in inFlight.compactMap({ $0.value.onBytes == nil ? nil : $0.key }) {
            guard let request = inFlight[id], let onBytes = request.onBytes else { continue }
            let bytes = request.transfer.takeBody()
            if !bytes.isEmpty, case .success(let head) = request.transfer.outcome(CURLE_OK),
               !(RedirectPolicy.followedStatuses.contains(head.status) && request.transfer.redirectTarget != nil) {
                onBytes(head, bytes)
            }
            // Unless the receiver cancelled it.
            inFlight[id]?.transfer.resume()
        }
    }

    /// Hands over a connection from `openConnection` once it is made; true when `easy` was one.
    private func finishConnecting(_ easy: UnsafeMutableRawPointer, code: CURLcode) -> Bool {
        guard let (id, pending) = connecting.first(where: { $0.value.connection.easy == easy }) else { return false }
        connecting.removeValue(forKey: id)
        if code == CURLE_OK {
            // The handle stays in the multi: removing it would close the connection.
            connected[id] = pending.connection
            pending.completion(.success(pending.connection))
        } else {
            tt_multi_remove_handle(multi, easy)
            pending.completion(.failure(pending.connection.error(for: code)))
        }
        return true
    }

    /// Completes the request or starts its next hop; true when a hop started.
    private func finish(_ request: InFlight, id: TransferID, outcome: Result<HTTPResponse, NetError>) -> Bool {
        guard case .success(var response) = outcome else {
            request.completion(outcome)
            return false
        }
        response.redirectCount = request.redirects
        guard RedirectPolicy.followedStatuses.contains(response.status),
              let target = request.transfer.redirectTarget else {
            // Fetch makes a Location that is not a URL a network error, not a page to show.
            if RedirectPolicy.followedStatuses.contains(response.status),
               let location = response.header("Location"), !location.trimmingSpaces().isEmpty {
                request.completion(.failure(.malformedAnswer("a redirect to \(location), which is not a URL")))
            } else {
                request.completion(.success(response))
            }
            return false
        }
        guard request.redirects < limits.maximumRedirects else {
            request.completion(.failure(.tooManyRedirects(limit: limits.maximumRedirects)))
            return false
        }
        let next = RedirectPolicy.follow(request.transfer.request, status: response.status, to: target)
            .flatMap { CurlTransfer.make(request: $0, configuration: request.streamConfiguration ?? configuration, share: cookieJar.share,
                                         started: request.transfer.started) }
        switch next {
        case .failure(let error):
            request.completion(.failure(error))
            return false
        case .success(let transfer):
            if request.onBytes != nil { transfer.bytesPerTurn = Self.streamedBytesPerTurn }
            inFlight[id] = InFlight(transfer: transfer, redirects: request.redirects + 1, completion: request.completion,
                                    onBytes: request.onBytes, streamConfiguration: request.streamConfiguration)
            tt_multi_add_handle(multi, transfer.easy)
            return true
        }
    }
}

/// What libcurl says of itself (`--version`). Loading and
/// `curl_global_init` happen in CCurl on the first curl call.
package enum CurlGlobal {
    /// Loads libcurl on another thread now, for a run that will use the
    /// network at once (the browser opening a web page): its libraries are
    /// mapped while the terminal is set up, not after (docs/performance.md).
    package static func startLoading() {
        tt_curl_preload()
    }

    /// Before the process exits: a load `startLoading` began is let finish, as
    /// `exit` runs libcurl's libraries' destructors (CurlLibrary.c, `tt_curl_settle`).
    package static func settleBeforeExit() {
        tt_curl_settle()
    }

    package static var versionString: String {
        guard let info = tt_curl_version_info(), let version = info.pointee.version else { return "unknown" }
        return String(cString: version)
    }
}
