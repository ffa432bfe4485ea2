import Foundation
import Testing
import Base
import Net

/// demo/bin/server and `make demo`'s script start the app on a free port,
/// log requests, and leave nothing running when they stop.
@Suite("Demo server and make demo")
struct DemoServerTests {
    private func isRefused(_ url: URL) -> Bool {
        (try? LoopbackSocket(port: url.port ?? 0)) == nil
    }

    @Test func aServerStartsOnAFreePortLogsRequestsAndStops() throws {
        let server = try DemoServer.start()
        let shared = try DemoServer.shared()
        #expect(server.port != shared.port)
        let page = try CurlTransport().fetch(HTTPRequest(url: server.url("/one"))).get()
        #expect(page.status == 200)
        let logged = try #require(server.loggedRequests().last)
        #expect(logged.contains(#"GET "/one" 200"#))
        #expect(logged.contains(#"ua="turbo-tui/"#))

        server.stop()
        #expect(!server.isRunning)
        #expect(isRefused(server.url("/")))
    }

    @Test func closingItsStandardInputStopsAWatchingServer() throws {
        let process = Process()
        process.executableURL = DemoServer.script
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-demo-\(UUID().uuidString)/requests.log")
        process.arguments = ["--port", "0", "--log", log.path, "--exit-on-stdin-eof"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        var announcement = ""
        while !announcement.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            announcement += String(decoding: data, as: UTF8.self)
        }
        #expect(announcement.hasPrefix("demo server ready: http://127.0.0.1:"))

        try input.fileHandleForWriting.close() // what happens when a test process dies
        #expect(exited.wait(timeout: .now() + 20) == .success)
        if process.isRunning { process.terminate() }
    }

    @Test func aBadPortIsOneClearLine() throws {
        let result = try ProcessRunner.run(DemoServer.script, ["--port", "70000"])
        #expect(result.status == 2)
        #expect(result.standardError == "demo/bin/server: --port wants 0 to 65535, not 70000\n")
    }

    @Test func aBusyPortIsOneClearLine() throws {
        let server = try DemoServer.shared()
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-demo-\(UUID().uuidString)/requests.log")
        let result = try ProcessRunner.run(DemoServer.script, ["--port", "\(server.port)", "--log", log.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasSuffix("demo/bin/server: port \(server.port) on 127.0.0.1 is in use; "
                                               + "choose another with --port (0 picks a free one)\n"))
    }

    @Test func theDemoScriptServesTheHomePageAndStopsTheServer() throws {
        let script = TestPaths.packageRoot.appendingPathComponent("script/demo")
        var environment = ProcessInfo.processInfo.environment
        environment["TURBO_TUI_BIN"] = TestPaths.binary.path
        let result = try ProcessRunner.run(script, ["--dump"], environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Turbo demo"))
        #expect(result.standardOutput.contains("Not signed in."))
        let announced = try #require(result.standardError.components(separatedBy: "\n").first { $0.hasPrefix("demo: Rails app at ") })
        let url = try #require(URL(string: String(announced.dropFirst("demo: Rails app at ".count).prefix { $0 != " " })))
        #expect(isRefused(url))
    }
}
