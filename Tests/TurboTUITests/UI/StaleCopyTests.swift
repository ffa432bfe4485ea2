import Foundation
import Testing
import Net

/// A failed visit keeps the page's last copy on screen, marked stale in
/// words (Android's `HotwireWebFragmentDelegate`), with the error and `r` to
/// retry; without a copy the error view is shown as before. In the reducer
/// and through the driver against a server on 127.0.0.1.
@Suite("Failed visits: the stale copy")
struct StaleCopyTests {
    private static func page(_ title: String, _ text: String) -> String {
        "<title>\(title)</title><p>\(text)</p><p><a href=\"/b\">B</a></p>"
    }

    /// Home, then /b, then Home again: /b is in the snapshot cache.
    private func withBCached() -> BrowserDriver {
        var driver = BrowserDriver(rows: 10, columns: 60)
        driver.open("http://app.test/")
        driver.answer(Self.page("Home", "Home page"))
        driver.visit("http://app.test/b")
        driver.answer(Self.page("Bee", "The bee page"))
        driver.visit("http://app.test/")
        driver.answer(Self.page("Home", "Home page"))
        return driver
    }

    @Test func aFailedVisitShowsTheCachedCopyMarkedStaleWithTheErrorAndRetry() throws {
        var driver = withBCached()
        driver.visit("http://app.test/b")
        driver.fail(.connectionReset)
        #expect(driver.rows.joined(separator: "\n").contains("The bee page"), "\(driver.rows)")
        #expect(driver.rows[0].hasPrefix(" Bee [stale copy] — http://app.test/b"), "\(driver.rows[0])")
        let column = try #require(driver.rows[0].range(of: "[stale copy]").map { driver.rows[0].distance(from: driver.rows[0].startIndex, to: $0.lowerBound) })
        let mark = driver.frame[0, column].style
        #expect(mark.attributes.contains(.underline) && mark.attributes.contains(.bold), "marked by more than colour: \(mark)")
        #expect(!driver.frame[0, 1].style.attributes.contains(.underline), "the title itself is not underlined")
        #expect(driver.status.contains("showing the copy from before (r: retry)"), "\(driver.status)")
        #expect(driver.status.contains(NetError.connectionReset.description))
        #expect(driver.state.activePage?.entryID == driver.browser.navigator?.state.main.top?.id)

        driver.press(.character("r"))
        #expect(driver.visits.last == "http://app.test/b")
        driver.answer(Self.page("Bee", "The bee page, fresh"))
        #expect(!driver.rows[0].contains("[stale copy]"), "\(driver.rows[0])")
        expectRows(driver.rows, [0: " Bee — http://app.test/b", 1: "The bee page, fresh"])
    }

    @Test func aFailedReloadKeepsTheShownPageMarkedStale() {
        var driver = BrowserDriver(rows: 10, columns: 60)
        driver.open("http://app.test/")
        driver.answer(Self.page("Home", "Home page"))
        driver.press(.character("r"))
        driver.fail(.timedOut(seconds: 30))
        #expect(driver.rows[0].hasPrefix(" Home [stale copy]"), "\(driver.rows[0])")
        expectRows(driver.rows, [1: "Home page"])
        #expect(driver.status.contains("r: retry"))
    }

    @Test func withoutACopyTheErrorViewIsShown() {
        var driver = BrowserDriver(rows: 10, columns: 60)
        driver.open("http://app.test/")
        driver.answer(Self.page("Home", "Home page"))
        driver.visit("http://app.test/never")
        driver.fail(.connectionReset)
        #expect(driver.rows[0].hasPrefix(" Error"), "\(driver.rows[0])")
        #expect(!driver.rows[0].contains("[stale copy]"))
    }

    @Test func throughTheDriverAgainstAServerThatFailsOnce() throws {
        final class Counter: @unchecked Sendable {
            private let lock = NSLock()
            private var count = 0
            func next() -> Int { lock.withLock { count += 1; return count } }
        }
        let bees = Counter()
        let server = try LoopbackHTTPServer { request in
            switch request.target {
            case "/": return .html(Self.page("Home", "Home page"))
            // The second load of /b dies mid-answer; the others succeed.
            case "/b": return bees.next() == 2 ? .reset(afterBytes: Array("<title>Bee".utf8), headers: []) : .html(Self.page("Bee", "The bee page"))
            default: return .html("<title>Missing</title>", status: 404)
            }
        }
        defer { server.stop() }
        let session = DriverSession()
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        session.send(##"{"click":"a[href='/b']"}"##)
        session.send(##"{"visit":"\##(server.url("/"))"}"##)
        let failed = session.send(##"{"click":"a[href='/b']"}"##)
        #expect(!failed.ok, "the page could not load: \(failed.line)")
        #expect(failed.error?.contains("showing the copy from before (r: retry)") == true, "\(failed.line)")
        #expect(session.state(failed, "title") == .string("Bee"), "the stale copy is shown")
        let rows = session.send(##"{"screen":true}"##)["rows"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(rows.first?.contains("Bee [stale copy]") == true, "\(rows)")
        let retried = session.send(##"{"press":"r"}"##)
        #expect(retried.ok, "\(retried.line)")
        let after = session.send(##"{"screen":true}"##)["rows"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(after.first?.contains("[stale copy]") == false, "\(after)")
    }
}
