import CCurl
import Foundation

/// One easy handle and what it has received. The transport keeps it alive
/// while curl may call back into it.
final class CurlTransfer {
    let easy: UnsafeMutableRawPointer
    private let request: HTTPRequest
    private let limits: TransportLimits
    private let completion: CurlTransport.Completion
    private var requestHeaders: UnsafeMutablePointer<curl_slist>?
    private var body: [UInt8] = []
    private var headers: [(name: String, value: String)] = []
    private var exceededLimit = false
    /// curl writes its error text here; it must outlive the handle's calls.
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)

    private init(easy: UnsafeMutableRawPointer, request: HTTPRequest, limits: TransportLimits,
                 completion: @escaping CurlTransport.Completion) {
        self.easy = easy
        self.request = request
        self.limits = limits
        self.completion = completion
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    }

    deinit {
        curl_easy_cleanup(easy)
        curl_slist_free_all(requestHeaders)
        errorBuffer.deallocate()
    }

    static func make(request: HTTPRequest, limits: TransportLimits, userAgent: String,
                     completion: @escaping CurlTransport.Completion) -> Result<CurlTransfer, NetError> {
        let scheme = request.url.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" else { return .failure(.unsupportedScheme(scheme)) }
        guard let easy = curl_easy_init() else { return .failure(.other("curl_easy_init failed")) }
        let transfer = CurlTransfer(easy: easy, request: request, limits: limits, completion: completion)
        transfer.configure(userAgent: userAgent)
        return .success(transfer)
    }

    private func configure(userAgent: String) {
        let me = Unmanaged.passUnretained(self).toOpaque()
        tt_easy_setopt_string(easy, CURLOPT_URL, request.url.absoluteString)
        tt_easy_setopt_string(easy, CURLOPT_USERAGENT, userAgent)
        tt_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
        tt_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https")
        tt_easy_setopt_string(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        tt_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 1)
        tt_easy_setopt_long(easy, CURLOPT_MAXREDIRS, limits.maximumRedirects)
        tt_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, "")
        tt_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT, limits.connectTimeoutSeconds)
        tt_easy_setopt_long(easy, CURLOPT_LOW_SPEED_LIMIT, 1)
        tt_easy_setopt_long(easy, CURLOPT_LOW_SPEED_TIME, limits.idleTimeoutSeconds)
        tt_easy_setopt_off_t(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limits.maximumBodyBytes))
        tt_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer)
        tt_easy_setopt_data_callback(easy, CURLOPT_WRITEFUNCTION, CurlTransfer.receiveBody)
        tt_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, me)
        tt_easy_setopt_data_callback(easy, CURLOPT_HEADERFUNCTION, CurlTransfer.receiveHeader)
        tt_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, me)

        for header in request.headers {
            requestHeaders = curl_slist_append(requestHeaders, "\(header.name): \(header.value)")
        }
        if request.header("Accept") == nil {
            requestHeaders = curl_slist_append(requestHeaders, "Accept: text/html, application/xhtml+xml")
        }
        tt_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, requestHeaders)

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
        if transfer.body.count + length > transfer.limits.maximumBodyBytes {
            transfer.exceededLimit = true
            return 0 // makes curl stop with CURLE_WRITE_ERROR
        }
        data.withMemoryRebound(to: UInt8.self, capacity: length) {
            transfer.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
        }
        return length
    }

    private static let receiveHeader: tt_curl_data_callback = { data, size, count, owner in
        guard let data, let owner else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(owner).takeUnretainedValue()
        let length = size * count
        let line = data.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
        transfer.receiveHeaderLine(line)
        return length
    }

    private func receiveHeaderLine(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("HTTP/") {
            headers.removeAll() // a new response (after a redirect or a 100) starts
            return
        }
        guard let colon = trimmed.firstIndex(of: ":") else { return }
        let name = String(trimmed[..<colon])
        let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        headers.append((name, value))
    }

    func finish(_ code: CURLcode) {
        completion(outcome(code))
    }

    private func outcome(_ code: CURLcode) -> Result<HTTPResponse, NetError> {
        if code != CURLE_OK { return .failure(error(for: code)) }
        var status = 0
        tt_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        var redirects = 0
        tt_easy_getinfo_long(easy, CURLINFO_REDIRECT_COUNT, &redirects)
        var effective: UnsafeMutablePointer<CChar>?
        tt_easy_getinfo_string(easy, CURLINFO_EFFECTIVE_URL, &effective)
        let finalURL = effective.flatMap { URL(string: String(cString: $0)) } ?? request.url
        return .success(HTTPResponse(status: status, url: finalURL, redirectCount: redirects,
                                     headers: headers, body: body))
    }

    private func error(for code: CURLcode) -> NetError {
        let host = request.url.host ?? request.url.absoluteString
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .hostNotFound(host: host)
        case CURLE_COULDNT_CONNECT: return .connectionRefused(host: host)
        case CURLE_OPERATION_TIMEDOUT: return .timedOut(seconds: limits.idleTimeoutSeconds)
        case CURLE_TOO_MANY_REDIRECTS: return .tooManyRedirects(limit: limits.maximumRedirects)
        case CURLE_UNSUPPORTED_PROTOCOL: return .forbiddenRedirect(to: redirectTarget ?? "another scheme")
        case CURLE_FILESIZE_EXCEEDED: return .tooLarge(limit: limits.maximumBodyBytes)
        case CURLE_WRITE_ERROR where exceededLimit: return .tooLarge(limit: limits.maximumBodyBytes)
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE: return .connectionReset
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
             CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE:
            return .tls(detail(code))
        default: return .other(detail(code))
        }
    }

    private var redirectTarget: String? {
        var target: UnsafeMutablePointer<CChar>?
        tt_easy_getinfo_string(easy, CURLINFO_REDIRECT_URL, &target)
        return target.map { String(cString: $0) }
    }

    private func detail(_ code: CURLcode) -> String {
        let buffered = String(cString: errorBuffer)
        return buffered.isEmpty ? String(cString: curl_easy_strerror(code)) : buffered
    }
}
