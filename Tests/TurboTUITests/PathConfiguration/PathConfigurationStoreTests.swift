import Foundation
import Testing
import Net
import Turbo

/// Sources loading: files on disk for real, servers through a fixture
/// transport (the command's download runs on the wire in `PathConfigCommandTests`).
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
        let file = try scratch.write(Self.fileConfig, to: "local.json")
        let url = HTTPFixtures.url("/configurations/ios_v1.json")
        let transport = FixtureTransport()
        transport.answer(url, with: try HTTPFixtures.answer("path-configuration/ios_v1"))
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

        let request = try #require(transport.requests.first)
        #expect(transport.requests.count == 1)
        #expect(request.url == url)
        #expect(request.header("Accept") == "application/json")
    }

    @Test func theCachedCopyIsUsedUntilTheServerAnswers() throws {
        let url = HTTPFixtures.url("/path-configuration.json")
        try cache.write(Array(Self.cachedConfig.utf8), for: url)
        let transport = FixtureTransport()
        transport.answer(url, with: Self.json(Self.serverConfig), after: .milliseconds(200))
        let store = PathConfigurationStore(sources: [.server(url)], transport: transport, cache: cache)
        var reports: [PathConfigurationReport] = []
        store.start { reports.append($0) }

        #expect(reports.map(\.origin) == [.cache])
        #expect(titles(store) == [nil, "Cached"])
        transport.runUntilIdle()
        #expect(reports.map(\.origin) == [.cache, .server])
        #expect(titles(store) == ["Server", nil])
    }

    private static func json(_ text: String, status: Int = 200) -> RecordedAnswer {
        RecordedAnswer(status: status, headers: [(name: "Content-Type", value: "application/json")], body: Array(text.utf8))
    }

    @Test(arguments: [
        (Result<RecordedAnswer, NetError>.success(json(serverConfig, status: 404)), PathConfigurationLoadFailure.httpStatus(404)),
        (.success(.html("<h1>Sign in</h1>")),
         .unusable(.invalidJSON(JSONSyntaxError(line: 1, column: 1, reason: "expected a value but found '<'")))),
        (.success(json(#"{"settings": {}}"#)), .unusable(.missingRules)),
        (.failure(.connectionReset), .network(.connectionReset)),
    ])
    func aFailedAnswerKeepsTheLastGoodConfigurationAndCache(reply: Result<RecordedAnswer, NetError>,
                                                            failure: PathConfigurationLoadFailure) throws {
        let url = HTTPFixtures.url("/configurations/ios_v1.json")
        try cache.write(Array(Self.cachedConfig.utf8), for: url)
        let transport = FixtureTransport()
        switch reply {
        case .success(let answer): transport.answer(url, with: answer)
        case .failure(let error): transport.fail(url, with: error)
        }
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
        let url = HTTPFixtures.url("/configurations/ios_v1.json")
        let transport = FixtureTransport()
        transport.fail(url, with: .connectionRefused(host: "app.test"))
        let store = PathConfigurationStore(sources: [.server(url)], transport: transport, cache: cache)
        var reports: [PathConfigurationReport] = []
        store.start { reports.append($0) }
        transport.runUntilIdle()

        #expect(reports.map(\.outcome) == [.failed(.network(.connectionRefused(host: "app.test")))])
        #expect(store.configuration == PathConfiguration())
        #expect(store.configuration.properties(forLocation: "/recede_historical_location").presentation == .pop)
        #expect(!FileManager.default.fileExists(atPath: cache.fileURL(for: url).path))
    }

    @Test func anEarlierSourceAnsweringLateNeverReplacesALaterOne() throws {
        let slowURL = URL(string: "http://slow.test/config.json")!
        let fastURL = URL(string: "http://fast.test/config.json")!
        let transport = FixtureTransport()
        transport.answer(slowURL, with: Self.json(Self.cachedConfig), after: .milliseconds(300))
        transport.answer(fastURL, with: Self.json(Self.serverConfig))
        let store = PathConfigurationStore(sources: [.server(slowURL), .server(fastURL)], transport: transport, cache: cache)
        var reports: [PathConfigurationReport] = []
        store.start { reports.append($0) }
        transport.runUntilIdle()

        #expect(reports.map(\.source) == [.server(fastURL), .server(slowURL)])
        #expect(reports.map(\.outcome) == [.applied(ruleCount: 1), .superseded])
        #expect(titles(store) == ["Server", nil])
        #expect(cache.read(for: slowURL) == Array(Self.cachedConfig.utf8), "a good answer is still kept for next time")
    }

    @Test func fileProblemsAndFailuresAreReported() throws {
        let broken = try scratch.write(#"{"rules": [{"patterns": ["(["], "properties": {}}, {"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#,
                                       to: "broken.json")
        let missing = scratch.url.appendingPathComponent("missing.json").path
        let store = PathConfigurationStore(sources: [.file(path: broken.path), .file(path: missing)], transport: FixtureTransport(), cache: nil)
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
        let blocker = try scratch.write("not a directory", to: "blocker")
        let transport = FixtureTransport()
        transport.answer(HTTPFixtures.url("/c.json"), with: Self.json(Self.serverConfig))
        let store = PathConfigurationStore(sources: [.server(HTTPFixtures.url("/c.json"))], transport: transport,
                                           cache: PathConfigurationCache(directory: blocker.appendingPathComponent("turbo-tui")))
        var reports: [PathConfigurationReport] = []
        store.start { reports.append($0) }
        transport.runUntilIdle()

        #expect(reports.map(\.outcome) == [.applied(ruleCount: 1)])
        #expect(reports.first?.cacheError != nil)
        #expect(titles(store) == ["Server", nil])
    }
}

/// A server's answer is decoded as the caller says (on a worker thread in
/// the browser): whatever order the decodings end in, sources count in their
/// own order. Files are decoded at once, so the first visit sees them.
@Suite("Path configuration store, decoding off the loop")
struct PathConfigurationStoreDecodingTests {
    @Test func aLateDecodingOfAnEarlierSourceNeverReplacesALaterOne() throws {
        let first = HTTPFixtures.url("/first.json"), second = HTTPFixtures.url("/second.json")
        let transport = FixtureTransport()
        transport.answer(first, with: RecordedAnswer(status: 200, headers: [(name: "Content-Type", value: "application/json")], body: Array(#"{"rules": [{"patterns": ["/new$"], "properties": {"title": "First"}}]}"#.utf8)))
        transport.answer(second, with: RecordedAnswer(status: 200, headers: [(name: "Content-Type", value: "application/json")], body: Array(#"{"rules": [{"patterns": ["/new$"], "properties": {"title": "Second"}}]}"#.utf8)))
        // Each answer's decoding, by its title: the answers may arrive in either order.
        var pending: [String: () -> Void] = [:]
        let store = PathConfigurationStore(sources: [.server(first), .server(second)], transport: transport, cache: nil) { bytes, done in
            pending[String(decoding: bytes, as: UTF8.self).contains("First") ? "First" : "Second"] = {
                PathConfigurationStore.decodeAtOnce(bytes, done)
            }
        }
        var reports: [PathConfigurationReport] = []
        store.start { reports.append($0) }
        transport.runUntilIdle()
        #expect(pending.count == 2)
        #expect(reports.isEmpty)
        #expect(store.configuration.properties(forLocation: "/a/new").title == nil)

        pending["Second"]?()
        pending["First"]?()
        #expect(reports.map(\.outcome) == [.applied(ruleCount: 1), .superseded])
        #expect(store.configuration.properties(forLocation: "/a/new").title == "Second")
    }

    @Test func aFileIsDecodedAtOnceWhateverTheDecodingOfAnswers() throws {
        let scratch = try PathConfigurationTesting.ScratchDirectory()
        let file = try scratch.write(#"{"rules": [{"patterns": ["/new$"], "properties": {"title": "File"}}]}"#, to: "file.json")
        let store = PathConfigurationStore(sources: [.file(path: file.path)], transport: FixtureTransport(), cache: nil) { _, _ in
            Issue.record("a file's bytes went to the answers' decoding")
        }
        var reports: [PathConfigurationReport] = []
        store.start { reports.append($0) }
        #expect(reports.map(\.outcome) == [.applied(ruleCount: 1)])
        #expect(store.configuration.properties(forLocation: "/a/new").title == "File")
    }
}
