import CCurl
import FoundationEssentials
import Dispatch

/// One easy handle (one hop of a request: redirects are new transfers) and
/// what it has received. The transport keeps it alive while curl may call
/// back into it.
package final class CurlTransfer {
    package let easy: UnsafeMutableRawPointer
    package let request: HTTPRequest
    private let limits: TransportLimits
    /// Held so that the share outlives every easy handle attached to it.
    private let share: CurlShare
    private var requestHeaders: UnsafeMutablePointer<curl_slist>?
    private var body: [UInt8] = []
    /// Every body byte this hop received, taken or not: `limits.maximumBodyBytes`
    /// bounds the whole answer, also of a stream that hands its bytes on as they come.
    private var bodyBytesReceived = 0
    /// A streaming transfer's bytes received since its body was last taken,
    /// and the most it receives before it pauses until then (`resume`).
    private var bytesThisTurn = 0
    package var bytesPerTurn: Int?
    private var isPaused = false
    private var headers: [(name: String, value: String)] = []
    private var exceededLimit = false
    /// When bytes last moved (or the connection was made), in monotonic nanoseconds.
    private var lastActivity = DispatchTime.now().uptimeNanoseconds
    private var lastProgress: (down: curl_off_t, up: curl_off_t) = (0, 0)
    private var stalled = false
    /// The answer took longer than `limits.answerTimeoutSeconds` as a whole.
    private var overran = false
    /// When the request's first hop started, in monotonic nanoseconds: the answer
    /// deadline counts from there, so a redirect chain of slow hops (each under
    /// the deadline) cannot hold a visit for the deadline times the redirects.
    package let started: UInt64
    /// curl writes its error text here; it must outlive the handle's calls.
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)

    private init(easy: UnsafeMutableRawPointer, request: HTTPRequest, limits: TransportLimits, share: CurlShare,
                 started: UInt64) {
        self.easy = easy
        self.started = started
        self.request = request
        self.limits = limits
        self.share = share
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    }

    deinit {
        tt_easy_cleanup(easy)
        tt_slist_free_all(requestHeaders)
        errorBuffer.deallocate()
    }

    /// `started`: the first hop's start, for a redirect hop (see `started`).
    package static func make(request: HTTPRequest, configuration: TransportConfiguration, share: CurlShare,
                     started: UInt64 = DispatchTime.now().uptimeNanoseconds) -> Result<CurlTransfer, NetError> {
        let scheme = request.url.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" else { return .failure(.unsupportedScheme(scheme)) }
        // curl would send `user:pass@` as Basic credentials to whatever host
        // the URL names, a link on a page included; credentials come from --netrc.
        guard request.url.user == nil && request.url.password == nil else {
            return .failure(.other("a URL with a user name or password in it (user:pass@host) is not fetched; "
                + "put credentials in ~/.netrc and use --netrc"))
        }
        guard let easy = tt_easy_init() else { return .failure(.other("curl_easy_init failed")) }
        let transfer = CurlTransfer(easy: easy, request: request, limits: configuration.limits, share: share, started: started)
        transfer.configure(configuration)
        return .success(transfer)
    }

    private func configure(_ configuration: TransportConfiguration) {
        let me = Unmanaged.passUnretained(self).toOpaque()
        // The share holds the cookie jar: a request without cookies stays out of it.
        if request.sendsCookies { share.attach(easy) }
        tt_easy_setopt_string(easy, CURLOPT_URL, request.url.absoluteString)
        tt_easy_setopt_string(easy, CURLOPT_USERAGENT, configuration.userAgent)
        tt_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
        tt_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https")
        // Redirects are followed by the transport, one transfer per hop, so
        // that Turbo's method rules and the scheme check apply to each.
        tt_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 0)
        tt_easy_setopt_long(easy, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS))
        // Wait for a connection that can multiplex instead of opening another.
        tt_easy_setopt_long(easy, CURLOPT_PIPEWAIT, 1)
        tt_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, "")
        tt_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT, limits.connectTimeoutSeconds)
        // curl's own speed check averages over seconds of history, so a
        // stall right after a burst is noticed late; `checkProgress` watches
        // the idle time and the answer's deadline itself. The speed check stays on:
        // it makes curl wake the transfer every second, which is when
        // `checkProgress` runs. It counts body bytes only, so with a deadline it is
        // set to fire after ours: headers trickled a line a second are not "nothing".
        tt_easy_setopt_long(easy, CURLOPT_LOW_SPEED_LIMIT, 1)
        tt_easy_setopt_long(easy, CURLOPT_LOW_SPEED_TIME,
                            limits.answerTimeoutSeconds.map { $0 + limits.idleTimeoutSeconds + 1 } ?? limits.idleTimeoutSeconds)
        tt_easy_setopt_long(easy, CURLOPT_NOPROGRESS, 0)
        tt_easy_setopt_progress_callback(easy, CurlTransfer.checkProgress)
        tt_easy_setopt_pointer(easy, CURLOPT_XFERINFODATA, me)
        tt_easy_setopt_off_t(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limits.maximumBodyBytes))
        if configuration.insecure {
            tt_easy_setopt_long(easy, CURLOPT_SSL_VERIFYPEER, 0)
            tt_easy_setopt_long(easy, CURLOPT_SSL_VERIFYHOST, 0)
        }
        if case .optional(let file) = configuration.netrc {
            tt_easy_setopt_long(easy, CURLOPT_NETRC, Int(CURL_NETRC_OPTIONAL.rawValue))
            if let file { tt_easy_setopt_string(easy, CURLOPT_NETRC_FILE, file) }
        }
        if let credentials = request.credentials {
            // CURLAUTH_BASIC | CURLAUTH_DIGEST: curl answers whichever the server's challenge names.
            tt_easy_setopt_long(easy, CURLOPT_HTTPAUTH, 1 | 2)
            tt_easy_setopt_string(easy, CURLOPT_USERNAME, credentials.user)
            tt_easy_setopt_string(easy, CURLOPT_PASSWORD, credentials.password)
        }
        tt_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer)
        tt_easy_setopt_data_callback(easy, CURLOPT_WRITEFUNCTION, CurlTransfer.receiveBody)
        tt_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, me)
        tt_easy_setopt_data_callback(easy, CURLOPT_HEADERFUNCTION, CurlTransfer.receiveHeader)
        tt_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, me)
        setHeaders(configuration.appHeaders)
        setMethod()
    }

    private func setHeaders(_ appHeaders: HostScopedHeaders) {
        let lines = request.wireHeaderLines
        for line in lines + appHeaders.lines(for: request.url, besides: lines) {
            requestHeaders = tt_slist_append(requestHeaders, line)
        }
        tt_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, requestHeaders)
    }

    private func setMethod() {
        switch request.method {
        case .get:
            tt_easy_setopt_long(easy, CURLOPT_HTTPGET, 1)
        case .head:
            tt_easy_setopt_long(easy, CURLOPT_NOBODY, 1)
        default:
            let body = request.body ?? []
            tt_easy_setopt_long(easy, CURLOPT_POST, 1)
            tt_easy_setopt_off_t(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
            // COPYPOSTFIELDS copies the bytes before returning.
            _ = body.withUnsafeBytes { tt_easy_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: $0.baseAddress)) }
            if request.method != .post {
                tt_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, request.method.rawValue)
            }
        }
    }

    private static let receiveBody: tt_curl_data_callback = { data, size, count, owner in
        guard let data, let owner else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(owner).takeUnretainedValue()
        let length = size * count
        if let most = transfer.bytesPerTurn, transfer.bytesThisTurn >= most {
            // curl keeps these bytes and hands them over again when resumed.
            transfer.isPaused = true
            return Int(CURL_WRITEFUNC_PAUSE)
        }
        // Counts decoded bytes, so a small compressed answer cannot unpack into a huge one.
        if transfer.bodyBytesReceived + length > transfer.limits.maximumBodyBytes {
            transfer.exceededLimit = true
            return 0 // makes curl stop with CURLE_WRITE_ERROR
        }
        transfer.bytesThisTurn += length
        transfer.bodyBytesReceived += length
        data.withMemoryRebound(to: UInt8.self, capacity: length) {
            transfer.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
        }
        return length
    }

    private static let checkProgress: tt_curl_progress_callback = { owner, _, downloaded, _, uploaded in
        guard let owner else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(owner).takeUnretainedValue()
        return transfer.isIdleTooLong(downloaded: downloaded, uploaded: uploaded) ? 1 : 0
    }

    private func isIdleTooLong(downloaded: curl_off_t, uploaded: curl_off_t) -> Bool {
        let now = DispatchTime.now().uptimeNanoseconds
        // In whole seconds, so no limit (a config's or a test's) can overflow a product in nanoseconds.
        if let seconds = limits.answerTimeoutSeconds, Self.seconds(from: started, to: now) >= UInt64(max(seconds, 0)) {
            overran = true
            return true
        }
        if !connected || (downloaded, uploaded) != lastProgress {
            lastProgress = (downloaded, uploaded)
            lastActivity = now
            return false
        }
        stalled = Self.seconds(from: lastActivity, to: now) >= UInt64(max(limits.idleTimeoutSeconds, 0))
        return stalled
    }

    private static func seconds(from start: UInt64, to end: UInt64) -> UInt64 {
        end >= start ? (end - start) / 1_000_000_000 : 0
    }

    private static let receiveHeader: tt_curl_data_callback = { data, size, count, owner in
        guard let data, let owner else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(owner).takeUnretainedValue()
        let length = size * count
        let line = data.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
        transfer.receiveHeaderLine(line)
        transfer.lastActivity = DispatchTime.now().uptimeNanoseconds
        return length
    }

    private func receiveHeaderLine(_ line: String) {
        let trimmed = line.trimmingWhitespace()
        if trimmed.hasPrefix("HTTP/") {
            headers.removeAll() // a new response (after a 100 or a proxy's answer) starts
            return
        }
        guard let colon = trimmed.firstIndex(of: ":") else { return }
        let name = String(trimmed[..<colon])
        let value = trimmed[trimmed.index(after: colon)...].trimmingSpaces()
        headers.append((name, value))
    }

    /// The answer of this hop, or why there is none.
    package func outcome(_ code: CURLcode) -> Result<HTTPResponse, NetError> {
        if code != CURLE_OK { return .failure(error(for: code)) }
        var status = 0
        tt_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        var effective: UnsafeMutablePointer<CChar>?
        tt_easy_getinfo_string(easy, CURLINFO_EFFECTIVE_URL, &effective)
        var finalURL = effective.flatMap { URL(address: String(cString: $0)) } ?? request.url
        // curl never sends the fragment; the page still wants it (to scroll to the anchor).
        if finalURL.fragment == nil, let fragment = request.url.fragment,
           let withFragment = URL(address: finalURL.absoluteString + "#" + fragment) {
            finalURL = withFragment
        }
        return .success(HTTPResponse(status: status, url: finalURL, headers: headers, body: body,
                                     protocolVersion: protocolVersion))
    }

    /// The body received since the last call; streaming transfers take it as it comes.
    package func takeBody() -> [UInt8] {
        bytesThisTurn = 0
        defer { body.removeAll(keepingCapacity: true) }
        return body
    }

    /// Receives again after a pause (`bytesPerTurn`), once the body was taken.
    package func resume() {
        guard isPaused else { return }
        isPaused = false
        tt_easy_unpause(easy)
    }

    /// Where a 3xx answer points, resolved against the request's URL.
    package var redirectTarget: URL? {
        var target: UnsafeMutablePointer<CChar>?
        tt_easy_getinfo_string(easy, CURLINFO_REDIRECT_URL, &target)
        // curl hands back a Location it could not parse (a raw control character) as it came: resolve it here.
        if let target, let url = URL(address: String(cString: target), relativeTo: request.url)?.absoluteURL {
            return Self.withoutCredentials(url)
        }
        let location = headers.last(where: { $0.name.lowercased() == "location" })?.value
        return location.flatMap { URL(address: $0, relativeTo: request.url)?.absoluteURL }
    }

    /// curl builds its redirect URL from its own, which holds the user and
    /// password of `CURLOPT_USERNAME` / `CURLOPT_PASSWORD` (HTTP
    /// authentication): they are taken out again, so the next hop is not
    /// refused as a URL with credentials; `RedirectPolicy` decides whether
    /// the request's credentials go along.
    private static func withoutCredentials(_ url: URL) -> URL {
        guard url.user != nil || url.password != nil,
              var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        components.user = nil
        components.password = nil
        return components.url ?? url
    }

    private func error(for code: CURLcode) -> NetError {
        let host = request.url.host ?? request.url.absoluteString
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .hostNotFound(host: host)
        case CURLE_COULDNT_CONNECT: return .connectionRefused(host: host)
        case CURLE_OPERATION_TIMEDOUT:
            return connected ? .timedOut(seconds: limits.idleTimeoutSeconds)
                : .connectTimedOut(host: host, seconds: limits.connectTimeoutSeconds)
        case CURLE_ABORTED_BY_CALLBACK where stalled: return .timedOut(seconds: limits.idleTimeoutSeconds)
        case CURLE_ABORTED_BY_CALLBACK where overran: return .answerTooSlow(seconds: limits.answerTimeoutSeconds ?? 0)
        case CURLE_FILESIZE_EXCEEDED: return .tooLarge(limit: limits.maximumBodyBytes)
        case CURLE_WRITE_ERROR where exceededLimit: return .tooLarge(limit: limits.maximumBodyBytes)
        // curl 7.88 ends an answer whose header block passes 300 KB (10 000 Set-Cookie
        // lines) with a receive error: the server's doing, not a closed connection.
        case CURLE_RECV_ERROR where detail(code).hasPrefix("Too large response headers"):
            return .malformedAnswer("its headers are larger than curl accepts")
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE: return .connectionReset
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
             CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
             CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CRL_BADFILE:
            return .tls(detail(code))
        case CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return .malformedAnswer(detail(code))
        // curl 7.88 says these when the answer, not the request, is at fault.
        case CURLE_UNSUPPORTED_PROTOCOL where connected: return .malformedAnswer(detail(code))
        case CURLE_OUT_OF_MEMORY where connected: return .malformedAnswer("a header larger than curl accepts")
        default: return .other(detail(code))
        }
    }

    private var protocolVersion: String {
        var version = 0
        tt_easy_getinfo_long(easy, CURLINFO_HTTP_VERSION, &version)
        switch version {
        case Int(CURL_HTTP_VERSION_1_0): return "HTTP/1.0"
        case Int(CURL_HTTP_VERSION_1_1): return "HTTP/1.1"
        case Int(CURL_HTTP_VERSION_2_0): return "HTTP/2"
        case Int(CURL_HTTP_VERSION_3): return "HTTP/3"
        default: return "HTTP"
        }
    }

    private var connected: Bool {
        var microseconds: curl_off_t = 0
        tt_easy_getinfo_off_t(easy, CURLINFO_CONNECT_TIME_T, &microseconds)
        return microseconds > 0
    }

    private func detail(_ code: CURLcode) -> String {
        let buffered = String(cString: errorBuffer)
        return buffered.isEmpty ? String(cString: tt_easy_strerror(code)) : buffered
    }
}
