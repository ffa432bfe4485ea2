import Foundation
import Testing
import Net

/// Answers that are not valid HTTP: each is one clear failure naming the
/// server's fault, never a hang, a crash or curl's bare words ("Out of memory").
@Suite("Malformed HTTP answers")
struct MalformedAnswerTests {
    private static let page = "Content-Type: text/html\r\n"

    @Test(arguments: [
        ("bad status", "HTTP/1.1 2xx OK\r\nContent-Length: 2\r\n\r\nhi"),
        ("no status line (HTTP/0.9)", "<p>hello</p>"),
        ("negative length", "HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\(page)\r\n<p>x\n"),
        ("header too long", "HTTP/1.1 200 OK\r\nX-Long: \(String(repeating: "a", count: 200_000))\r\nContent-Length: 4\r\n\r\n<p>x"),
        ("gzip that is not", "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 10\r\n\(page)\r\n0123456789"),
    ])
    func aBrokenAnswerIsNamedAsSuch(name: String, answer: String) throws {
        let server = try LoopbackHTTPServer { _ in .raw(Array(answer.utf8)) }
        defer { server.stop() }
        let failure = CurlTransport().fetch(HTTPRequest(url: server.url("/"))).failure
        guard case .malformedAnswer(let detail)? = failure else {
            Issue.record("\(name): \(String(describing: failure))")
            return
        }
        #expect(!detail.isEmpty)
        #expect(failure?.description.hasPrefix("the server's answer is broken (") == true)
    }

    @Test func theDumpSaysItOnOneLine() throws {
        let server = try LoopbackHTTPServer { _ in .raw(Array("HTTP/1.1 200 OK\r\nX: \(String(repeating: "a", count: 200_000))\r\n\r\n".utf8)) }
        defer { server.stop() }
        let result = try ProcessRunner.turboTUI("--dump", server.url("/").absoluteString)
        #expect(result.status == 1)
        #expect(result.standardError == "turbo-tui: \(server.url("/").absoluteString): the server's answer is broken (a header larger than curl accepts)\n")
    }
}
