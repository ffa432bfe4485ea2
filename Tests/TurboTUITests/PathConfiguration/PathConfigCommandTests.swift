import Foundation
import Testing
import Net

/// `turbo-tui path-config`, the real binary, on every fixture and on broken files.
@Suite("turbo-tui path-config")
struct PathConfigCommandTests {
    private static let locations = ["/", "/posts/new", "/posts/1/edit?tab=x", "/numbers", "/numbers/7", "/photos/cat.png",
                                    "https://demo.test/recede_historical_location?notice=Saved"]

    private func inspect(_ file: String, _ locations: [String] = locations) throws -> ProcessResult {
        try ProcessRunner.run(TestPaths.binary, ["path-config", TestPaths.fixture("path-configuration/\(file)").path] + locations)
    }

    private func lines(_ pairs: [(String, String)]) -> String {
        pairs.map { "\($0.0)\t\($0.1)\n" }.joined()
    }

    private static let recede = #"{"context":"default","historical_location":true,"presentation":"pop"}"#

    @Test func hotwireNativeIOSDemo() throws {
        let result = try inspect("hotwire-native-ios-demo.json")
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == lines([
            ("/", #"{"presentation":"clear_all"}"#),
            ("/posts/new", #"{"context":"modal","pull_to_refresh_enabled":false}"#),
            ("/posts/1/edit?tab=x", "{}"),
            ("/numbers", #"{"view_controller":"numbers"}"#),
            ("/numbers/7", "{}"),
            ("/photos/cat.png", "{}"),
            ("https://demo.test/recede_historical_location?notice=Saved", Self.recede),
        ]))
    }

    @Test func hotwireNativeAndroidDemo() throws {
        let result = try inspect("hotwire-native-android-demo.json")
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let web = #""fallback_uri":"hotwire://fragment/web""#
        #expect(result.standardOutput == lines([
            ("/", #"{"comment":"Clear navigation stack when visiting root page.","context":"default",\#(web),"presentation":"clear_all","pull_to_refresh_enabled":true,"uri":"hotwire://fragment/web"}"#),
            ("/posts/new", #"{"context":"modal",\#(web),"pull_to_refresh_enabled":false,"uri":"hotwire://fragment/web"}"#),
            ("/posts/1/edit?tab=x", #"{"context":"default",\#(web),"pull_to_refresh_enabled":true,"uri":"hotwire://fragment/web"}"#),
            ("/numbers", #"{"comment":"Intercept with a native view.","context":"default",\#(web),"pull_to_refresh_enabled":true,"title":"Numbers","uri":"hotwire://fragment/numbers"}"#),
            ("/numbers/7", #"{"context":"modal",\#(web),"pull_to_refresh_enabled":false,"uri":"hotwire://fragment/web/modal/sheet"}"#),
            ("/photos/cat.png", #"{"context":"modal",\#(web),"pull_to_refresh_enabled":true,"uri":"hotwire://fragment/image_viewer"}"#),
            ("https://demo.test/recede_historical_location?notice=Saved",
             #"{"context":"default",\#(web),"historical_location":true,"presentation":"pop","pull_to_refresh_enabled":true,"uri":"hotwire://fragment/web"}"#),
        ]))
    }

    @Test func turboIOSDemoWithItsTrailingComma() throws {
        let result = try inspect("turbo-ios-demo.json")
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == lines([
            ("/", "{}"),
            ("/posts/new", #"{"presentation":"modal"}"#),
            ("/posts/1/edit?tab=x", "{}"),
            ("/numbers", #"{"view-controller":"numbers"}"#),
            ("/numbers/7", #"{"presentation":"modal","view-controller":"numbersDetail"}"#),
            ("/photos/cat.png", "{}"),
            ("https://demo.test/recede_historical_location?notice=Saved", Self.recede),
        ]))
    }

    @Test func turboNativeDemo() throws {
        let result = try inspect("turbo-native-demo.json")
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == lines([
            ("/", "{}"),
            ("/posts/new", #"{"presentation":"modal"}"#),
            ("/posts/1/edit?tab=x", "{}"),
            ("/numbers", #"{"view-controller":"numbers"}"#),
            ("/numbers/7", #"{"view-controller":"numbers"}"#),
            ("/photos/cat.png", "{}"),
            ("https://demo.test/recede_historical_location?notice=Saved", Self.recede),
        ]))
    }

    @Test func missingRulesIsUnusable() throws {
        let result = try inspect("broken/missing-rules.json", ["/posts/new"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasSuffix(#"missing-rules.json: no "rules" (a path configuration needs "rules": [...])"# + "\n"))
    }

    @Test func aRuleWithoutPatternsIsSkipped() throws {
        let result = try inspect("broken/rule-without-patterns.json", ["/posts/new"])
        #expect(result.status == 1)
        #expect(result.standardError.hasSuffix(#"rule-without-patterns.json: rules[0]: has no "patterns" (rule skipped)"# + "\n"))
        #expect(result.standardOutput == "/posts/new\t{\"context\":\"modal\"}\n")
    }

    @Test func aBadPatternIsSkipped() throws {
        let result = try inspect("broken/bad-pattern.json", ["/posts/new", "/posts/1/edit"])
        #expect(result.status == 1)
        #expect(result.standardError.hasSuffix(
            #"bad-pattern.json: rules[0].patterns[0]: "([" is not a valid ICU regular expression (pattern skipped)"# + "\n"))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)
        #expect(result.standardOutput == "/posts/new\t{\"presentation\":\"replace\"}\n/posts/1/edit\t{\"context\":\"modal\"}\n")
    }

    @Test func trailingGarbageIsUnusableWithLineAndColumn() throws {
        let result = try inspect("broken/trailing-garbage.json", ["/posts/new"])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasSuffix(
            "trailing-garbage.json: invalid JSON at line 6, column 1: unexpected '}' after the end of the JSON value\n"))
    }

    @Test func aMissingFileIsUnusable() throws {
        let result = try ProcessRunner.turboTUI("path-config", "/nonexistent/config.json", "/")
        #expect(result.status == 2)
        #expect(result.standardError == "turbo-tui: /nonexistent/config.json: cannot read the file: no such file\n")
    }

    @Test func checksAConfigurationServedOverHTTP() throws {
        let body = try Data(contentsOf: TestPaths.fixture("path-configuration/turbo-ios-demo.json"))
        let server = try LoopbackHTTPServer { request in
            request.target == "/path-configuration.json"
                ? .respond(status: 200, headers: [("Content-Type", "application/json")], body: [UInt8](body))
                : .html("<h1>Not found</h1>", status: 404)
        }
        defer { server.stop() }
        let good = try ProcessRunner.turboTUI("path-config", server.url("/path-configuration.json").absoluteString, "/signin")
        #expect(good.status == 0)
        #expect(good.standardOutput == "/signin\t{\"presentation\":\"modal\"}\n")
        let missing = server.url("/configurations/ios_v1.json").absoluteString
        let notFound = try ProcessRunner.turboTUI("path-config", missing, "/signin")
        #expect(notFound.status == 2)
        #expect(notFound.standardOutput.isEmpty)
        #expect(notFound.standardError == "turbo-tui: \(missing): the server answered HTTP 404, not 200\n")
    }

    @Test func aServerConfigurationIsFetchedWithTheBrowsersCookies() throws {
        let body = try Data(contentsOf: TestPaths.fixture("path-configuration/turbo-ios-demo.json"))
        let server = try LoopbackHTTPServer { request in
            request.header("Cookie")?.contains("session=signed-in") == true
                ? .respond(status: 200, headers: [("Content-Type", "application/json")], body: [UInt8](body))
                : .html("<h1>Sign in first</h1>", status: 401)
        }
        defer { server.stop() }
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-pc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let jar = data.appendingPathComponent("turbo-tui/cookies.txt")
        try FileManager.default.createDirectory(at: jar.deletingLastPathComponent(), withIntermediateDirectories: true)
        let cookies = "# Netscape HTTP Cookie File\n127.0.0.1\tFALSE\t/\tFALSE\t4102444800\tsession\tsigned-in\n"
        try cookies.write(to: jar, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = data.path
        let url = server.url("/configurations/ios_v1.json").absoluteString
        let result = try ProcessRunner.run(TestPaths.binary, ["path-config", url, "/signin"], environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "/signin\t{\"presentation\":\"modal\"}\n")
        #expect(try String(contentsOf: jar, encoding: .utf8) == cookies, "the inspector never writes the jar")
    }

    @Test func aDeadServerIsUnusable() throws {
        let server = try LoopbackHTTPServer { _ in .close }
        let url = server.url("/configurations/ios_v1.json").absoluteString
        server.stop()
        let result = try ProcessRunner.turboTUI("path-config", url, "/")
        #expect(result.status == 2)
        #expect(result.standardError.contains("refused the connection"))
    }

    @Test func controlCharactersNeverReachTheTerminal() throws {
        let scratch = try PathConfigurationTesting.ScratchDirectory()
        let file = try scratch.write(#"{"rules": [{"patterns": ["x"], "properties": {"title": "\u001b[31mred\u0007", "\u001b]0;key": 1}}, {"patterns": ["\u001b["]}]}"#,
                                     to: "hostile.json")
        let result = try ProcessRunner.turboTUI("path-config", file.path, "/x\u{1B}[2J")
        #expect(result.status == 1)
        #expect(result.standardOutput == "/x^[[2J\t" + #"{"\u001b]0;key":1,"title":"\u001b[31mred\u0007"}"# + "\n")
        #expect(result.standardError.hasSuffix(#"rules[1]: has no "properties" (rule skipped)"# + "\n"))
        let printed = result.standardOutput + result.standardError
        #expect(!printed.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) })
    }

    @Test func usageAndHelp() throws {
        let bare = try ProcessRunner.turboTUI("path-config")
        #expect(bare.status == 2)
        #expect(bare.standardError.contains("usage: turbo-tui path-config CONFIG [PATH_OR_URL ...]"))
        let help = try ProcessRunner.turboTUI("path-config", "--help")
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("Usage: turbo-tui path-config CONFIG [PATH_OR_URL ...]"))
        let main = try ProcessRunner.turboTUI("--help")
        #expect(main.standardOutput.contains("turbo-tui path-config CONFIG [PATH_OR_URL ...]"))
        #expect(main.standardOutput.contains("--path-config PATH|URL"))
    }
}
