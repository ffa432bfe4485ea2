import CCurl
import Foundation

/// Runs HTTP transfers on libcurl's multi interface: many at once, on the
/// caller's thread, driven by `poll`, which also waits on the caller's own
/// descriptors so that one loop serves the network and the terminal.
public final class CurlTransport {
    public typealias Completion = (Result<HTTPResponse, NetError>) -> Void

    public struct TransferID: Hashable, Sendable {
        let value: Int
    }

    public let limits: TransportLimits
    public let userAgent: String
    private let multi: UnsafeMutableRawPointer
    private var transfers: [TransferID: CurlTransfer] = [:]
    private var nextID = 0

    public init(limits: TransportLimits = TransportLimits(), userAgent: String = UserAgent.string) {
        CurlGlobal.initialize()
        self.limits = limits
        self.userAgent = userAgent
        guard let multi = curl_multi_init() else { fatalError("curl_multi_init failed: out of memory") }
        self.multi = multi
    }

    deinit {
        for transfer in transfers.values {
            curl_multi_remove_handle(multi, transfer.easy)
        }
        transfers.removeAll()
        curl_multi_cleanup(multi)
    }

    public var activeTransferCount: Int { transfers.count }

    @discardableResult
    public func start(_ request: HTTPRequest, completion: @escaping Completion) -> TransferID {
        nextID += 1
        let id = TransferID(value: nextID)
        switch CurlTransfer.make(request: request, limits: limits, userAgent: userAgent, completion: completion) {
        case .success(let transfer):
            transfers[id] = transfer
            curl_multi_add_handle(multi, transfer.easy)
        case .failure(let error):
            completion(.failure(error))
        }
        return id
    }

    /// Stops a transfer; its completion is not called.
    public func cancel(_ id: TransferID) {
        guard let transfer = transfers.removeValue(forKey: id) else { return }
        curl_multi_remove_handle(multi, transfer.easy)
    }

    /// Waits until a transfer has work, one of `extraDescriptors` is ready,
    /// or `timeoutMilliseconds` pass; then moves the transfers on and calls
    /// the completions of those that finished. Readiness of the extra
    /// descriptors is written back into their `revents`.
    public func poll(extraDescriptors: inout [curl_waitfd], timeoutMilliseconds: Int32) {
        var ready: Int32 = 0
        let count = UInt32(extraDescriptors.count)
        extraDescriptors.withUnsafeMutableBufferPointer { buffer in
            _ = curl_multi_poll(multi, buffer.baseAddress, count, timeoutMilliseconds, &ready)
        }
        performAndComplete()
    }

    /// Runs until every started transfer has finished.
    public func runUntilIdle() {
        var none: [curl_waitfd] = []
        performAndComplete()
        while !transfers.isEmpty {
            poll(extraDescriptors: &none, timeoutMilliseconds: 1000)
        }
    }

    /// Starts one request and waits for it, for callers without a loop of their own.
    public func fetch(_ request: HTTPRequest) -> Result<HTTPResponse, NetError> {
        var outcome: Result<HTTPResponse, NetError>?
        let id = start(request) { outcome = $0 }
        var none: [curl_waitfd] = []
        performAndComplete()
        while outcome == nil && transfers[id] != nil {
            poll(extraDescriptors: &none, timeoutMilliseconds: 1000)
        }
        return outcome ?? .failure(.cancelled)
    }

    private func performAndComplete() {
        var running: Int32 = 0
        curl_multi_perform(multi, &running)
        var remaining: Int32 = 0
        while let message = curl_multi_info_read(multi, &remaining) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else { continue }
            let code = message.pointee.data.result
            guard let (id, transfer) = transfers.first(where: { $0.value.easy == easy }) else { continue }
            transfers.removeValue(forKey: id)
            curl_multi_remove_handle(multi, easy)
            transfer.finish(code)
        }
    }
}

/// curl_global_init must run once, before any other curl call.
enum CurlGlobal {
    private static let done: Bool = {
        curl_global_init(Int(CURL_GLOBAL_DEFAULT))
        return true
    }()

    static func initialize() { _ = done }

    static var versionString: String {
        guard let info = tt_curl_version_info(), let version = info.pointee.version else { return "unknown" }
        return String(cString: version)
    }
}
