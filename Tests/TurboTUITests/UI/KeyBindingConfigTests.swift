import Foundation
import Testing
import CLI
import UI

/// `bind = KEY ACTION`: every action of the table can be bound, bad keys
/// and actions are named, later bindings win, and the keys and the help
/// follow the bindings in force.
@Suite("Keys: bindings from the config")
struct KeyBindingConfigTests {
    private static func rebinding(_ text: String, origin: String = "test") throws -> KeyRebinding {
        try KeyRebinding.parse(text, origin: origin).get()
    }

    private static func problem(_ text: String) -> String? {
        if case .failure(let problem) = KeyRebinding.parse(text, origin: "test") { return problem.message }
        return nil
    }

    @Test func everyActionOfTheTableCanBeBound() throws {
        for row in KeyBinding.all {
            let bound = try Self.rebinding("F12 \(row.action)")
            #expect(bound.command == row.command, "\(row.action)")
            #expect(KeyMap(rebindings: [bound]).command(for: .function(12)) == row.command)
        }
        #expect(Set(KeyBinding.all.map(\.action)).count == Set(KeyBinding.all.map { "\($0.command)" }).count,
                "one action name per command")
        #expect(KeyBinding.all.first { $0.command == .nextLinkOrScroll }?.action == "next-link-or-scroll")
    }

    @Test func keysAreNamedAsTheHelpWritesThem() throws {
        #expect(try Self.rebinding("Ctrl-N next-target").keys == [.control("n")])
        #expect(try Self.rebinding("ctrl+n next-target").keys == [.control("n")])
        #expect(try Self.rebinding("PgDn page-down").keys == [.pageDown])
        #expect(try Self.rebinding("Space page-down").keys == [.character(" ")])
        #expect(try Self.rebinding("# toggle-numbers").keys == [.character("#")])
        #expect(try Self.rebinding("gt top").keys == [.character("g"), .character("t")])
        #expect(try Self.rebinding("g Tab top").keys == [.character("g"), .tab])
        #expect(try Self.rebinding("x none").command == nil)
        for key in KeyMap.defaults.bound.map(\.keys) {
            #expect(try Self.rebinding("\(KeyName.name(of: key)) top").keys == key, "\(key) reads back from its name")
        }
    }

    @Test func badBindingsSayWhatIsWrong() {
        #expect(Self.problem("j") == "wants a key and an action, such as 'Ctrl-N next-target', not 'j'")
        #expect(Self.problem("j jump")?.hasPrefix("unknown action 'jump'") == true)
        #expect(Self.problem("Ctrl-1 top")?.hasPrefix("unknown key 'Ctrl-1'") == true)
        #expect(Self.problem("abc top")?.hasPrefix("unknown key 'abc'") == true)
        #expect(Self.problem("g g g top") == "binds one key or two in a row, not 'g g g'")
        var options = CommandLineOptions()
        #expect(throws: UsageError("bind: unknown action 'jump' (docs/keys.md lists them, e.g. next-target, top, none)")) {
            try options.apply(SettingEntry(.bind, "j jump", origin: .file(path: "c", line: 3)))
        }
    }

    @Test func aBindingTakesItsKeyFromTheActionThatHadItAndLaterOnesWin() throws {
        let map = KeyMap(rebindings: [try Self.rebinding("j top"), try Self.rebinding("Ctrl-N next-target"),
                                      try Self.rebinding("Ctrl-N previous-target"), try Self.rebinding("k none")])
        #expect(map.command(for: .character("j")) == .top)
        #expect(map.command(for: .control("n")) == .previousTarget, "the later line wins")
        #expect(map.command(for: .character("k")) == nil)
        #expect(map.command(for: .tab) == .nextTarget, "the other keys keep their actions")
        let keys = map.bound.map(\.keys)
        #expect(Set(keys).count == keys.count, "every key does one thing")
    }

    @Test func theBoundKeysActAndTheHelpShowsThemNotTheDefaults() throws {
        var configuration = BrowserConfiguration.testApp()
        configuration.keys = KeyMap(rebindings: [try Self.rebinding("Ctrl-N next-target"), try Self.rebinding("j none"),
                                                 try Self.rebinding("x bottom")])
        var driver = ViKeysTests.opened(configuration: configuration)
        driver.press(.control("n"))
        #expect(driver.state.activePage?.focusedURL?.absoluteString == "http://app.test/l10")
        driver.press(.escape)
        let top = driver.state.activePage?.scrollTop
        driver.type("j")
        #expect(driver.state.activePage?.scrollTop == top, "j was unbound")
        driver.type("x")
        #expect(driver.rows[10] == "line 60", "\(driver.rows)")
        driver.press(.character("?"))
        let help = HelpView.lines(width: 60, keys: driver.state.keys)
        #expect(help.contains { $0.hasPrefix("  Tab, Ctrl-N ") && $0.contains("focus the next link") }, "\(help.prefix(3))")
        #expect(help.contains { $0.hasPrefix("  End, G, x ") })
        #expect(!help.contains { $0.contains("scroll down a line") && !$0.contains("else") }, "no key left for line-down")
        #expect(driver.rows[0].hasPrefix(" turbo-tui keys"))
        let look = ScreenLook(driver.frame)
        #expect(look.cell(0, 1).attributes.contains(.reverse) && look.cell(0, 1).attributes.contains(.bold))
        let screen = driver.rows.joined(separator: "\n")
        #expect(!screen.contains("line down") && screen.contains("line up"), "the help screen draws the bindings in force: j went")
    }

    @Test func precedenceIsDefaultThenFileThenFlag() throws {
        let file = ConfigFile(path: "/c", text: "bind = Ctrl-N next-target\nbind = z top\n")
        let flags = try CommandLineOptions.parse(["--bind", "Ctrl-N bottom"])
        let resolved = SettingLayers(file: file, environment: [], flags: flags.flagSettings).resolve(flags)
        #expect(resolved.problems == [])
        let map = KeyMap(rebindings: resolved.options.keyBindings)
        #expect(map.command(for: .control("n")) == .bottom, "the flag wins over the file")
        #expect(map.command(for: .character("z")) == .top, "the file's other line stands")
        #expect(map.command(for: .character("G")) == .bottom, "the default stands where nothing rebinds it")
        #expect(map.bound.first { $0.keys == [.character("z")] }?.origin == "file /c:2")
        #expect(map.bound.first { $0.keys == [.control("n")] }?.origin == "flag")
    }

    @Test func badBindLinesAreReportedWithTheirLineAndSkipped() {
        let file = ConfigFile(path: "/c", text: "width = 60\nbind = Ctrl-N next-target\nbind = Ctrl-1 top\nbind = j jump\n")
        let resolved = SettingLayers(file: file, environment: [], flags: []).resolve(CommandLineOptions())
        #expect(resolved.problems.map(\.line) == [3, 4])
        #expect(resolved.problems.first?.description.hasPrefix("/c:3: bind: unknown key 'Ctrl-1'") == true)
        #expect(resolved.options.keyBindings.map(\.keys) == [[.control("n")]], "the good line applies")
        #expect(resolved.options.width == 60)
    }
}
