import Foundation

/// Python's `websockets` library serving Fixtures/live/websocket_peer.py on a
/// free port of 127.0.0.1: an independent RFC 6455 implementation for the
/// WebSocket client to talk to, one behaviour per path. Debian's python3
/// (which has python3-websockets, see script/bootstrap) runs it. One server
/// serves every test (`shared()`); it stops when the test process ends,
/// because its standard input, held only here, closes.
final class WebSocketPeer: @unchecked Sendable {
    private static let sharedPeer = Result { try WebSocketPeer() }

    static func shared() throws -> WebSocketPeer {
        try sharedPeer.get()
    }

    let port: Int
    /// The same behaviours over TLS (wss), certificate from Fixtures/tls (127.0.0.1, self-signed).
    let securePort: Int
    private let process: Process
    private let standardInput: Pipe

    private init() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [TestPaths.fixture("live/websocket_peer.py").path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // The script prints its port at once; a read that ends empty means it failed to start.
        var line = ""
        while !line.contains("\n") {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            line += String(decoding: data, as: UTF8.self)
        }
        let ports = line.dropFirst(6).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard line.hasPrefix("ready "), ports.count == 2 else {
            process.terminate()
            throw DemoServerError("websocket_peer.py did not start (is python3-websockets installed? run script/bootstrap)")
        }
        port = ports[0]
        securePort = ports[1]
        self.process = process
        self.standardInput = input
    }

    func url(_ path: String) -> URL { URL(string: "ws://127.0.0.1:\(port)\(path)")! }

    func secureURL(_ path: String) -> URL { URL(string: "wss://127.0.0.1:\(securePort)\(path)")! }
}
