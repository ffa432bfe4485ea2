import Foundation
import Testing
import CLI

/// The dump on a terminal whose locale is not UTF-8 draws ASCII borders, as
/// the README says; into a pipe or a file its output never depends on the locale.
@Suite("Dump borders and the locale", .serialized)
struct DumpLocaleTests {
    private func page() throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString).html")
        try "<table border=1><tr><td>cell</td><td>two</td></tr></table><details><summary>more</summary>x</details>"
            .write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test(arguments: [("C", false), ("POSIX", false), ("C.UTF-8", true), ("xx_YY.UTF-8", true), ("", false)])
    func theLocaleNamesTheCharset(name: String, utf8: Bool) {
        #expect(TerminalCharset.localeIsUTF8(environment: ["LANG": name]) == utf8)
    }

    @Test func lcAllWinsOverLang() {
        #expect(!TerminalCharset.localeIsUTF8(environment: ["LC_ALL": "C", "LANG": "C.UTF-8"]))
        #expect(TerminalCharset.localeIsUTF8(environment: ["LC_CTYPE": "C.UTF-8", "LANG": "C"]))
    }

    @Test func aCLocaleTerminalGetsASCII() throws {
        let file = try page()
        defer { try? FileManager.default.removeItem(at: file) }
        let tmux = try TmuxSession(["--dump", file.path], environment: ["LANG": "C", "LC_ALL": "C"], columns: 60, rows: 12)
        let end = try tmux.waitFor("terminal modes:")
        #expect(end.screen.contains { $0.hasPrefix("+------+-----+") }, "\(end.screen)")
        #expect(end.screen.contains { $0.hasPrefix("| cell | two |") }, "\(end.screen)")
        // The closed details' marker in ASCII.
        #expect(end.screen.contains { $0.hasPrefix("> more") }, "\(end.screen)")
    }

    @Test func aUTF8TerminalAndAPipeGetBoxDrawing() throws {
        let file = try page()
        defer { try? FileManager.default.removeItem(at: file) }
        let tmux = try TmuxSession(["--dump", file.path], environment: ["LANG": "C.UTF-8"], columns: 60, rows: 12)
        let end = try tmux.waitFor("terminal modes:")
        #expect(end.screen.contains { $0.hasPrefix("┌──────┬─────┐") }, "\(end.screen)")
        let piped = try ProcessRunner.run(TestPaths.binary, ["--dump", file.path], environment: ["LANG": "C", "PATH": "/usr/bin:/bin"])
        #expect(piped.standardOutput.hasPrefix("┌──────┬─────┐"), "\(piped.standardOutput)")
    }
}
