import Foundation
import Testing
import Base
import DownloadFiles
import UI

@Suite struct MailcapTests {
    static let text = #"""
    # a comment
    application/pdf; pdftotext -layout %s -; copiousoutput; test=test -n "$DISPLAY_NOT"
    application/pdf; pdftotext %s -; copiousoutput
    image/*; display %s; needsterminal; description=An image
    text; less %s; needsterminal
    application/x-long; one \
      two %s; copiousoutput
    application/x-semi; echo a\;b %s; copiousoutput
    broken-line-without-command
    """#

    let entries = Mailcap.parse(text, origin: "test")

    @Test func everyEntryIsRead() {
        #expect(entries.map(\.mediaType) == ["application/pdf", "application/pdf", "image/*", "text/*", "application/x-long", "application/x-semi"])
        #expect(entries[0].test == #"test -n "$DISPLAY_NOT""#)
        #expect(entries[0].copiousOutput && !entries[0].needsTerminal)
        #expect(entries[2].needsTerminal && !entries[2].copiousOutput)
        #expect(entries[2].origin == "test:4")
    }

    @Test func continuationLinesAndEscapedSemicolons() {
        #expect(entries[4].command == "one   two %s")
        #expect(entries[5].command == "echo a;b %s")
    }

    @Test func theFirstEntryWhoseTestPassesIsChosen() {
        let mailcap = Mailcap(entries: entries)
        #expect(mailcap.viewer(for: "application/pdf") { _ in true }?.command == "pdftotext -layout %s -")
        #expect(mailcap.viewer(for: "application/pdf") { _ in false }?.command == "pdftotext %s -")
        #expect(mailcap.viewer(for: "IMAGE/PNG") { _ in true }?.command == "display %s")
        #expect(mailcap.viewer(for: "text/plain") { _ in true }?.command == "less %s")
        #expect(mailcap.viewer(for: "application/zip") { _ in true } == nil)
    }

    @Test func filesAreReadInOrderUserFirst() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mailcap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "image/png; user-viewer %s\n".write(to: directory.appendingPathComponent("user"), atomically: true, encoding: .utf8)
        try "image/png; system-viewer %s\n".write(to: directory.appendingPathComponent("system"), atomically: true, encoding: .utf8)
        let mailcap = Mailcap.load(paths: [directory.appendingPathComponent("user").path, directory.appendingPathComponent("missing").path,
                                           directory.appendingPathComponent("system").path])
        #expect(mailcap.entries.map(\.command) == ["user-viewer %s", "system-viewer %s"])
        #expect(Mailcap.paths(environment: ["HOME": "/h"]) == ["/h/.mailcap", "/etc/mailcap"])
        #expect(Mailcap.paths(environment: ["HOME": "/h", "MAILCAPS": "/a:/b"]) == ["/a", "/b"])
    }

    @Test func codesAreFilledInWithPlainCharactersOnly() {
        let command = MailcapCommand("view %s --type=%t --cs=%{charset} 100%% \\%s", file: "/tmp/turbo-tui-view-1/a.pdf",
                                     mediaType: "application/pdf", parameters: ["charset": "utf-8"])
        #expect(command.text == "view /tmp/turbo-tui-view-1/a.pdf --type=application/pdf --cs=utf-8 100% %s")
        #expect(command.namesFile)
        let hostile = MailcapCommand("view '%s' %t %{x}", file: "/tmp/a';rm -rf ~;'.pdf", mediaType: "text/plain$(reboot)",
                                     parameters: ["x": "`id`"])
        #expect(hostile.text == "view '/tmp/a__rm_-rf____.pdf' text/plain__reboot_ _id_")
        #expect(!MailcapCommand("cat", file: "/f", mediaType: "text/plain").namesFile, "no %s: the file is standard input")
    }

    @Test func aCopiousOutputViewerRunsWithTheFileAndATestDecides() throws {
        let directory = try ViewerFile.makeDirectory()
        let path = directory + "/note.txt"
        try "hello \u{1B}[31mworld\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { ViewerFile.remove(file: path) }
        let mailcap = Mailcap(entries: Mailcap.parse("""
        text/plain; echo never; copiousoutput; test=false
        text/plain; tr a-z A-Z; copiousoutput; test=test -r %s
        """, origin: "test"))
        let runner = ViewerRunner(mailcap: mailcap)
        let outcome = runner.open(ViewerRequest(id: 1, path: path, mediaType: "text/plain", parameters: [:])) { _ in
            Issue.record("a copiousoutput viewer does not take the terminal")
            return .failed("")
        }
        #expect(outcome == .output(command: "tr a-z A-Z", text: "HELLO \u{1B}[31MWORLD\n"))
        var downloads = Downloads()
        _ = downloads.start(URL(string: "http://x/note.txt")!, purpose: .view, directory: "/d", now: .now)
        _ = downloads.apply(.started(id: 1, fileName: "note.txt", total: nil, mediaType: "text/plain", parameters: [:]), now: .now)
        let (_, _, screen) = downloads.apply(.viewed(id: 1, outcome), now: .now)
        guard case .text(_, let lines, _)? = screen else {
            Issue.record("the output is shown as a text screen")
            return
        }
        #expect(lines.first == "HELLO ^[[31MWORLD", "no control character reaches the terminal")
    }

    @Test func anInteractiveViewerGetsTheTerminalAndNoViewerIsSaid() throws {
        let runner = ViewerRunner(mailcap: Mailcap(entries: Mailcap.parse("image/png; true %s; needsterminal", origin: "t")))
        var handedOver = false
        let request = ViewerRequest(id: 1, path: "/dev/null", mediaType: "image/png", parameters: [:])
        let outcome = runner.open(request) { run in
            handedOver = true
            return run()
        }
        #expect(handedOver && outcome == .ran(command: "true /dev/null", status: 0))
        let none = runner.open(ViewerRequest(id: 2, path: "/dev/null", mediaType: "application/zip", parameters: [:])) { $0() }
        #expect(none == .noViewer(mediaType: "application/zip"))
    }
}
