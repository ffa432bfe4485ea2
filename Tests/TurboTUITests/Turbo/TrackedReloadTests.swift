import Foundation
import Testing
import HTML
import Turbo

/// `data-turbo-track="reload"` (turbo-wire R5): a visit whose answer's
/// tracked head elements differ from the shown page's becomes a full reload:
/// the URL fetched again without Turbo's headers, the stack's snapshot cache
/// dropped, the page left not cached. In the reducer, against 127.0.0.1 and
/// against the demo app.
@Suite("Tracked head elements: data-turbo-track reload")
struct TrackedReloadTests {
    private static func page(_ title: String, asset: String?, text: String, extra: String = "") -> String {
        let tracked = asset.map { #"<link rel="stylesheet" href="/assets/\#($0).css" data-turbo-track="reload">"# } ?? ""
        return "<html><head><title>\(title)</title>\(tracked)\(extra)</head><body><p>\(text)</p>"
            + #"<p><a href="/next">Next</a></p></body></html>"#
    }

    @Test func theSignatureIsTheTrackedHeadElementsOnly() {
        let one = HTMLParser.parse(Self.page("A", asset: "app-1", text: "a", extra: #"<script src="/x.js"></script>"#))
        let same = HTMLParser.parse(Self.page("B", asset: "app-1", text: "b"))
        let deployed = HTMLParser.parse(Self.page("C", asset: "app-2", text: "c"))
        let none = HTMLParser.parse(Self.page("D", asset: nil, text: "d"))
        let inBody = HTMLParser.parse(#"<title>E</title><body><link href="/assets/app-9.css" data-turbo-track="reload"><p>e</p>"#)
        #expect(!TrackedElements.requireReload(shown: one, answer: same), "untracked head elements and titles do not count")
        #expect(TrackedElements.requireReload(shown: one, answer: deployed))
        #expect(TrackedElements.requireReload(shown: one, answer: none), "a tracked element gone is a difference")
        #expect(!TrackedElements.requireReload(shown: none, answer: inBody), "only the head is read")
        #expect(TrackedElements(one).signature == #"<link rel="stylesheet" href="/assets/app-1.css" data-turbo-track="reload">"#)
    }

    private static func cached(_ path: String, in driver: BrowserDriver) -> Bool {
        var cache = driver.state.stacks[.main].snapshots
        return cache.page(for: URL(string: "http://app.test\(path)")!) != nil
    }

    private func fullLoads(_ driver: BrowserDriver) -> [String] {
        driver.effects.compactMap {
            if case .startFullLoad(_, let url, _, _, _) = $0 { return url.absoluteString }
            return nil
        }
    }

    @Test func aVisitToAPageWithOtherAssetsIsReloadedInFullAndTheCacheGoes() {
        var driver = BrowserDriver(rows: 10, columns: 50)
        driver.open("http://app.test/")
        driver.answer(Self.page("Home", asset: "app-1", text: "Home page"))
        driver.visit("http://app.test/same")
        driver.answer(Self.page("Same", asset: "app-1", text: "Same assets"))
        #expect(fullLoads(driver).isEmpty, "the same assets: rendered as Turbo does")
        #expect(Self.cached("/", in: driver))
        driver.visit("http://app.test/next")
        driver.answer(Self.page("Next", asset: "app-2", text: "After the deploy"))
        #expect(fullLoads(driver) == ["http://app.test/next"])
        expectRows(driver.rows, [0: " Same — http://app.test/same", 1: "Same assets"], "the Turbo answer is not rendered: the page before stays")
        #expect(!Self.cached("/", in: driver), "the cache went")
        driver.answer(Self.page("Next", asset: "app-2", text: "After the deploy"))
        expectRows(driver.rows, [0: " Next — http://app.test/next", 1: "After the deploy"])
        #expect(fullLoads(driver).count == 1)
        #expect(!Self.cached("/same", in: driver),
                "the page built with the old assets is not cached")
        let visits = driver.visits.count
        driver.press(.character("h"))
        #expect(driver.visits.count == visits + 1, "back loads the page again: nothing old is restored")
    }

    @Test func againstAServerTheReloadIsAPlainGetWithoutTurboHeaders() throws {
        let server = try LoopbackHTTPServer { request in
            switch request.target {
            case "/": return .html(Self.page("Home", asset: "app-1", text: "Home page"))
            case "/next": return .html(Self.page("Next", asset: "app-2", text: "After the deploy"))
            default: return .html("<title>Missing</title>", status: 404)
            }
        }
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        let answer = session.send(##"{"click":"a[href='/next']"}"##)
        #expect(answer.ok, "\(answer.line)")
        #expect(session.state(answer, "title") == .string("Next"))
        #expect(session.state(answer, "last_visit")?.objectValue?["action"] == .string("load"))
        let next = server.requests.filter { $0.target == "/next" }
        #expect(next.count == 2, "the Turbo visit, then the full reload")
        #expect(next.first?.header("X-Turbo-Request-Id") != nil)
        #expect(next.last?.header("X-Turbo-Request-Id") == nil)
        #expect(next.last?.header("Accept")?.contains("text/vnd.turbo-stream.html") != true)
    }

    /// The demo's /tracked page links to one "after a deploy", whose stylesheet has another fingerprint.
    @Test func theDemosDeployedPageIsReloadedInFull() throws {
        let demo = try DemoServer.shared()
        let session = DriverSession()
        session.send(##"{"visit":"\##(demo.url("/tracked"))"}"##)
        let same = session.send(##"{"click":"#same"}"##)
        #expect(session.state(same, "title")?.stringValue?.hasPrefix("Same assets") == true, "\(same.line)")
        #expect(session.state(same, "last_visit")?.objectValue?["action"] == .string("advance"), "the same assets: a Turbo visit")
        let answer = session.send(##"{"click":"#deployed"}"##)
        #expect(answer.ok, "\(answer.line)")
        #expect(session.state(answer, "url") == .string(demo.url("/tracked/deployed").absoluteString))
        #expect(session.state(answer, "last_visit")?.objectValue?["action"] == .string("load"))
    }
}
