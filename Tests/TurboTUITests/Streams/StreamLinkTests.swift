import Foundation
import Testing
import Turbo

/// `data-turbo-stream` on a GET link, a GET form and a submitter
/// (turbo-wire R2): the request accepts a stream, a stream answer is applied
/// to the shown page, an HTML answer is a visit. Through the real driver,
/// loop and libcurl against a server on 127.0.0.1 and the demo app.
@Suite("Stream links: data-turbo-stream on GET links and forms")
struct StreamLinkTests {
    private static let stream = """
        <turbo-stream action="update" target="row"><template>Row edited by a stream.</template></turbo-stream>
        """

    /// Answers a stream only to a request that accepts one, as Rails' `respond_to` does.
    private static func start() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            let wantsStream = request.header("Accept")?.hasPrefix("text/vnd.turbo-stream.html") == true
            switch request.target {
            case "/":
                return .html("""
                    <title>List</title><p id=row>Row as loaded.</p>
                    <p><a id=edit href="/edit" data-turbo-stream>Edit</a> <a id=plain href="/edit">Plain</a></p>
                    <form id=search action=/search><input name=q value=x><button id=find>Find</button>
                    <button id=find-stream data-turbo-stream>Find here</button></form>
                    <form id=streamed action=/search data-turbo-stream><input name=q value=y><button id=go>Go</button></form>
                    """)
            case "/edit", "/search?q=x", "/search?q=y":
                return wantsStream
                    ? .html(stream, headers: [("Content-Type", "text/vnd.turbo-stream.html; charset=utf-8")])
                    : .html("<title>Edit page</title><p>The whole edit page.</p>")
            default:
                return .html("<title>Missing</title>", status: 404)
            }
        }
    }

    @Test func aStreamLinkAsksForAStreamAndItsAnswerChangesTheShownPage() throws {
        let server = try Self.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        let answer = session.send(##"{"click":"#edit"}"##)
        #expect(answer.ok, "\(answer.line)")
        #expect(session.send(##"{"text":"#row"}"##)["text"] == .string("Row edited by a stream."))
        #expect(session.state(answer, "url") == .string(server.url("/").absoluteString), "no visit")
        #expect(session.state(answer, "main")?.arrayValue?.count == 1)
        let request = try #require(server.requests.last { $0.target == "/edit" })
        #expect(request.method == "GET")
        #expect(request.header("Accept") == AcceptHeader.turboStreamOrHTML)
        #expect(request.header("X-Turbo-Request-Id") != nil)
    }

    @Test func theSameLinkWithoutTheAttributeIsAVisit() throws {
        let server = try Self.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        let answer = session.send(##"{"click":"#plain"}"##)
        #expect(session.state(answer, "url") == .string(server.url("/edit").absoluteString))
        #expect(server.requests.last?.header("Accept") == AcceptHeader.html)
    }

    @Test func aStreamSubmitterOrFormAsksForAStreamAndAPlainSubmitterVisits() throws {
        let server = try Self.start()
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        let submitter = session.send(##"{"click":"#find-stream"}"##)
        #expect(session.state(submitter, "url") == .string(server.url("/").absoluteString))
        #expect(session.send(##"{"text":"#row"}"##)["text"] == .string("Row edited by a stream."))
        #expect(server.requests.last?.header("Accept") == AcceptHeader.turboStreamOrHTML)

        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        session.send(##"{"click":"#go"}"##)
        #expect(server.requests.last?.target == "/search?q=y")
        #expect(server.requests.last?.header("Accept") == AcceptHeader.turboStreamOrHTML)
        #expect(session.send(##"{"text":"#row"}"##)["text"] == .string("Row edited by a stream."))

        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        let plain = session.send(##"{"click":"#find"}"##)
        #expect(session.state(plain, "url") == .string(server.url("/search?q=x").absoluteString))
        #expect(session.state(plain, "title") == .string("Edit page"))
    }

    /// Rails' `link_to ..., data: { turbo_stream: true }` on the demo's /streams page.
    @Test func theDemoAnswersTheStreamLinkWithAStreamAndThePlainLinkWithAPage() throws {
        let demo = try DemoServer.shared()
        let session = DriverSession()
        session.send(##"{"visit":"\##(demo.url("/streams"))"}"##)
        let streamed = session.send(##"{"click":"#inline-edit"}"##)
        #expect(streamed.ok, "\(streamed.line)")
        #expect(session.state(streamed, "url") == .string(demo.url("/streams").absoluteString))
        let text = session.send(##"{"text":"#inline-target"}"##)["text"]?.stringValue ?? ""
        #expect(text.hasPrefix("Edited inline, run "), "\(text)")
        let page = session.send(##"{"click":"#inline-page"}"##)
        #expect(session.state(page, "url") == .string(demo.url("/streams/inline").absoluteString))
        #expect(session.state(page, "title")?.stringValue?.hasPrefix("Inline edit") == true)
    }
}
