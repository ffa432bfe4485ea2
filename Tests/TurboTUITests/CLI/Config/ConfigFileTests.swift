import Foundation
import Testing
import Base
import CLI
import Net
import UI

/// The config file (issue 20): every key, every kind of bad line, and the
/// order default < file < environment < flag.
@Suite("Config file")
struct ConfigFileTests {
    private func resolve(_ text: String, flags: [String] = [], environment: [String: String] = [:]) throws
        -> SettingLayers.Resolved
    {
        let options = try CommandLineOptions.parse(flags)
        let layers = SettingLayers(file: ConfigFile(path: "c", text: text),
                                   environment: SettingLayers.environmentEntries(environment, flags: options.flagSettings),
                                   flags: options.flagSettings)
        return layers.resolve(options)
    }

    @Test func everyKeySetsWhatItsFlagSets() throws {
        let text = """
            path-config = one.json
            path-config = https://app.test/config.json
            app-host = *.app.test
            turbo = off *.legacy.test
            login-path = /session/new
            recede-within-modal = yes
            user-agent-suffix = MyApp/2
            header = X-One: 1
            header = X-Two: two words
            netrc = yes
            netrc-file = /etc/netrc-for-tui
            cookie-jar = /tmp/jar.txt
            save-cookies = off
            insecure = true
            max-body-size = 64M
            width = 72
            references = no
            color = false
            history = off
            downloads = ~/Fetched
            copy-command = xclip -selection clipboard
            bind = Ctrl-N next-target
            theme = dark
            images = symbols
            tab = Home=https://app.test/
            tab = Posts = https://app.test/posts
            """
        let resolved = try resolve(text)
        #expect(resolved.problems == [])
        #expect(Set(resolved.applied.map(\.setting)) == Set(Setting.allCases), "the example names every key")
        let fromFile = resolved.options
        let fromFlags = try CommandLineOptions.parse([
            "--path-config", "one.json", "--path-config", "https://app.test/config.json", "--app-host", "*.app.test",
            "--turbo", "off *.legacy.test", "--login-path", "/session/new", "--recede-within-modal", "--user-agent-suffix", "MyApp/2", "--header", "X-One: 1",
            "--header", "X-Two: two words", "--netrc", "--netrc-file", "/etc/netrc-for-tui", "--cookie-jar", "/tmp/jar.txt",
            "--no-save-cookies", "--insecure", "--max-body-size", "64M", "--width", "72", "--no-references", "--no-color",
            "--no-history", "--downloads", "~/Fetched", "--copy-command", "xclip -selection clipboard",
            "--bind", "Ctrl-N next-target", "--theme", "dark", "--images", "symbols",
            "--tab", "Home=https://app.test/", "--tab", "Posts=https://app.test/posts",
        ])
        var comparable = fromFlags
        comparable.flagSettings = []
        #expect(fromFile == comparable)
        #expect(fromFile.network.headers.map(\.description) == ["X-One: 1", "X-Two: two words"])
        #expect(fromFile.appHosts == [HostPattern(parsing: "*.app.test")!])
        #expect(fromFile.recedesWithinModal)
        #expect(fromFile.images == .symbols)
        #expect(fromFile.turbo.mode(for: "www.legacy.test") == .off && fromFile.turbo.mode(for: "app.test") == .auto)
        #expect(fromFile.appTabs == [AppTab(title: "Home", url: URL(string: "https://app.test/")!),
                                     AppTab(title: "Posts", url: URL(string: "https://app.test/posts")!)])
        #expect(fromFile.network.configuration(environment: [:]).netrc == .optional(file: "/etc/netrc-for-tui"))
        #expect(fromFile.network.configuration(environment: [:]).userAgent == UserAgent.string + " MyApp/2")
    }

    @Test func aBadLineIsReportedWithItsNumberAndTheRestApplies() throws {
        let text = """
            # a comment
            ; another
            width = 50
            this line has no equals sign
            [unterminated
            bogus-key = 1
            width = wide
            header = Broken
            references = maybe
            login-path = /in
            [colours]
            color = false
            [host not a host]
            width = 40
            """
        let resolved = try resolve(text)
        #expect(resolved.problems.map(\.description) == [
            "c:4: not 'name = value', a [section] or a comment",
            "c:5: not 'name = value', a [section] or a comment",
            "c:6: unknown key 'bogus-key'",
            "c:7: width wants a number of columns from 10 to 1000, not 'wide'",
            "c:8: header: wants 'Name: value', not 'Broken'",
            "c:9: references wants true or false, not 'maybe'",
            "c:12: 'color' is in [colours], which is not [host NAME]",
            "c:14: [host not a host]: 'not a host' is not a host name or *.domain",
        ])
        #expect(resolved.options.width == 50, "the good line before the bad one stays")
        #expect(resolved.options.usesColor)
        #expect(resolved.options.loginPath == "/in", "a line after the bad ones applies")
        #expect(resolved.options.width == 50, "a line in a [host] section that names no host does not apply")
    }

    @Test func overlongAndNULLinesAreSkippedWithoutShiftingLineNumbers() throws {
        let text = "width = 30\nheader = X-Long: " + String(repeating: "a", count: 9000) + "\nbad\u{0}line = 1\nlogin-path = /after\nwhat\n"
        let resolved = try resolve(text)
        #expect(resolved.problems.map(\.description) == [
            "c:2: longer than 8192 bytes",
            "c:3: contains a NUL byte",
            "c:5: not 'name = value', a [section] or a comment",
        ])
        #expect(resolved.options.width == 30)
        #expect(resolved.options.loginPath == "/after")
    }

    /// A file written on Windows: "\r\n" is one Swift Character, so the lines
    /// were not cut and a CRLF file over 8 KiB was one "longer than 8192 bytes"
    /// line, every setting lost; bad lines after the first were not listed.
    @Test func aCRLFFileKeepsEveryLineAndItsNumber() throws {
        let padding = (1...600).map { "# comment line \($0)" }
        let lines = ["width = 72"] + padding + ["not a line", "color = false", "also bad", "login-path = /crlf"]
        let text = lines.joined(separator: "\r\n") + "\r\n"
        #expect(text.utf8.count > 8192)
        let resolved = try resolve(text)
        #expect(resolved.problems.map(\.description) == [
            "c:602: not 'name = value', a [section] or a comment",
            "c:604: not 'name = value', a [section] or a comment",
        ])
        #expect(resolved.options.width == 72)
        #expect(!resolved.options.usesColor)
        #expect(resolved.options.loginPath == "/crlf", "the value ends before the carriage return")
    }

    @Test func aFileThatIsNoConfigListsFiftyLinesAndSaysSo() throws {
        let text = (1...5000).map { "junk line \($0)" }.joined(separator: "\n") + "\nwidth = 44\n"
        let started = SystemMonotonicClock().now
        let resolved = try resolve(text)
        #expect(started.duration(to: .now) < .seconds(2))
        #expect(resolved.problems.count == 51)
        #expect(resolved.problems.last?.description == "c:51: more lines from here on cannot be read either; is this a config file?")
        #expect(resolved.options.width == 44, "good lines still apply")
    }

    @Test func aValueIsTheWholeRestOfItsLine() throws {
        let resolved = try resolve("header = Cookie-Hint: a=1; b=2 # not a comment\nuser-agent-suffix =   App/1 ; (x)  \n")
        #expect(resolved.options.network.headers.map(\.description) == ["Cookie-Hint: a=1; b=2 # not a comment"])
        #expect(resolved.options.network.userAgentSuffix == "App/1 ; (x)")
    }

    @Test func hostSectionsApplyOnlyToTheirHost() throws {
        let text = """
            header = X-Everywhere: 1
            [host *.shop.test]
            header = X-Shop: 1
            login-path = /shop/signin
            [host blog.test]
            login-path = /blog/signin
            """
        let shop = try resolve(text, flags: ["https://eu.shop.test/cart"]).options
        #expect(shop.network.headers.map(\.name) == ["X-Everywhere", "X-Shop"])
        #expect(shop.loginPath == "/shop/signin")
        let blog = try resolve(text, flags: ["https://BLOG.test/"]).options
        #expect(blog.network.headers.map(\.name) == ["X-Everywhere"])
        #expect(blog.loginPath == "/blog/signin")
        let elsewhere = try resolve(text, flags: ["page.html"]).options
        #expect(elsewhere.loginPath == "/signin")
    }

    @Test func precedenceIsDefaultThenFileThenEnvironmentThenFlag() throws {
        let text = "width = 50\ncolor = true\npath-config = file.json\nheader = X-File: 1\n"
        let fileOnly = try resolve(text)
        #expect(fileOnly.options.width == 50)
        #expect(fileOnly.options.pathConfigurationSources == ["file.json"])
        let withEnvironment = try resolve(text, environment: ["NO_COLOR": "1", "TURBO_TUI_PATH_CONFIG": "env.json"])
        #expect(!withEnvironment.options.usesColor, "NO_COLOR beats the file")
        #expect(withEnvironment.options.pathConfigurationSources == ["file.json", "env.json"], "lists add up, file first")
        let withFlags = try resolve(text, flags: ["--width", "90", "--path-config", "flag.json", "--header", "X-Flag: 2"],
                                    environment: ["NO_COLOR": "1", "TURBO_TUI_PATH_CONFIG": "env.json"])
        #expect(withFlags.options.width == 90, "a flag beats the file")
        #expect(withFlags.options.pathConfigurationSources == ["file.json", "flag.json"],
                "TURBO_TUI_PATH_CONFIG counts only without --path-config, as before")
        #expect(withFlags.options.network.headers.map(\.name) == ["X-File", "X-Flag"])
        #expect(try resolve("").options == CommandLineOptions(), "nothing given: the defaults")
        #expect(try resolve("", environment: ["NO_COLOR": ""]).options.usesColor, "an empty NO_COLOR is not set (no-color.org)")
    }

    @Test func theDefaultFileFollowsXDG() {
        #expect(ConfigFileLocation.defaultFile(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]) == "/c/turbo-tui/config")
        #expect(ConfigFileLocation.defaultFile(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]) == "/h/.config/turbo-tui/config")
        #expect(ConfigFileLocation.defaultFile(environment: [:]) == nil)
    }

    @Test func theINIReaderGivesEachLineItsNumberAndSection() {
        let read = INIReader.read("\u{FEFF}a = 1\n\n[s x]\n  b:2\nc=\n=d\n")
        #expect(read.lines == [
            INIReader.Line(number: 1, section: "", name: "a", value: "1"),
            INIReader.Line(number: 4, section: "s x", name: "b", value: "2"),
            INIReader.Line(number: 5, section: "s x", name: "c", value: ""),
            INIReader.Line(number: 6, section: "s x", name: "", value: "d"),
        ])
        #expect(read.unreadable == [])
    }
}

/// docs/config.md's example is a file `config check` passes.
@Suite("Config file documentation")
struct ConfigDocumentationTests {
    @Test func theExampleHasNoBadLine() throws {
        let doc = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/config.md"), encoding: .utf8)
        let example = try #require(doc.components(separatedBy: "```ini\n").dropFirst().first?.components(separatedBy: "```").first)
        let file = ConfigFile(path: "example", text: example)
        #expect(file.problems == [])
        #expect(file.entries.count == 18)
        let resolved = SettingLayers(file: file, environment: [], flags: []).resolve(try CommandLineOptions.parse(["https://eu.shop.example.com/"]))
        #expect(resolved.problems == [])
        #expect(resolved.options.network.headers.map(\.description) == ["X-Client: terminal", "X-Tenant: eu"])
        #expect(!resolved.options.network.insecure, "the [host localhost] lines are not for this host")
        #expect(!resolved.options.recordsHistory, "history = off")
    }

    @Test func everyKeyIsInTheTable() throws {
        let doc = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/config.md"), encoding: .utf8)
        for setting in Setting.allCases {
            #expect(doc.contains("| `\(setting.rawValue)` |"), "\(setting.rawValue) is documented")
        }
    }
}
