import Foundation
import Testing
import Net
import Turbo

/// Sessions load through a fixture transport: the visit's logic (final URL,
/// one visit at a time, failures naming the URL), not the wire.
@Suite("Session")
struct SessionTests {
    @Test func loadsAPageAndReportsTheFinalURL() throws {
        let transport = HTTPFixtures.transport([
            "/": .redirect(to: "/home", status: 303),
            "/home": try HTTPFixtures.answer("session/home"),
        ])
        let session = Session(transport: transport)
        var outcome: Result<VisitResponse, VisitFailure>?
        session.visit(HTTPRequest(url: HTTPFixtures.url("/"))) { outcome = $0 }
        #expect(session.isLoading)
        transport.runUntilIdle()
        let response = try #require(try outcome?.get())
        #expect(response.url == HTTPFixtures.url("/home"))
        #expect(response.wasRedirected)
        #expect(response.document.title == "Home")
        #expect(!session.isLoading)
        #expect(transport.requests.map(\.url.path) == ["/", "/home"])
    }

    @Test func aNewVisitCancelsTheOneInFlight() throws {
        let transport = FixtureTransport()
        transport.answer(HTTPFixtures.url("/slow"), with: .html("slow"), after: .seconds(1))
        transport.answer(HTTPFixtures.url("/fast"), with: .html("<p>fast</p>"))
        let session = Session(transport: transport)
        var reports: [String] = []
        session.visit(HTTPRequest(url: HTTPFixtures.url("/slow"))) { reports.append("slow \($0)") }
        session.visit(HTTPRequest(url: HTTPFixtures.url("/fast"))) { result in reports.append((try? result.get().url.path) ?? "failed") }
        #expect(transport.pendingCount == 1, "the slow transfer was cancelled, not left to arrive")
        transport.runUntilIdle()
        #expect(reports == ["/fast"])
    }

    @Test func aFailureNamesTheURL() throws {
        let url = HTTPFixtures.url("/")
        let transport = FixtureTransport()
        transport.fail(url, with: .connectionRefused(host: "app.test"))
        var outcome: Result<VisitResponse, VisitFailure>?
        let session = Session(transport: transport)
        session.visit(HTTPRequest(url: url)) { outcome = $0 }
        transport.runUntilIdle()
        guard case .failure(let failure)? = outcome else {
            Issue.record("expected a failure, got \(String(describing: outcome))")
            return
        }
        #expect(failure.url == url)
        #expect(failure.error == .connectionRefused(host: "app.test"))
    }
}
