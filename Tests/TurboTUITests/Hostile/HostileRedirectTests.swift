import Foundation
import Testing
import Net

/// Redirects a careless or hostile server sends.
@Suite("Hostile redirects")
struct HostileRedirectTests {
    @Test func aRelativeLocationWithControlCharactersIsFollowedOnTheSameSite() throws {
        // curl gives such a Location back unresolved; it was taken for a URL without a scheme and refused.
        let server = try LoopbackHTTPServer { request in
            request.target == "/start" ? .redirect(to: "/x\u{1B}[31mred") : .html("<p>landed")
        }
        let response = try CurlTransport().fetch(HTTPRequest(url: server.url("/start"))).get()
        #expect(response.url.absoluteString == server.url("/x%1B%5B31mred").absoluteString)
        #expect(server.requests.map(\.target) == ["/start", "/x%1B%5B31mred"])
    }

    @Test func aRelativeLocationWithSpacesIsFollowed() throws {
        let server = try LoopbackHTTPServer { request in
            request.target.hasSuffix("/start") ? .redirect(to: "next page?q=a b") : .html("<p>landed")
        }
        let response = try CurlTransport().fetch(HTTPRequest(url: server.url("/dir/start"))).get()
        #expect(response.url.path == "/dir/next page")
    }
}

@Suite("Redirects to no URL")
struct UnparsableRedirectTests {
    @Test func aLocationThatIsNotAURLIsABrokenAnswer() throws {
        let server = try LoopbackHTTPServer { _ in .redirect(to: "gopher://x\u{1B}]0;evil\u{7}/") }
        let failure = CurlTransport().fetch(HTTPRequest(url: server.url("/start"))).failure
        #expect(failure == .malformedAnswer("a redirect to gopher://x\u{1B}]0;evil\u{7}/, which is not a URL"))
        let dump = try ProcessRunner.turboTUI("--dump", server.url("/start").absoluteString)
        #expect(dump.status == 1)
        #expect(dump.standardError.contains("a redirect to gopher://x^[]0;evil^G/, which is not a URL"), "\(dump.standardError)")
    }
}
