import Foundation

/// The demo Rails app (`demo/bin/server`) running for tests on a free port of
/// 127.0.0.1. Rails takes seconds to boot, so tests share one server started
/// on first use (`DemoServer.shared()`); it stops when the test process ends,
/// because it watches its standard input, which only this process holds open.
/// Tests about starting and stopping make their own with `start()`.
final class DemoServer: @unchecked Sendable {
    /// `http://127.0.0.1:PORT`, as the server announced it.
    let baseURL: URL
    /// One line per request the server answered (see demo/lib/request_log.rb).
    let requestLog: URL
    /// Puma's and the launcher's messages, for diagnosing a failed start.
    let outputLog: URL
    private let process: Process
    private let exited = DispatchSemaphore(value: 0)
    // Held open so that the server lives as long as this object or this process.
    private let standardInput: Pipe

    private static let sharedServer = Result { try DemoServer.start() }

    static func shared() throws -> DemoServer {
        try sharedServer.get()
    }

    static let script = TestPaths.packageRoot.appendingPathComponent("demo/bin/server")

    /// `port` 0 picks a free one; `secretKeyBase` set keeps signed stream
    /// names and sessions valid across a restart on the same port.
    static func start(bootSeconds: Double = 90, port: Int = 0, secretKeyBase: String? = nil) throws -> DemoServer {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("turbo-tui-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let outputLog = directory.appendingPathComponent("server-output.log")
        _ = FileManager.default.createFile(atPath: outputLog.path, contents: nil)
        let process = Process()
        process.executableURL = script
        process.arguments = ["--port", String(port), "--log", directory.appendingPathComponent("requests.log").path,
                             "--exit-on-stdin-eof"]
        if let secretKeyBase {
            process.environment = ProcessInfo.processInfo.environment.merging(["SECRET_KEY_BASE": secretKeyBase]) { $1 }
        }
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: outputLog)
        let announcement = ReadyLine(output.fileHandleForReading)
        do {
            try process.run()
        } catch {
            throw DemoServerError("cannot run \(script.path): \(error)")
        }
        guard let url = announcement.wait(seconds: bootSeconds) else {
            process.terminate()
            let output = (try? String(contentsOf: outputLog, encoding: .utf8)) ?? ""
            throw DemoServerError("demo/bin/server did not become ready in \(Int(bootSeconds)) s "
                                  + "(is ruby-rails installed? run script/bootstrap). Its output:\n\(output.suffix(2000))")
        }
        return DemoServer(baseURL: url, directory: directory, outputLog: outputLog, process: process, input: input)
    }

    private init(baseURL: URL, directory: URL, outputLog: URL, process: Process, input: Pipe) {
        self.baseURL = baseURL
        self.requestLog = directory.appendingPathComponent("requests.log")
        self.outputLog = outputLog
        self.process = process
        self.standardInput = input
        process.terminationHandler = { [exited] _ in exited.signal() }
        if !process.isRunning { exited.signal() }
    }

    deinit { stop() }

    var port: Int { baseURL.port ?? 0 }

    var processIdentifier: Int32 { process.processIdentifier }

    func url(_ path: String) -> URL {
        URL(string: baseURL.absoluteString + path)!
    }

    /// The request log's lines so far.
    func loggedRequests() -> [String] {
        let text = (try? String(contentsOf: requestLog, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// Asks puma to stop (SIGTERM), and kills it if it has not gone within
    /// the grace period. Safe to call more than once.
    func stop(graceSeconds: Double = 10) {
        guard process.isRunning else { return }
        process.terminate()
        if exited.wait(timeout: .now() + graceSeconds) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            _ = exited.wait(timeout: .now() + graceSeconds)
        }
    }

    var isRunning: Bool { process.isRunning }
}

struct DemoServerError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Reads the server's standard output on a thread of its own until the line
/// `demo server ready: URL` comes, then keeps draining it so that the server
/// can never block on a full pipe.
private final class ReadyLine: @unchecked Sendable {
    private let found = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var url: URL?

    init(_ handle: FileHandle) {
        Thread { [self] in read(handle) }.start()
    }

    func wait(seconds: Double) -> URL? {
        _ = found.wait(timeout: .now() + seconds)
        return lock.withLock { url }
    }

    private func read(_ handle: FileHandle) {
        var pending = ""
        var announced = false
        while true {
            let data = handle.availableData
            if data.isEmpty { break }
            guard !announced else { continue }
            pending += String(decoding: data, as: UTF8.self)
            for line in pending.split(separator: "\n") where line.hasPrefix("demo server ready: ") {
                let url = URL(string: String(line.dropFirst("demo server ready: ".count)))
                lock.withLock { self.url = url }
                announced = true
            }
            if announced { found.signal() }
        }
        if !announced { found.signal() } // the server ended without announcing itself
    }
}
