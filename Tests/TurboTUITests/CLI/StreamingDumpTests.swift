import Foundation
import Testing

/// `--dump URL` parses the answer as libcurl delivers it (`StreamingPageLoader`):
/// with the real binary and a server on 127.0.0.1 sending the body a few
/// bytes at a time, cut inside characters, tags and references.
@Suite("Dump: the answer parsed as it arrives")
struct StreamingDumpTests {
    private static func trickled(_ body: [UInt8], contentType: String, piece: Int) throws -> LoopbackHTTPServer {
        let head = Array("HTTP/1.1 200 OK\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8)
        return try LoopbackHTTPServer { _ in .trickle(head: head, rest: body, piece: piece, interval: 0.001) }
    }

    @Test func aShiftJISAnswerTrickledThreeBytesAtATimeIsDecodedWhole() throws {
        // 日本語 in Shift_JIS, a heading and a character reference.
        let body = Array("<h1>Title</h1><p>".utf8) + [0x93, 0xFA, 0x96, 0x7B, 0x8C, 0xEA] + Array(" &amp; more</p>".utf8)
        let server = try Self.trickled(body, contentType: "text/html; charset=shift_jis", piece: 3)
        defer { server.stop() }
        let result = try ProcessRunner.turboTUI("--dump", "--width", "40", server.url("/").absoluteString)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Title"))
        #expect(result.standardOutput.contains("日本語 & more"))
    }

    @Test func aPlainTextAnswerIsOnePreformattedBlockNotMarkup() throws {
        let server = try Self.trickled(Array("<b>not bold</b>\n  kept".utf8), contentType: "text/plain", piece: 2)
        defer { server.stop() }
        let result = try ProcessRunner.turboTUI("--dump", server.url("/").absoluteString)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("<b>not bold</b>"))
        #expect(result.standardOutput.contains("  kept"))
    }

    @Test func anImageAnswerIsRefusedWithItsType() throws {
        let server = try Self.trickled([0x89, 0x50, 0x4E, 0x47], contentType: "image/png", piece: 1)
        defer { server.stop() }
        let result = try ProcessRunner.turboTUI("--dump", server.url("/").absoluteString)
        #expect(result.status == 1)
        #expect(result.standardError.contains("is image/png, not a page turbo-tui can show"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aRedirectedAnswerResolvesLinksAgainstItsFinalURL() throws {
        let server = try LoopbackHTTPServer { request in
            request.target == "/start" ? .redirect(to: "/docs/page") : .html("<a href=\"next\">Next</a>")
        }
        defer { server.stop() }
        let result = try ProcessRunner.turboTUI("--dump", server.url("/start").absoluteString)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(server.url("/docs/next").absoluteString))
    }

    @Test func anErrorStatusPrintsThePageAndExitsOne() throws {
        let server = try LoopbackHTTPServer { _ in .html("<p>Nothing here</p>", status: 404) }
        defer { server.stop() }
        let result = try ProcessRunner.turboTUI("--dump", server.url("/").absoluteString)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("Nothing here"))
        #expect(result.standardError.contains("answered HTTP 404"))
    }
}
