import Foundation

/// A real HTTPS server on 127.0.0.1 with the self-signed certificate in
/// Fixtures/tls, run by Python's ssl module, for the TLS paths of the client.
final class TLSTestServer {
    private let process = Process()
    let port: Int

    private static let script = """
        import http.server, ssl, sys
        class Page(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                body = b"<h1>secure page</h1>"
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            def log_message(self, *args):
                pass
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Page)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(sys.argv[1], sys.argv[2])
        server.socket = context.wrap_socket(server.socket, server_side=True)
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """

    init() throws {
        let certificates = TestPaths.fixture("tls")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script,
                             certificates.appendingPathComponent("cert.pem").path,
                             certificates.appendingPathComponent("key.pem").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(output.fileHandleForReading.fileDescriptor, &byte, 1) == 1, byte != 10 {
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            kill(process.processIdentifier, SIGKILL)
            throw ServerError.didNotStart
        }
        self.port = port
    }

    deinit {
        // SIGKILL: the child may inherit a signal mask that blocks SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    func url(_ path: String) -> URL { URL(string: "https://127.0.0.1:\(port)\(path)")! }

    enum ServerError: Error {
        case didNotStart
    }
}
