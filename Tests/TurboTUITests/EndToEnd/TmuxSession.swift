import Foundation
import UI

/// The real binary in a real terminal: a tmux server of its own (its own
/// socket, no user config) running one window, driven with send-keys and
/// read with capture-pane. After the program ends the shell prints its exit
/// status and the terminal modes, so tests can check the terminal was restored.
final class TmuxSession {
    private let socket = "turbo-tui-test-\(UUID().uuidString.prefix(8))"
    static let exitMarker = "turbo-tui exited"

    /// What the shell prints after the program: its exit status and whether
    /// the terminal is back in line mode with echo.
    static func exitLine(status: Int32) -> String {
        "\(exitMarker) \(status) with terminal modes: icanon echo"
    }

    /// A home of its own for the files the browser keeps (history,
    /// bookmarks, config, downloads), so no test reads or writes the real
    /// user's; removed with the session.
    private let home = FileManager.default.temporaryDirectory
        .appendingPathComponent("turbo-tui-tmux-home-\(UUID().uuidString.prefix(8))")

    /// `shell`: an interactive shell with job control instead of the program
    /// (the test types the command, as a person would: Ctrl-Z and `fg`).
    init(_ arguments: [String], environment: [String: String] = [:], columns: Int = 100, rows: Int = 30, shell: Bool = false) throws {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let ownFiles = ["XDG_STATE_HOME": "state", "XDG_CONFIG_HOME": "config", "XDG_DATA_HOME": "data"]
            .mapValues { home.appendingPathComponent($0).path }
        let variables = ownFiles.merging(environment) { _, given in given }.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }.joined(separator: " ")
        let program = ([TestPaths.binary.path] + arguments).map(Self.quote).joined(separator: " ")
        let modes = "$(stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' ')"
        let script = shell ? "env \(variables) PS1='$ ' /bin/bash --norc --noprofile -i" : "env \(variables) \(program); echo \"\(Self.exitMarker) $? with terminal modes: \(modes)\"; sleep 600"
        try spawn(["-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "\(columns)", "-y", "\(rows)", script])
    }

    deinit {
        _ = try? spawn(["kill-server"])
        // tmux leaves its socket file behind when the server is killed.
        try? FileManager.default.removeItem(atPath: "/tmp/tmux-\(getuid())/\(socket)")
        try? FileManager.default.removeItem(at: home)
    }

    func send(_ keys: String...) throws {
        try spawn(["send-keys", "-t", "main"] + keys)
    }

    /// Types text literally (no key names).
    func type(_ text: String) throws {
        try spawn(["send-keys", "-t", "main", "-l", text])
    }

    func capture() throws -> [String] {
        try tmux(["capture-pane", "-p", "-t", "main"]).components(separatedBy: "\n")
    }

    /// The screen with its SGR escape sequences, to check colours and attributes.
    func captureWithAttributes() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", "main"])
    }

    /// The screen as cells with their colours and attributes (`CapturedScreen`).
    /// `trailingSpaces`: the blank cells at the end of each row too (`-N`), whose
    /// background may be coloured (an image's cells).
    func captureCells(trailingSpaces: Bool = false) throws -> CapturedScreen {
        CapturedScreen(try tmux(["capture-pane", "-p", "-e"] + (trailingSpaces ? ["-N"] : []) + ["-t", "main"]))
    }

    /// Where the terminal's cursor is, and whether it is shown.
    func cursor() throws -> (visible: Bool, row: Int, column: Int) {
        let fields = try tmux(["display-message", "-p", "-t", "main", "#{cursor_flag} #{cursor_y} #{cursor_x}"])
            .split(separator: " ").map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1 }
        guard fields.count == 3 else { throw TmuxError(message: "no cursor position") }
        return (fields[0] == 1, fields[1], fields[2])
    }

    /// Button 1 pressed and released at a screen cell as a hand does it and
    /// an xterm-style terminal reports it (`ESC [ M`, then button, column and
    /// row, each + 32): the press, a moment, the release, as two reports
    /// (sent in one write, ncurses folds them into one release).
    func click(row: Int, column: Int) throws {
        let (x, y) = (String(33 + column, radix: 16), String(33 + row, radix: 16))
        try send("-H", "1b", "5b", "4d", "20", x, y)
        Thread.sleep(forTimeInterval: 0.15) // the button held down, as a person holds it
        try send("-H", "1b", "5b", "4d", "23", x, y)
    }

    func resize(columns: Int, rows: Int) throws {
        try spawn(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)"])
    }

    var screen: String { (try? capture().joined(separator: "\n")) ?? "" }

    /// Polls the screen until `condition` holds or `seconds` pass; returns the
    /// last screen either way, so a failing expectation shows it.
    @discardableResult
    func waitFor(seconds: Double = 10, _ condition: ([String]) -> Bool) throws -> (ok: Bool, screen: [String]) {
        let deadline = Date().addingTimeInterval(seconds)
        var rows = try capture()
        while !condition(rows) {
            guard Date() < deadline else { return (false, rows) }
            Thread.sleep(forTimeInterval: 0.05) // test-side polling interval, bounded by the deadline
            rows = try capture()
        }
        // A condition may look at more than these rows (a capture of its own, a server's
        // requests): the rows handed back are taken after it held, when it still holds on them,
        // so they are no older than what it saw (they were once a blank pane, the condition's
        // own capture already showing the page).
        let after = try capture()
        return (true, condition(after) ? after : rows)
    }

    func waitFor(_ text: String, seconds: Double = 10) throws -> (ok: Bool, screen: [String]) {
        try waitFor(seconds: seconds) { $0.joined(separator: "\n").contains(text) }
    }

    /// Waits until each row named reads exactly its text (`ScreenRows`),
    /// trailing spaces aside; `expectRows` on the screen returned says which did not.
    func waitFor(rows expected: [Int: String], seconds: Double = 10) throws -> (ok: Bool, screen: [String]) {
        try waitFor(seconds: seconds) { ScreenRows($0).matches(expected) }
    }

    /// The status line: the last row with text on it.
    static func statusLine(_ screen: [String]) -> String { screen.last { !$0.isEmpty } ?? "" }

    /// What the status line starts with, up to the scroll position at its
    /// right: the focused link's URL, when a link is focused.
    static func statusText(_ status: String) -> String { String(status.split(separator: " ").first ?? "") }

    /// Presses Tab until the status line `reaches` what is looked for (a
    /// link's URL, a field's hint), one Tab at a time and each seen to land:
    /// after a Tab the status line is waited for until it changes, so a Tab
    /// the browser has not drawn yet is not taken for one that missed, and
    /// no Tab is sent ahead while the page may still be reloading (a reload
    /// puts the focus back on the top). False after `tries` Tabs.
    func tab(until reaches: (String) -> Bool, tries: Int = 40) throws -> Bool {
        var status = Self.statusLine(try capture())
        for _ in 0..<tries {
            try send("Tab")
            let shown = try waitFor(seconds: 2) { reaches(Self.statusLine($0)) || Self.statusLine($0) != status }
            status = Self.statusLine(shown.screen)
            if reaches(status) { return true }
        }
        return false
    }

    /// Tab until the status line says `status`.
    func tab(until status: String, tries: Int = 40) throws -> Bool {
        try tab(until: { $0.contains(status) }, tries: tries)
    }

    /// Whether the program's alternate screen is still up.
    var alternateScreenIsOn: Bool {
        (try? tmux(["display-message", "-p", "-t", "main", "#{alternate_on}"]))?.hasPrefix("1") ?? false
    }

    /// Whether the program left the keypad in application mode (keypad or cursor keys).
    var keypadModeIsOn: Bool {
        let flags = (try? tmux(["display-message", "-p", "-t", "main", "#{keypad_flag}#{keypad_cursor_flag}"])) ?? ""
        return flags.contains("1")
    }

    /// The turbo-tui process: the only child of the pane's shell.
    func programPID() throws -> pid_t? {
        let shell = try tmux(["display-message", "-p", "-t", "main", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try ProcessRunner.run(URL(fileURLWithPath: "/bin/ps"), ["-o", "pid=", "--ppid", shell])
        return children.standardOutput.split(separator: "\n").compactMap { pid_t($0.trimmingCharacters(in: .whitespaces)) }.first
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/tmux"), ["-L", socket] + arguments,
                                           environment: Self.environment)
        guard result.status == 0 else { throw TmuxError(message: result.standardError) }
        return result.standardOutput
    }

    /// Runs tmux with its output discarded and with the signal mask and
    /// dispositions of a login shell: the test's worker threads block
    /// signals, and a tmux server started from one would pass that on to
    /// the program under test. (Output through a pipe is also left out: the
    /// server started here would keep it open.)
    private func spawn(_ arguments: [String]) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGTERM, SIGHUP, SIGINT, SIGCHLD, SIGWINCH] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in Int32(0)...2 {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_RDWR, 0)
        }
        let argv = (["tmux", "-L", socket] + arguments).map { strdup($0) } + [nil]
        let envp = Self.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, "/usr/bin/tmux", &actions, &attributes, argv, envp) == 0 else {
            throw TmuxError(message: "cannot start tmux")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else { throw TmuxError(message: "tmux \(arguments.first ?? "") failed with status \(status)") }
    }

    private static let environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8"]

    private static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    struct TmuxError: Error { let message: String }
}
