import FoundationEssentials
import Net
import Turbo

/// The driver's network: the real transport, with a log of the requests
/// made through it, for `{"requests":true}` (docs/drive.md): what a test
/// asks of a browser's network panel. Each entry is the request as
/// turbo-tui made it (method, URL, the headers it set; curl adds Host,
/// Cookie and the body's length on the wire) and, once answered, the final
/// answer's status and headers, or the error that ended it. Only the newest
/// `kept` entries are kept, so a long session's log does not grow for ever.
package final class RecordingTransport: Transport {
    package static let kept = 1_000

    private let inner: any Transport
    private var entries: [Entry] = []
    private var dropped = 0

    private final class Entry {
        let request: HTTPRequest
        var status: Int?
        var headers: [(name: String, value: String)] = []
        var error: String?
        var finished = false

        init(_ request: HTTPRequest) {
            self.request = request
        }
    }

    package init(_ inner: any Transport) {
        self.inner = inner
    }

    package var configuration: TransportConfiguration { inner.configuration }
    package var cookieJar: CookieJar { inner.cookieJar }
    package var timers: TimerQueue { inner.timers }

    @discardableResult
    package func start(_ request: HTTPRequest, completion: @escaping Completion) -> TransferID {
        let entry = record(request)
        return inner.start(request) { result in
            Self.finish(entry, result)
            completion(result)
        }
    }

    @discardableResult
    package func startStreaming(_ request: HTTPRequest, configuration: TransportConfiguration?,
                                onBytes: @escaping StreamingReceiver, completion: @escaping Completion) -> TransferID {
        let entry = record(request)
        return inner.startStreaming(request, configuration: configuration, onBytes: { head, bytes in
            // A stream's status and headers are known with its first bytes.
            if entry.status == nil {
                entry.status = head.status
                entry.headers = head.headers
            }
            onBytes(head, bytes)
        }, completion: { result in
            Self.finish(entry, result)
            completion(result)
        })
    }

    package func cancel(_ id: TransferID) { inner.cancel(id) }

    @discardableResult
    package func openConnection(to url: URL, completion: @escaping ConnectionCompletion) -> TransferID {
        inner.openConnection(to: url, completion: completion)
    }

    package func closeConnection(_ id: TransferID) { inner.closeConnection(id) }

    package func watch(_ descriptor: Int32, wantsOutput: Bool,
                       onReady: @escaping (_ readable: Bool, _ writable: Bool) -> Void) -> SocketWatch.ID {
        inner.watch(descriptor, wantsOutput: wantsOutput, onReady: onReady)
    }

    package func setWatch(_ id: SocketWatch.ID, wantsOutput: Bool) { inner.setWatch(id, wantsOutput: wantsOutput) }
    package func unwatch(_ id: SocketWatch.ID?) { inner.unwatch(id) }

    package func poll(waitingOn descriptors: inout [PollDescriptor], timeoutMilliseconds: Int32) {
        inner.poll(waitingOn: &descriptors, timeoutMilliseconds: timeoutMilliseconds)
    }

    /// The entries since the last call, oldest first, as JSON, and how many
    /// older ones were dropped meanwhile; the log starts again empty.
    package func takeLog() -> (entries: [JSONValue], dropped: Int) {
        defer {
            entries.removeAll()
            dropped = 0
        }
        return (entries.map(Self.json), dropped)
    }

    private func record(_ request: HTTPRequest) -> Entry {
        let entry = Entry(request)
        entries.append(entry)
        if entries.count > Self.kept {
            entries.removeFirst()
            dropped += 1
        }
        return entry
    }

    private static func finish(_ entry: Entry, _ result: Result<HTTPResponse, NetError>) {
        entry.finished = true
        switch result {
        case .success(let response):
            entry.status = response.status
            entry.headers = response.headers
        case .failure(let error):
            entry.error = "\(error)"
        }
    }

    private static func json(_ entry: Entry) -> JSONValue {
        var object: [String: JSONValue] = [
            "method": .string(entry.request.method.rawValue), "url": .string(entry.request.url.absoluteString),
            "headers": headerObject(entry.request.headers), "finished": .bool(entry.finished),
            "status": entry.status.map { .number(Double($0)) } ?? .null,
            "response_headers": headerObject(entry.headers),
        ]
        if let error = entry.error { object["error"] = .string(error) }
        return .object(object)
    }
}

/// Headers as a JSON object: each name once, the last value kept, as a
/// headers hash has them (`requests`, `response`).
func headerObject(_ list: [(name: String, value: String)]) -> JSONValue {
    var object: [String: JSONValue] = [:]
    for header in list { object[header.name] = .string(header.value) }
    return .object(object)
}
