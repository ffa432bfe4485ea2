import Foundation
import Testing
import CLI
import UI
import Net

/// `turbo-tui config check` and `config show`, and the config file read by
/// a real run (the dump of a page on 127.0.0.1).
@Suite("config check and show")
struct ConfigCommandTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-config-\(UUID().uuidString)")

    private var configHome: URL { directory.appendingPathComponent("config") }
    private var defaultFile: URL { configHome.appendingPathComponent("turbo-tui/config") }

    private func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessRunner.environment(["XDG_CONFIG_HOME": configHome.path,
                                                     "XDG_DATA_HOME": directory.appendingPathComponent("data").path])
        environment.removeValue(forKey: "NO_COLOR")
        environment.removeValue(forKey: CommandLineOptions.pathConfigurationVariable)
        return environment.merging(extra) { $1 }
    }

    private func turboTUI(_ arguments: [String], environment extra: [String: String] = [:]) throws -> ProcessResult {
        try ProcessRunner.run(TestPaths.binary, arguments, environment: environment(extra))
    }

    private func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Issue 34: no config file where turbo-tui looks is said plainly, and is no error (exit 0).
    @Test func checkWithNoConfigFileSaysSoAndSucceeds() throws {
        #expect(!FileManager.default.fileExists(atPath: defaultFile.path))
        let result = try turboTUI(["config", "check"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "No config file at \(defaultFile.path): the defaults apply (docs/config.md)\n")
        #expect(result.standardError.isEmpty)
    }

    @Test func checkExitsZeroOneOrTwo() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("width = 60\n[host *.app.test]\nheader = X-A: 1\n", to: defaultFile)
        let clean = try turboTUI(["config", "check"])
        #expect(clean.status == 0, "\(clean.standardError)")
        #expect(clean.standardError == "")
        let bad = directory.appendingPathComponent("bad.ini")
        try write("width = 60\n[host *.app.test]\nheader = X-A\nnope = 1\n", to: bad)
        let skipped = try turboTUI(["config", "check", bad.path])
        #expect(skipped.status == 1)
        #expect(skipped.standardError == """
            turbo-tui: \(bad.path):3: header: wants 'Name: value', not 'X-A'
            turbo-tui: \(bad.path):4: unknown key 'nope'

            """)
        let missing = try turboTUI(["config", "check", directory.appendingPathComponent("none").path])
        #expect(missing.status == 2, "a file named and missing is an error")
        #expect(missing.standardError.hasSuffix("none: no such file\n"))
        try Data([0xFF, 0xFE, 0x00]).write(to: bad)
        let binary = try turboTUI(["config", "check", bad.path])
        #expect(binary.status == 2)
        #expect(binary.standardError == "turbo-tui: cannot read \(bad.path): not UTF-8 text\n")
        #expect(try turboTUI(["config", "frobnicate"]).status == 2)
    }

    @Test func showSaysWhereEachValueCameFrom() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("width = 60\nheader = X-File: 1\ninsecure = true\n", to: defaultFile)
        let result = try turboTUI(["config", "show", "--header", "X-Flag: 2", "--no-save-cookies"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "# config file: \(defaultFile.path)")
        #expect(lines.contains("width = 60  # file \(defaultFile.path):1"))
        #expect(lines.contains("header = X-File: 1  # file \(defaultFile.path):2"))
        #expect(lines.contains("header = X-Flag: 2  # flag"))
        #expect(lines.contains("insecure = true  # file \(defaultFile.path):3"))
        #expect(lines.contains("save-cookies = false  # flag"))
        #expect(lines.contains("color = false  # environment NO_COLOR"))
        #expect(lines.contains("login-path = /signin  # default"))
        let settings = lines.filter { !$0.hasPrefix("bind = ") }
        #expect(settings.count == Setting.allCases.count + 1, "one line per value: two headers, one each for the others but bind")
        #expect(lines.count - settings.count == KeyMap.defaults.bound.count, "one line per key binding")
    }

    @Test func checkNamesBadBindLinesAndShowListsTheBindingsInForce() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("bind = Ctrl-N next-target\nbind = Ctrl-1 top\nbind = j jump\nbind = Ctrl-Z none\n", to: defaultFile)
        let check = try turboTUI(["config", "check"])
        #expect(check.status == 1)
        let errors = check.standardError.split(separator: "\n").map(String.init)
        #expect(errors.count == 2, "\(errors)")
        #expect(errors.first?.hasPrefix("turbo-tui: \(defaultFile.path):2: bind: unknown key 'Ctrl-1'") == true)
        #expect(errors.last?.hasPrefix("turbo-tui: \(defaultFile.path):3: bind: unknown action 'jump'") == true)
        let show = try turboTUI(["config", "show", "--bind", "x bottom", "--bind", "Ctrl-N previous-target"])
        #expect(show.status == 0)
        let lines = show.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("bind = Tab next-target  # default"))
        #expect(lines.contains("bind = Ctrl-N previous-target  # flag"), "the flag wins over the file's line 1")
        #expect(!lines.contains { $0.hasPrefix("bind = Ctrl-N next-target") })
        #expect(lines.contains("bind = x bottom  # flag"))
        #expect(lines.contains("bind = gg top  # default"))
        #expect(lines.contains("bind = Ctrl-Z none  # file \(defaultFile.path):4"))
        #expect(!lines.contains { $0.hasPrefix("bind = Ctrl-Z suspend") })
        #expect(show.standardError.contains(":2: bind: unknown key"), "show reports the skipped lines too")
    }

    @Test func showWithAURLPicksItsHostSections() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("[host *.app.test]\nlogin-path = /in\n", to: defaultFile)
        let forApp = try turboTUI(["config", "show", "https://x.app.test/"])
        #expect(forApp.standardOutput.contains("login-path = /in  # file \(defaultFile.path):2 [host *.app.test]\n"))
        let forOther = try turboTUI(["config", "show", "https://other.test/"])
        #expect(forOther.standardOutput.contains("login-path = /signin  # default\n"))
    }

    @Test func aRunUsesTheFileAndReportsItsBadLines() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackHTTPServer { request in
            .html("<p>token \(request.header("X-App-Token") ?? "none"), agent \(request.header("User-Agent") ?? "")</p>")
        }
        defer { server.stop() }
        try write("references = false\nheader = X-App-Token: from-file\nuser-agent-suffix = Cfg/1\nwidth = x\n", to: defaultFile)
        let result = try turboTUI(["--dump", "--width", "300", server.url("/").absoluteString])
        #expect(result.status == 0)
        #expect(result.standardOutput == "token from-file, agent \(UserAgent.string) Cfg/1\n")
        #expect(result.standardError
            == "turbo-tui: \(defaultFile.path):4: width wants a number of columns from 10 to 1000, not 'x' (skipped)\n")
        let noConfig = try turboTUI(["--no-config", "--dump", "--no-references", server.url("/").absoluteString])
        #expect(noConfig.standardOutput == "token none, agent \(UserAgent.string)\n")
        let named = directory.appendingPathComponent("other.ini")
        try write("header = X-App-Token: named\nreferences = off\n", to: named)
        #expect(try turboTUI(["--config", named.path, "--dump", server.url("/").absoluteString]).standardOutput
            .hasPrefix("token named,"))
        let missing = try turboTUI(["--config", directory.appendingPathComponent("nope").path, "--dump", server.url("/").absoluteString])
        #expect(missing.status == 2)
        #expect(missing.standardError.hasSuffix("nope: no such file\n"))
    }

    @Test func insecureFromTheFileIsWarnedAbout() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackHTTPServer { _ in .html("<p>ok</p>") }
        defer { server.stop() }
        try write("insecure = yes\n", to: defaultFile)
        let result = try turboTUI(["--dump", server.url("/").absoluteString])
        #expect(result.standardError.contains("WARNING: --insecure is on"))
    }

    @Test func thePathConfigInspectorSendsTheFilesHeadersToItsServer() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 200, headers: [("Content-Type", "application/json")], body: Array(#"{"rules": []}"#.utf8))
        }
        defer { server.stop() }
        try write("header = X-App-Token: cfg\nuser-agent-suffix = Cfg/1\n", to: defaultFile)
        let result = try turboTUI(["path-config", server.url("/config.json").absoluteString])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(server.requests.first?.header("X-App-Token") == "cfg")
        #expect(server.requests.first?.header("User-Agent") == "\(UserAgent.string) Cfg/1")
    }

    @Test func problemsOfTheFileAreSaidOnceBeforeTheDump() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("oops\n", to: defaultFile)
        let page = directory.appendingPathComponent("p.html")
        try Data("<p>x</p>".utf8).write(to: page)
        let result = try turboTUI(["--dump", page.path])
        #expect(result.status == 0)
        #expect(result.standardOutput == "x\n")
        #expect(result.standardError == "turbo-tui: \(defaultFile.path):1: not 'name = value', a [section] or a comment (skipped)\n")
    }
}
