import Foundation
import Testing
import CLI
import Net
import Turbo

/// Issue 18's request options, seen by a real server on 127.0.0.1:
/// `--header` to the app's hosts only, `--user-agent-suffix`, `--app-host`,
/// `--netrc`, and credentials in a URL refused.
@Suite("Request options on the wire")
struct RequestOptionsTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-reqopt-\(UUID().uuidString)")

    private func environment(_ extra: [String: String] = [:]) -> [String: String] {
        ProcessRunner.environment(["XDG_DATA_HOME": directory.appendingPathComponent("data").path,
                                   "HOME": directory.appendingPathComponent("home").path].merging(extra) { $1 })
    }

    private func dump(_ arguments: [String], environment extra: [String: String] = [:]) throws -> ProcessResult {
        try ProcessRunner.run(TestPaths.binary, ["--no-config", "--dump", "--no-references"] + arguments,
                              environment: environment(extra))
    }

    @Test func headersGoToTheAppHostButNotWhereARedirectLeads() throws {
        // 127.0.0.1 is the app; "localhost" is the same server under another host name.
        let server = try LoopbackHTTPServer { request in
            request.target == "/away" ? .redirect(to: "http://localhost:\(request.header("Host")!.split(separator: ":")[1])/there")
                : .html("<p>ok</p>")
        }
        defer { server.stop() }
        let result = try dump(["--header", "X-App-Token: abc 123", "--header=X-Client: tui", server.url("/away").absoluteString])
        #expect(result.status == 0, "\(result.standardError)")
        let requests = server.requests
        #expect(requests.map(\.target) == ["/away", "/there"])
        #expect(requests[0].header("X-App-Token") == "abc 123")
        #expect(requests[0].header("X-Client") == "tui")
        #expect(requests[1].header("Host")?.hasPrefix("localhost:") == true)
        #expect(requests[1].header("X-App-Token") == nil, "never to another host")
    }

    @Test func anAppHostReceivesTheHeadersToo() throws {
        let server = try LoopbackHTTPServer { request in
            request.target == "/away" ? .redirect(to: "http://localhost:\(request.header("Host")!.split(separator: ":")[1])/there")
                : .html("<p>ok</p>")
        }
        defer { server.stop() }
        let result = try dump(["--app-host", "localhost", "--header", "X-App-Token: abc", server.url("/away").absoluteString])
        #expect(result.status == 0)
        #expect(server.requests.map { $0.header("X-App-Token") } == ["abc", "abc"])
    }

    @Test func aHeaderDoesNotReplaceTurbosOwn() throws {
        let server = try LoopbackHTTPServer { _ in .html("<p>ok</p>") }
        defer { server.stop() }
        _ = try dump(["--header", "Accept: application/json", server.url("/").absoluteString])
        let accepts = server.requests.first?.headers.filter { $0.name.lowercased() == "accept" }.map(\.value)
        #expect(accepts == ["text/html, application/xhtml+xml"])
    }

    @Test func theUserAgentSuffixFollowsOurs() throws {
        let server = try LoopbackHTTPServer { _ in .html("<p>ok</p>") }
        defer { server.stop() }
        _ = try dump(["--user-agent-suffix", "MyApp/2.1 (build 7)", server.url("/").absoluteString])
        #expect(server.requests.first?.header("User-Agent") == "\(UserAgent.string) MyApp/2.1 (build 7)")
        _ = try dump([server.url("/").absoluteString])
        #expect(server.requests.last?.header("User-Agent") == UserAgent.string)
    }

    @Test(arguments: [
        (["--header", "X-Bad: a\r\nInjected: b"], "--header: a header may not contain a line break or NUL"),
        (["--header", "NoColon"], "--header: wants 'Name: value', not 'NoColon'"),
        (["--header", "Bad Name: v"], "--header: 'Bad Name' is not a header name (letters, digits and !#$%&'*+-.^_`|~ only)"),
        (["--header", "X-Empty:"], "--header: 'X-Empty' has no value"),
        (["--header", "X-Bell: a\u{07}b"], "--header: the value of 'X-Bell' contains a control character"),
        (["--app-host", "https://app.test/"], "--app-host wants a host name such as app.example.com, *.example.com or 127.0.0.1:3000, not 'https://app.test/'"),
        (["--app-host", "*"], "--app-host wants a host name such as app.example.com, *.example.com or 127.0.0.1:3000, not '*'"),
        (["--user-agent-suffix", "a\nb"], "--user-agent-suffix may not contain control characters"),
    ])
    func badRequestOptionsAreUsageErrors(arguments: [String], message: String) throws {
        #expect(throws: UsageError(message)) { try CommandLineOptions.parse(arguments) }
        let result = try ProcessRunner.run(TestPaths.binary, ["--no-config", "--dump"] + arguments + ["http://127.0.0.1:9/"],
                                           environment: environment())
        #expect(result.status == 2)
        #expect(result.standardError == "turbo-tui: \(message)\n")
    }

    private func writeNetrc(_ text: String, at path: URL) throws {
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: path)
        chmod(path.path, 0o600)
    }

    @Test func netrcCredentialsAreSentAsCurlSendsThem() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackHTTPServer { request in .html("<p>auth: \(request.header("Authorization") ?? "none")</p>") }
        defer { server.stop() }
        let file = directory.appendingPathComponent("netrc")
        try writeNetrc("machine 127.0.0.1 login alice password s3cret\n", at: file)
        // "alice:s3cret" in base64.
        #expect(try dump(["--netrc-file", file.path, server.url("/").absoluteString]).standardOutput == "auth: Basic YWxpY2U6czNjcmV0\n")
        #expect(try dump([server.url("/").absoluteString]).standardOutput == "auth: none\n", "off unless asked for")
        try writeNetrc("machine 127.0.0.1 login bob password pw\n", at: directory.appendingPathComponent("home/.netrc"))
        #expect(try dump(["--netrc", server.url("/").absoluteString]).standardOutput == "auth: Basic Ym9iOnB3\n", "~/.netrc from HOME")
        #expect(try dump(["--netrc", "--netrc-file", file.path, server.url("/").absoluteString]).standardOutput
            == "auth: Basic YWxpY2U6czNjcmV0\n")
    }

    @Test func aNetrcEntryForAnotherMachineSendsNothing() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackHTTPServer { request in .html("<p>auth: \(request.header("Authorization") ?? "none")</p>") }
        defer { server.stop() }
        let file = directory.appendingPathComponent("netrc")
        try writeNetrc("machine elsewhere.test login alice password s3cret\n", at: file)
        let result = try dump(["--netrc-file", file.path, server.url("/").absoluteString])
        #expect(result.status == 0)
        #expect(result.standardOutput == "auth: none\n")
    }

    @Test func credentialsInTheURLAreRefused() throws {
        let server = try LoopbackHTTPServer { _ in .html("<p>should not be asked</p>") }
        defer { server.stop() }
        let url = "http://alice:s3cret@127.0.0.1:\(server.port)/"
        let result = try dump([url])
        #expect(result.status == 1)
        #expect(result.standardError == "turbo-tui: not sending the user name and password written in the URL for 127.0.0.1: "
            + "put them in ~/.netrc (machine 127.0.0.1 login NAME password SECRET) and use --netrc\n")
        #expect(!result.standardError.contains("s3cret"))
        #expect(server.requests.isEmpty)
    }

    @Test func theTransportRefusesALinkWithCredentialsToo() throws {
        let server = try LoopbackHTTPServer { _ in .html("<p>no</p>") }
        defer { server.stop() }
        let outcome = CurlTransport().fetch(HTTPRequest(url: URL(string: "http://u:p@127.0.0.1:\(server.port)/")!))
        guard case .failure(let error) = outcome else {
            Issue.record("fetched a URL with credentials")
            return
        }
        #expect("\(error)".contains("use --netrc"))
        #expect(server.requests.isEmpty)
    }

    @Test func serverPathConfigurationDownloadsCarryTheHeaders() throws {
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 200, headers: [("Content-Type", "application/json")], body: Array(#"{"rules": []}"#.utf8))
        }
        defer { server.stop() }
        var options = try CommandLineOptions.parse(["--header", "X-App-Token: abc", "--path-config", server.url("/config.json").absoluteString])
        options.network.savesCookies = false
        // The start URL is on another host: the path configuration's host still gets the headers.
        let hosts = AppHosts(start: URL(string: "http://app.test/")!, options: options).headers
        let transport = options.network.makeTransport(environment: [:], headerHosts: hosts) { _ in }
        let store = PathConfigurationStore(sources: [.server(server.url("/config.json"))], transport: transport, cache: nil)
        var reports: [PathConfigurationReport] = []
        store.start { reports.append($0) }
        transport.runUntilIdle()
        #expect(server.requests.count == 1)
        #expect(server.requests.first?.header("X-App-Token") == "abc")
        #expect(server.requests.first?.header("Accept") == "application/json")
    }

    /// An app tab's host is the app's: its links stay in the app and its
    /// requests get the headers. Hosts taken from URLs keep their port (issue 32);
    /// a URL that names none is on the standard ports.
    @Test func theAppTabsHostsAreTheApps() throws {
        let options = try CommandLineOptions.parse(["--header", "X-App-Token: abc", "--tab", "Shop=http://shop.test/cart"])
        let hosts = AppHosts(start: URL(string: "http://app.test/")!, options: options)
        #expect(hosts.headers.map(\.description) == ["app.test", "shop.test"])
        #expect(hosts.navigation.map(\.description) == ["app.test", "shop.test"])
        #expect(AppHosts(start: nil, options: options).headers.map(\.description) == ["shop.test"])
    }
}
