import Foundation
import Testing

/// libcurl and ncursesw are opened on first use (Sources/CCurl/CurlLibrary.c,
/// Sources/CCurses/CursesLibrary.c): a dump of a file loads neither (nor
/// the image libraries, Sources/CChafa), a dump
/// of a web page loads libcurl, the browser loads ncursesw. The dynamic
/// linker's own log (LD_DEBUG=files) says which libraries the real binary opened.
@Suite("libcurl and ncursesw loaded on first use")
struct LazyLibrariesTests {
    private func librariesOpened(by arguments: [String]) throws -> (result: ProcessResult, log: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "files"
        let result = try ProcessRunner.run(TestPaths.binary, arguments, environment: environment)
        return (result, result.standardError)
    }

    @Test func aFileDumpOpensNeitherLibcurlNorNcurses() throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("lazy-curl-\(UUID().uuidString).html")
        try Data("<p>offline".utf8).write(to: page)
        defer { try? FileManager.default.removeItem(at: page) }
        let (result, log) = try librariesOpened(by: ["--dump", page.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("offline"))
        #expect(log.contains("libc.so.6"), "LD_DEBUG gave no log, so the checks below prove nothing")
        #expect(!log.contains("libcurl"))
        #expect(!log.contains("libncursesw"))
        #expect(!log.contains("libtinfo"))
        #expect(!log.contains("libchafa") && !log.contains("libpng"), "images are decoded only when shown (docs/images.md)")
        #expect(!log.contains("libturbojpeg") && !log.contains("libgif") && !log.contains("libwebp"), "nor any decoder")
    }

    @Test func aWebDumpOpensLibcurlAndFetches() throws {
        let server = try LoopbackHTTPServer { _ in .html("<p>fetched over curl") }
        defer { server.stop() }
        let (result, log) = try librariesOpened(by: ["--dump", server.url("/").absoluteString])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("fetched over curl"))
        #expect(log.contains("libcurl.so.4"))
        #expect(!log.contains("libncursesw"))
    }

    /// The browser draws through the loaded library: the page is on the
    /// screen in colour, `q` restores the terminal, and the log (written to a
    /// file, not over the screen) shows ncursesw opened.
    @Test func theBrowserOpensNcursesAndDraws() throws {
        let server = try LoopbackHTTPServer { _ in .html("<title>Lazy</title><h1>Drawn through ncursesw</h1>") }
        defer { server.stop() }
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("lazy-curses-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let tmux = try TmuxSession(["--no-config", server.url("/").absoluteString],
                                   environment: ["LD_DEBUG": "files", "LD_DEBUG_OUTPUT": logs.appendingPathComponent("ld").path])
        #expect(try tmux.waitFor("Drawn through ncursesw").ok)
        let screen = try tmux.captureCells()
        let heading = try #require(screen.cells(of: "Drawn through ncursesw"))
        let letters = heading.filter { $0.text != " " }
        #expect(!letters.isEmpty && letters.filter { $0.bold }.count == letters.count, "the heading is drawn bold")
        #expect(screen.illegibleCells.isEmpty)
        try tmux.send("q")
        #expect(try tmux.waitFor(TmuxSession.exitLine(status: 0)).ok)
        let log = try FileManager.default.contentsOfDirectory(at: logs, includingPropertiesForKeys: nil)
            .map { try String(contentsOf: $0, encoding: .utf8) }.joined()
        #expect(log.contains("libncursesw.so.6"))
        for decoder in ["libpng", "libturbojpeg", "libgif", "libwebp", "libchafa"] {
            #expect(!log.contains(decoder), "a page without images maps no image library: \(decoder)")
        }
    }

    /// The browser's transport and cookie jar make their libcurl handles at
    /// the first request (`CurlTransport.multi`, `CookieJar.share`): reading
    /// a file, the browser never opens libcurl, however long it runs; going
    /// to a web page then opens it and fetches (with a cookie from the file,
    /// which reaches the server: the jar handed it to the share when made).
    @Test func theBrowserOnAFileOpensLibcurlOnlyForItsFirstWebPage() throws {
        let server = try LoopbackHTTPServer { request in
            .html("<h1>Fetched later</h1><p>cookie: \(request.header("Cookie") ?? "none")")
        }
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lazy-browse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("start.html")
        try Data("<h1>Local start</h1><p>Nothing here needs the network.".utf8).write(to: page)
        let data = directory.appendingPathComponent("data/turbo-tui")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let expires = Int(Date().timeIntervalSince1970) + 3_600
        let cookies = data.appendingPathComponent("cookies.txt")
        try Data("127.0.0.1\tFALSE\t/\tFALSE\t\(expires)\tkept\tyes\n".utf8).write(to: cookies)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: cookies.path)
        let log = directory.appendingPathComponent("ld")
        // The server is the app's (a link from a file to it would be another site's, offered rather than opened).
        let tmux = try TmuxSession(["--no-config", "--app-host", "127.0.0.1", page.path],
                                   environment: ["LD_DEBUG": "files", "LD_DEBUG_OUTPUT": log.path,
                                                 "XDG_DATA_HOME": directory.appendingPathComponent("data").path])
        #expect(try tmux.waitFor("Local start").ok)
        // A few turns of the loop (a key, a redraw) with no request made.
        try tmux.send("j")
        #expect(try tmux.waitFor("Nothing here needs the network").ok)
        func opened() throws -> String {
            try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
                .filter { $0.lastPathComponent.hasPrefix("ld") }
                .map { try String(contentsOf: $0, encoding: .utf8) }.joined()
        }
        #expect(try opened().contains("libncursesw.so.6"), "LD_DEBUG gave no log, so the check below proves nothing")
        #expect(try !opened().contains("libcurl"), "the loop polled without libcurl")
        try tmux.send("g")
        try tmux.type(server.url("/next").absoluteString)
        try tmux.send("Enter")
        #expect(try tmux.waitFor("Fetched later").ok)
        #expect(try tmux.waitFor("cookie: kept=yes").ok, "the cookie file's cookie went with the first request")
        #expect(try opened().contains("libcurl.so.4"))
        try tmux.send("q")
        #expect(try tmux.waitFor(TmuxSession.exitLine(status: 0)).ok)
    }

    /// Where the system's ncursesw is, when this process may give a child a
    /// mount namespace of its own to hide it in (root, or CAP_SYS_ADMIN).
    static let hideableNcurses: String? = {
        let library = URL(fileURLWithPath: "/lib/x86_64-linux-gnu/libncursesw.so.6").resolvingSymlinksInPath().path
        guard FileManager.default.fileExists(atPath: library),
              let probe = try? ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/unshare"), ["-m", "true"]),
              probe.status == 0 else { return nil }
        return library
    }()

    /// Without ncursesw (an empty file mounted over it, in a mount namespace
    /// of the child's own), the browser says what to install and exits 1
    /// before touching the terminal (`script` gives it one), and a dump
    /// still works.
    @Test(.enabled(if: hideableNcurses != nil, "needs unshare -m (root) to hide the library"))
    func withoutNcursesTheBrowserSaysWhatToInstallAndADumpStillWorks() throws {
        let library = try #require(Self.hideableNcurses)
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-ncurses-\(UUID().uuidString)")
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("no-ncurses-\(UUID().uuidString).html")
        try Data().write(to: empty)
        try Data("<p>dumped without ncursesw".utf8).write(to: page)
        defer {
            try? FileManager.default.removeItem(at: empty)
            try? FileManager.default.removeItem(at: page)
        }
        let binary = TestPaths.binary.path
        let script = "mount --bind '\(empty.path)' '\(library)' || exit 99; "
            + "script -qec \"'\(binary)' --no-config http://127.0.0.1:9/\" /dev/null; echo \"browser exited $?\"; "
            + "'\(binary)' --dump '\(page.path)'"
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/unshare"), ["-m", "sh", "-c", script])
        let output = result.standardOutput + result.standardError
        #expect(result.status == 0, "\(output)")
        #expect(output.contains("turbo-tui: cannot load ncursesw:"), "\(output)")
        #expect(output.contains("(install the libncursesw6 package)"), "\(output)")
        #expect(output.contains("browser exited 1"), "\(output)")
        #expect(output.contains("dumped without ncursesw"), "\(output)")
    }
}
