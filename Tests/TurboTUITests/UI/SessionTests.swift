import Foundation
import Testing
@testable import TurboTUI

/// Sessions load through one real transport against a real server.
@Suite("Session")
struct SessionTests {
    @Test func loadsAPageAndReportsTheFinalURL() throws {
        let server = try LoopbackHTTPServer { request in
            request.target == "/" ? .redirect(to: "/home", status: 303) : .html("<title>Home</title><p>hi</p>")
        }
        defer { server.stop() }
        let transport = CurlTransport()
        let session = Session(transport: transport)
        var outcome: Result<VisitResponse, VisitFailure>?
        session.visit(HTTPRequest(url: server.url("/"))) { outcome = $0 }
        #expect(session.isLoading)
        transport.runUntilIdle()
        let response = try #require(try outcome?.get())
        #expect(response.url == server.url("/home"))
        #expect(response.wasRedirected)
        #expect(response.document.title == "Home")
        #expect(!session.isLoading)
    }

    @Test func aNewVisitCancelsTheOneInFlight() throws {
        let server = try LoopbackHTTPServer { request in
            request.target == "/slow" ? .delayed(seconds: 1, .init(.html("slow"))) : .html("<p>fast</p>")
        }
        defer { server.stop() }
        let transport = CurlTransport()
        let session = Session(transport: transport)
        var reports: [String] = []
        session.visit(HTTPRequest(url: server.url("/slow"))) { reports.append("slow \($0)") }
        session.visit(HTTPRequest(url: server.url("/fast"))) { result in reports.append((try? result.get().url.path) ?? "failed") }
        transport.runUntilIdle()
        #expect(reports == ["/fast"])
    }

    @Test func aDeadServerIsAFailureNamingTheURL() throws {
        let server = try LoopbackHTTPServer { _ in .close }
        let url = server.url("/")
        server.stop()
        let transport = CurlTransport()
        var outcome: Result<VisitResponse, VisitFailure>?
        let session = Session(transport: transport)
        session.visit(HTTPRequest(url: url)) { outcome = $0 }
        transport.runUntilIdle()
        guard case .failure(let failure)? = outcome else {
            Issue.record("expected a failure, got \(String(describing: outcome))")
            return
        }
        #expect(failure.url == url)
        #expect(failure.error == .connectionRefused(host: "127.0.0.1"))
    }
}
