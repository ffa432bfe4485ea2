import Foundation
import Testing

/// The real turbo-tui binary reads the demo's pages (`--dump`), the way the
/// end-to-end tests and `make demo` use them.
@Suite("Demo pages through turbo-tui --dump")
struct DemoPagesTests {
    private func dump(_ path: String, server: DemoServer) throws -> ProcessResult {
        try ProcessRunner.turboTUI("--dump", "--width", "80", server.url(path).absoluteString)
    }

    @Test func theIndexLinksEveryDemoPage() throws {
        let server = try DemoServer.shared()
        let result = try dump("/", server: server)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Not signed in."))
        for path in ["/one", "/long", "/long#bottom", "/slow", "/follow", "/nonexistent", "/protected", "/boom",
                     "/files", "/signin", "/posts", "/posts/new", "/frames", "/streams", "/configurations/tui_v1.json"] {
            #expect(result.standardOutput.contains(". \(server.url(path).absoluteString)\n"), "no link to \(path)")
        }
    }

    @Test func aRedirectEndsOnTheRedirectedPage() throws {
        let server = try DemoServer.shared()
        let result = try dump("/follow", server: server)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("You asked for /follow and the server answered 303 See Other"))
    }

    @Test(arguments: [("/nonexistent", 404, "There is no page at this address."),
                      ("/protected", 401, "This page answered 401 Unauthorized."),
                      ("/boom", 500, "Something went wrong on the server.")])
    func errorPagesAreRenderedAndFail(path: String, status: Int, text: String) throws {
        let server = try DemoServer.shared()
        let result = try dump(path, server: server)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains(text))
        #expect(result.standardError.contains("answered HTTP \(status)"))
    }

    @Test func theOnePageHasAnAdvanceAndAReplaceLinkToTwo() throws {
        let server = try DemoServer.shared()
        let html = try CurlSession().get(server.url("/one")).body
        let links = DemoPage.elements("a", in: html).filter { $0.attribute("href") == "/two" }
        #expect(links.map { $0.attribute("data-turbo-action") } == [nil, "replace"])
    }

    @Test func theLongPageHasItsBottomAnchorLast() throws {
        let server = try DemoServer.shared()
        let result = try dump("/long", server: server)
        let lines = result.standardOutput.components(separatedBy: "\n")
        let bottom = try #require(lines.firstIndex(of: "The bottom"))
        #expect(bottom > 100)
        #expect(try DemoPage.element(id: "bottom", in: CurlSession().get(server.url("/long")).body)?.name == "h2")
    }

    @Test func theSlowPageTakesThreeSeconds() throws {
        let server = try DemoServer.shared()
        let started = Date()
        let result = try dump("/slow", server: server)
        #expect(result.status == 0)
        #expect(Date().timeIntervalSince(started) >= 3)
    }

    @Test func theFilesPageLinksAPDFAndAPNG() throws {
        let server = try DemoServer.shared()
        let browser = CurlSession()
        let html = try browser.get(server.url("/files")).body
        let hrefs = DemoPage.elements("a", in: html).compactMap { $0.attribute("href") }.filter { $0.hasPrefix("/files/") }
        #expect(hrefs == ["/files/sample.pdf", "/files/sample.png"])
        #expect(try browser.get(server.url("/files/sample.pdf")).body.hasPrefix("%PDF-1.4"))
        let pdf = try ProcessRunner.turboTUI("--dump", server.url("/files/sample.pdf").absoluteString)
        #expect(pdf.status != 0)
        #expect(pdf.standardError.contains("application/pdf"))
    }
}
