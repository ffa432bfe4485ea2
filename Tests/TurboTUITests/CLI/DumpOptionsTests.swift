import Foundation
import Testing

/// The dump as lynx and w3m users script it (issue 20): standard input,
/// `--source`, `--list-only`, `--base`, `--content-type`, each compared
/// with lynx's output for the same input where lynx has the option.
@Suite("Dump options of the executable")
struct DumpOptionsTests {
    static let lynx = URL(fileURLWithPath: "/usr/bin/lynx")
    static let hasLynx = FileManager.default.isExecutableFile(atPath: lynx.path)

    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("turbo-tui-dumpopt-\(UUID().uuidString)")

    private let page = """
        <html><head><title>T</title></head><body>
        <h1>Links</h1>
        <p>See <a href="/about">about</a>, <a href="docs/intro.html">the intro</a>
        and <a href="https://example.org/x?y=1">elsewhere</a>.</p>
        <p><a href="mailto:me@example.org">mail</a></p>
        </body></html>
        """

    private func write(_ text: String, named name: String = "page.html") throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    private func turboTUI(_ arguments: [String], input: [UInt8]? = nil) throws -> ProcessResult {
        try ProcessRunner.run(TestPaths.binary, ["--no-config"] + arguments, environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
                              input: input)
    }

    @Test(.enabled(if: hasLynx)) func listOnlyMatchesLynx() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try write(page)
        let ours = try turboTUI(["--list-only", file.path])
        let lynx = try ProcessRunner.run(Self.lynx, ["-dump", "-listonly", file.path])
        #expect(ours.status == 0, "\(ours.standardError)")
        #expect(ours.standardOutput == lynx.standardOutput)
        #expect(ours.standardOutput.contains("   3. https://example.org/x?y=1\n"))
    }

    @Test(.enabled(if: hasLynx)) func listOnlyOfAPageWithoutLinksIsEmptyAsInLynx() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try write("<p>no links here</p>")
        let ours = try turboTUI(["--list-only", file.path])
        let lynx = try ProcessRunner.run(Self.lynx, ["-dump", "-listonly", file.path])
        #expect(ours.status == 0)
        #expect(ours.standardOutput == "")
        #expect(lynx.standardOutput == "")
    }

    @Test(.enabled(if: hasLynx)) func sourceIsTheFileByteForByteAsInLynx() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = page + "\n<!-- \u{1B}[31m raw escape kept for a pipe -->\n"
        let file = try write(text)
        let ours = try turboTUI(["--source", file.path])
        let lynx = try ProcessRunner.run(Self.lynx, ["-source", file.path])
        #expect(ours.status == 0)
        #expect(ours.standardOutput == text)
        #expect(lynx.standardOutput == text)
    }

    @Test func standardInputDumpsAsTheSameFileWould() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try write(page)
        let fromFile = try turboTUI(["--dump", "--width", "60", "--base", "http://app.test/dir/", file.path])
        let fromInput = try turboTUI(["--dump", "--width", "60", "--base", "http://app.test/dir/", "-"], input: Array(page.utf8))
        #expect(fromInput.status == 0, "\(fromInput.standardError)")
        #expect(fromInput.standardOutput == fromFile.standardOutput)
        // --base resolves the links: the relative one under /dir/, the absolute path at the root.
        #expect(fromInput.standardOutput.contains("   1. http://app.test/about\n"))
        #expect(fromInput.standardOutput.contains("   2. http://app.test/dir/docs/intro.html\n"))
    }

    @Test func standardInputWithoutBaseResolvesAgainstTheCurrentDirectory() throws {
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"),
                                           ["-c", "cd /tmp && printf '<a href=\"b.html\">b</a>' | \"$0\" --no-config --list-only -",
                                            TestPaths.binary.path])
        #expect(result.standardOutput == "\nReferences\n\n   1. file:///tmp/b.html\n")
    }

    @Test(.enabled(if: hasLynx)) func standardInputListOnlyMatchesLynxForAbsoluteLinks() throws {
        let input = Array(#"<p><a href="https://a.test/1">one</a> <a href="http://b.test/two?x">two</a></p>"#.utf8)
        let ours = try turboTUI(["--list-only", "-"], input: input)
        let lynx = try ProcessRunner.run(Self.lynx, ["-dump", "-listonly", "-stdin"], input: input)
        #expect(ours.standardOutput == lynx.standardOutput)
        #expect(ours.standardOutput.contains("   2. http://b.test/two?x\n"))
    }

    @Test func contentTypeTreatsAnHTMLFileAsPlainText() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try write("<p>tags <b>shown</b></p>\n")
        let plain = try turboTUI(["--dump", "--content-type", "text/plain", file.path])
        #expect(plain.status == 0)
        #expect(plain.standardOutput == "<p>tags <b>shown</b></p>\n")
        let html = try turboTUI(["--dump", "--content-type", "text/html", "-"], input: Array("plain *words*".utf8))
        #expect(html.standardOutput == "plain *words*\n")
    }

    @Test func contentTypeThatIsNotAPageIsRefusedUnlessSourceIsAsked() throws {
        let refused = try turboTUI(["--dump", "--content-type", "image/png", "-"], input: [0x89, 0x50, 0x4E, 0x47])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("is image/png, not a page turbo-tui can show"))
        let source = try turboTUI(["--source", "--content-type", "image/png", "-"], input: [0x89, 0x50, 0x4E, 0x47])
        #expect(source.status == 0)
        #expect(source.standardOutputBytes == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test func badValuesAreUsageErrors() throws {
        let base = try turboTUI(["--dump", "--base", "not a url", "-"])
        #expect(base.status == 2)
        #expect(base.standardError == "turbo-tui: --base wants an absolute URL such as https://example.com/page, not 'not a url'\n")
        let type = try turboTUI(["--dump", "--content-type", "html", "-"])
        #expect(type.status == 2)
        #expect(type.standardError.contains("--content-type wants a media type such as text/html or text/plain"))
        let forAURL = try turboTUI(["--dump", "--base", "http://a.test/", "http://127.0.0.1:9/"])
        #expect(forAURL.status == 2)
        #expect(forAURL.standardError.contains("--base and --content-type are for a file or - (standard input)"))
    }

    @Test func sourceAndListOnlyOfAServedPage() throws {
        let body = "<p><a href=\"/next\">next</a> \u{1B}]0;title\u{07}</p>"
        let server = try LoopbackHTTPServer { _ in .html(body) }
        defer { server.stop() }
        let source = try turboTUI(["--source", server.url("/").absoluteString])
        #expect(source.status == 0)
        #expect(source.standardOutput == body, "a pipe gets the bytes as they came")
        let list = try turboTUI(["--list-only", server.url("/").absoluteString])
        #expect(list.standardOutput == "\nReferences\n\n   1. \(server.url("/next").absoluteString)\n")
    }

    @Test func sourceOfAnHTTPErrorPrintsTheBodyAndExitsOne() throws {
        let server = try LoopbackHTTPServer { _ in .html("<p>gone</p>", status: 404) }
        defer { server.stop() }
        let source = try turboTUI(["--source", server.url("/").absoluteString])
        #expect(source.status == 1)
        #expect(source.standardOutput == "<p>gone</p>")
        #expect(source.standardError.contains("answered HTTP 404"))
    }
}
