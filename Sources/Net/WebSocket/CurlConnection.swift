import CCurl
import FoundationEssentials

/// A raw connection made by curl (`CURLOPT_CONNECT_ONLY`): curl resolves the
/// name, connects, goes through a proxy and does TLS; the owner then sends
/// and receives bytes itself. The base of a WebSocket, because this libcurl
/// (7.88 in Debian 12) has no WebSocket support of its own.
package final class CurlConnection: TransportConnection {
    package let easy: UnsafeMutableRawPointer
    private let url: URL
    private let limits: TransportLimits
    /// A connection cache of its own. In the jar's shared cache, HTTP
    /// transfers to the same server waited on this busy HTTP/1.1
    /// connection (PIPEWAIT) instead of opening their own.
    private let privateCache: UnsafeMutableRawPointer
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)

    private init(easy: UnsafeMutableRawPointer, url: URL, limits: TransportLimits, privateCache: UnsafeMutableRawPointer) {
        self.easy = easy
        self.url = url
        self.limits = limits
        self.privateCache = privateCache
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    }

    deinit {
        tt_easy_cleanup(easy)
        tt_share_cleanup(privateCache)
        errorBuffer.deallocate()
    }

    /// `url` is http or https: the scheme curl connects with. Cookies are
    /// the caller's business: no HTTP request goes through curl here.
    package static func make(url: URL, configuration: TransportConfiguration) -> Result<CurlConnection, NetError> {
        let scheme = url.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" else { return .failure(.unsupportedScheme(scheme)) }
        guard let cache = tt_share_init() else { return .failure(.other("curl_share_init failed")) }
        guard let easy = tt_easy_init() else {
            tt_share_cleanup(cache)
            return .failure(.other("curl_easy_init failed"))
        }
        tt_share_setopt_lock_data(cache, CURLSHOPT_SHARE, Int32(CURL_LOCK_DATA_CONNECT.rawValue))
        let connection = CurlConnection(easy: easy, url: url, limits: configuration.limits, privateCache: cache)
        tt_easy_setopt_share(easy, cache)
        tt_easy_setopt_string(easy, CURLOPT_URL, url.absoluteString)
        tt_easy_setopt_long(easy, CURLOPT_CONNECT_ONLY, 1)
        tt_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
        tt_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https")
        // ALPN must offer HTTP/1.1 only: the upgrade request is HTTP/1.1.
        tt_easy_setopt_long(easy, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_1_1))
        // Through an HTTP proxy, ask for a tunnel: the bytes are not HTTP requests curl could forward.
        tt_easy_setopt_long(easy, CURLOPT_HTTPPROXYTUNNEL, 1)
        tt_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT, configuration.limits.connectTimeoutSeconds)
        tt_easy_setopt_long(easy, CURLOPT_TCP_KEEPALIVE, 1)
        if configuration.insecure {
            tt_easy_setopt_long(easy, CURLOPT_SSL_VERIFYPEER, 0)
            tt_easy_setopt_long(easy, CURLOPT_SSL_VERIFYHOST, 0)
        }
        tt_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, connection.errorBuffer)
        return .success(connection)
    }

    package var socketDescriptor: Int32 {
        var socket: curl_socket_t = -1
        tt_easy_getinfo_socket(easy, CURLINFO_ACTIVESOCKET, &socket)
        return socket
    }

    package func send(_ bytes: ArraySlice<UInt8>) -> Result<Int, NetError> {
        var sent = 0
        let code = bytes.withUnsafeBytes { tt_easy_send(easy, $0.baseAddress, $0.count, &sent) }
        switch code {
        case CURLE_OK: return .success(sent)
        case CURLE_AGAIN: return .success(0)
        default: return .failure(error(for: code))
        }
    }

    package func receive(maximum: Int) -> Result<[UInt8]?, NetError> {
        var buffer = [UInt8](repeating: 0, count: maximum)
        var received = 0
        let code = buffer.withUnsafeMutableBytes { tt_easy_recv(easy, $0.baseAddress, maximum, &received) }
        switch code {
        case CURLE_OK: return .success(Array(buffer[..<received]))
        case CURLE_AGAIN: return .success(nil)
        default: return .failure(error(for: code))
        }
    }

    package func error(for code: CURLcode) -> NetError {
        let host = url.host ?? url.absoluteString
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .hostNotFound(host: host)
        case CURLE_COULDNT_CONNECT: return .connectionRefused(host: host)
        case CURLE_OPERATION_TIMEDOUT: return .connectTimedOut(host: host, seconds: limits.connectTimeoutSeconds)
        case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING: return .connectionReset
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH:
            let detail = String(cString: errorBuffer)
            return .tls(detail.isEmpty ? String(cString: tt_easy_strerror(code)) : detail)
        default:
            let detail = String(cString: errorBuffer)
            return .other(detail.isEmpty ? String(cString: tt_easy_strerror(code)) : detail)
        }
    }
}
