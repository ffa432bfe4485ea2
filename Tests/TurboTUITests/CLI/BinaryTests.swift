import Foundation
import Testing

/// The real executable, run as a user runs it.
@Suite("turbo-tui executable")
struct BinaryTests {
    @Test func helpAndVersion() throws {
        let help = try ProcessRunner.turboTUI("--help")
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("turbo-tui --dump URL|FILE"))
        let version = try ProcessRunner.turboTUI("--version")
        #expect(version.status == 0)
        #expect(version.standardOutput.hasPrefix("turbo-tui 0."))
    }

    @Test func unknownOptionIsOneClearLine() throws {
        let result = try ProcessRunner.turboTUI("--frobnicate")
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "turbo-tui: unknown option '--frobnicate' (see turbo-tui --help)\n")
    }

    @Test func unreachableURLIsOneClearLine() throws {
        let server = try LoopbackHTTPServer { _ in .close }
        let deadURL = server.url("/")
        server.stop()
        let result = try ProcessRunner.turboTUI("--dump", deadURL.absoluteString)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("turbo-tui: \(deadURL.absoluteString): "))
        #expect(result.standardError.contains("refused the connection"))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test func missingFileIsOneClearLine() throws {
        let result = try ProcessRunner.turboTUI("--dump", "/nonexistent/page.html")
        #expect(result.status == 1)
        #expect(result.standardError == "turbo-tui: no such file: /nonexistent/page.html (for a web page give a URL with http:// or https://)\n")
    }

    @Test func dumpsTheFeaturesPage() throws {
        let result = try ProcessRunner.turboTUI("--dump", TestPaths.fixture("corpus/features.html").path, "--width", "80")
        #expect(result.status == 0)
        let output = result.standardOutput
        #expect(output.contains("Heading 1"))
        #expect(output.contains("Plain bold italic underline code strike [1]link A [2]link B."))
        #expect(output.contains("\nReferences\n\n   1. https://example.com/a\n"))
        for hidden in ["HIDDEN-BY-INLINE-STYLE", "HIDDEN-BY-ATTRIBUTE", "TEMPLATE-CONTENT"] {
            #expect(!output.contains(hidden))
        }
        #expect(!output.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
    }

    @Test func dumpsAPageServedOverHTTP() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.target {
            case "/": return .redirect(to: "/home", status: 303)
            case "/home": return .html("<title>Home</title><h1>Welcome</h1><p>Go to <a href='/posts'>posts</a></p>")
            default: return .html("<p>missing</p>", status: 404)
            }
        }
        defer { server.stop() }
        let result = try ProcessRunner.turboTUI("--dump", server.url("/").absoluteString)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == """
            Welcome

            Go to [1]posts

            References

               1. \(server.url("/posts").absoluteString)

            """)
        let request = try #require(server.requests.last)
        #expect(request.header("User-Agent")?.contains("Hotwire Native") == true)
        #expect(request.header("User-Agent")?.contains("Turbo Native") == true)
        #expect(request.header("Accept") == "text/html, application/xhtml+xml")
    }

    @Test func anHTTPErrorPrintsTheBodyAndFails() throws {
        let server = try LoopbackHTTPServer { _ in .html("<h1>Not here</h1>", status: 404) }
        defer { server.stop() }
        let result = try ProcessRunner.turboTUI("--dump", server.url("/gone").absoluteString)
        #expect(result.status == 1)
        #expect(result.standardOutput == "Not here\n")
        #expect(result.standardError.contains("answered HTTP 404"))
    }
}
