import Foundation
import Testing
@testable import TurboTUI

/// Sources loading for real: files on disk, a real server on 127.0.0.1 and libcurl.
@Suite("Path configuration store")
struct PathConfigurationStoreTests {
    private static let fileConfig = #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#
    private static let cachedConfig = #"{"rules": [{"patterns": ["/cached$"], "properties": {"title": "Cached"}}]}"#
    private static let serverConfig = #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal", "title": "Server"}}],}"#

    private let scratch: PathConfigurationTesting.ScratchDirectory
    private let cache: PathConfigurationCache

    init() throws {
        scratch = try PathConfigurationTesting.ScratchDirectory()
        cache = PathConfigurationCache(directory: scratch.url.appendingPathComponent("cache/turbo-tui"))
    }

    private func titles(_ store: PathConfigurationStore) -> [String?] {
        ["/a/new", "/a/cached"].map { store.configuration.properties(forLocation: $0).title }
    }

    @Test func aServerAnswerReplacesTheFileAndIsCached() throws {
        let server = try LoopbackHTTPServer { _ in PathConfigurationTesting.json(Self.serverConfig) }
        defer { server.stop() }
        let file = try scratch.write(Self.fileConfig, to: "local.json")
        let url = server.url("/configurations/ios_v1.json")
        let transport = CurlTransport()
        let store = PathConfigurationStore(sources: [.file(path: file.path), .server(url)], transport: transport, cache: cache)
        var reports: [PathConfigurationReport] = []
        store.start { reports.append($0) }

        #expect(reports.map(\.outcome) == [.applied(ruleCount: 1)])
        #expect(store.configuration.properties(forLocation: "/a/new").context == .modal)
        #expect(titles(store) == [nil, nil])

        transport.runUntilIdle()
        #expect(reports.map(\.origin) == [.file, .server])
        #expect(reports.map(\.outcome) == [.applied(ruleCount: 1), .applied(ruleCount: 1)])
        #expect(reports.allSatisfy { $0.problems.isEmpty && $0.cacheError == nil })
        #expect(titles(store) == ["Server", nil])
        #expect(cache.read(for: url) == Array(Self.serverConfig.utf8))
        #expect(try PathConfigurationTesting.permissions(of: cache.fileURL(for: url)) == 0o600)
        #expect(try PathConfigurationTesting.permissions(of: cache.directory) == 0o700)

        let request = try #require(server.requests.first)
        #expect(request.target == "/configurations/ios_v1.json")
        #expect(request.header("Accept") == "application/json")
        #expect(request.header("User-Agent")?.contains("Hotwire Native") == true)
    }

    @Test func theCachedCopyIsUsedUntilTheServerAnswers() throws {
        let server = try LoopbackHTTPServer { _ in .delayed(seconds: 0.2, .init(PathConfigurationTesting.json(Self.serverConfig))) }
        defer { server.stop() }
        let url = server.url("/path-configuration.json")
        try cache.write(Array(Self.cachedConfig.utf8), for: url)
        let transport = CurlTransport()
        let store = PathConfigurationStore(sources: [.server(url)], transport: transport, cache: cache)
        var reports: [PathConfigurationReport] = []
        store.start { reports.append($0) }

        #expect(reports.map(\.origin) == [.cache])
        #expect(titles(store) == [nil, "Cached"])
        transport.runUntilIdle()
        #expect(reports.map(\.origin) == [.cache, .server])
        #expect(titles(store) == ["Server", nil])
    }

    @Test(arguments: [
        (LoopbackHTTPServer.Reply.respond(status: 404, headers: [("Content-Type", "application/json")], body: Array(serverConfig.utf8)),
         PathConfigurationLoadFailure.httpStatus(404)),
        (.html("<h1>Sign in</h1>"),
         .unusable(.invalidJSON(JSONSyntaxError(line: 1, column: 1, reason: "expected a value but found '<'")))),
        (PathConfigurationTesting.json(#"{"settings": {}}"#), .unusable(.missingRules)),
        (.close, .network(.connectionReset)),
    ])
    func aFailedAnswerKeepsTheLastGoodConfigurationAndCache(reply: LoopbackHTTPServer.Reply, failure: PathConfigurationLoadFailure) throws {
        let server = try LoopbackHTTPServer { _ in reply }
        defer { server.stop() }
        let url = server.url("/configurations/ios_v1.json")
        try cache.write(Array(Self.cachedConfig.utf8), for: url)
        let transport = CurlTransport()
        let store = PathConfigurationStore(sources: [.server(url)], transport: transport, cache: cache)
        var reports: [PathConfigurationReport] = []
        store.start { reports.append($0) }
        transport.runUntilIdle()

        #expect(reports.map(\.outcome) == [.applied(ruleCount: 1), .failed(failure)])
        #expect(titles(store) == [nil, "Cached"])
        #expect(cache.read(for: url) == Array(Self.cachedConfig.utf8))
        #expect(reports[1].description.hasSuffix("; keeping the last good configuration"))
    }

    @Test func aDeadServerWithoutACacheLeavesTheBuiltInRules() throws {
        let server = try LoopbackHTTPServer { _ in .close }
        let url = server.url("/configurations/ios_v1.json")
        server.stop()
        let transport = CurlTransport()
        let store = PathConfigurationStore(sources: [.server(url)], transport: transport, cache: cache)
        var reports: [PathConfigurationReport] = []
        store.start { reports.append($0) }
        transport.runUntilIdle()

        #expect(reports.map(\.outcome) == [.failed(.network(.connectionRefused(host: "127.0.0.1")))])
        #expect(store.configuration == PathConfiguration())
        #expect(store.configuration.properties(forLocation: "/recede_historical_location").presentation == .pop)
        #expect(!FileManager.default.fileExists(atPath: cache.fileURL(for: url).path))
    }

    @Test func anEarlierSourceAnsweringLateNeverReplacesALaterOne() throws {
        let slow = try LoopbackHTTPServer { _ in .delayed(seconds: 0.3, .init(PathConfigurationTesting.json(Self.cachedConfig))) }
        let fast = try LoopbackHTTPServer { _ in PathConfigurationTesting.json(Self.serverConfig) }
        defer { slow.stop(); fast.stop() }
        let slowURL = slow.url("/config.json")
        let transport = CurlTransport()
        let store = PathConfigurationStore(sources: [.server(slowURL), .server(fast.url("/config.json"))], transport: transport, cache: cache)
        var reports: [PathConfigurationReport] = []
        store.start { reports.append($0) }
        transport.runUntilIdle()

        #expect(reports.map(\.source) == [.server(fast.url("/config.json")), .server(slowURL)])
        #expect(reports.map(\.outcome) == [.applied(ruleCount: 1), .superseded])
        #expect(titles(store) == ["Server", nil])
        #expect(cache.read(for: slowURL) == Array(Self.cachedConfig.utf8), "a good answer is still kept for next time")
    }

    @Test func fileProblemsAndFailuresAreReported() throws {
        let broken = try scratch.write(#"{"rules": [{"patterns": ["(["], "properties": {}}, {"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#,
                                       to: "broken.json")
        let missing = scratch.url.appendingPathComponent("missing.json").path
        let store = PathConfigurationStore(sources: [.file(path: broken.path), .file(path: missing)], transport: CurlTransport(), cache: nil)
        var reports: [PathConfigurationReport] = []
        store.start { reports.append($0) }

        #expect(reports.map(\.outcome) == [.applied(ruleCount: 1), .failed(.unreadableFile(reason: "no such file"))])
        #expect(reports[0].description == """
            path configuration \(broken.path): 1 rule in use
            path configuration \(broken.path): rules[0].patterns[0]: "([" is not a valid ICU regular expression (pattern skipped)
            """)
        #expect(store.configuration.properties(forLocation: "/posts/new").context == .modal)
    }

    @Test func aCacheThatCannotBeWrittenIsReportedButTheAnswerIsUsed() throws {
        let server = try LoopbackHTTPServer { _ in PathConfigurationTesting.json(Self.serverConfig) }
        defer { server.stop() }
        let blocker = try scratch.write("not a directory", to: "blocker")
        let transport = CurlTransport()
        let store = PathConfigurationStore(sources: [.server(server.url("/c.json"))], transport: transport,
                                           cache: PathConfigurationCache(directory: blocker.appendingPathComponent("turbo-tui")))
        var reports: [PathConfigurationReport] = []
        store.start { reports.append($0) }
        transport.runUntilIdle()

        #expect(reports.map(\.outcome) == [.applied(ruleCount: 1)])
        #expect(reports.first?.cacheError != nil)
        #expect(titles(store) == ["Server", nil])
    }
}
