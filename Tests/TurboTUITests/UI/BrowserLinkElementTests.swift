import Foundation
import Testing
import UI

/// A followed link acts on its own attributes: two links to one URL, one
/// with `data-turbo-method` or `data-turbo-frame`, do different things.
@Suite("Browser: links with the same URL")
struct BrowserLinkElementTests {
    private static let page = """
        <title>Items</title>
        <p><a href="/items/7">Show</a></p>
        <p><a href="/items/7" data-turbo-method="delete">Delete</a></p>
        <turbo-frame id="detail"><p>Detail</p></turbo-frame>
        <p><a href="/items/8" data-turbo-frame="detail">Peek</a></p>
        <p><a href="/items/8">Open</a></p>
        """

    private func opened() -> BrowserDriver {
        var driver = BrowserDriver(rows: 14, columns: 40)
        driver.open("http://app.test/items")
        driver.answer(Self.page)
        return driver
    }

    /// Tab `count` times from no focus, then Enter.
    private func follow(linkAt count: Int, _ driver: inout BrowserDriver) {
        for _ in 0..<count { driver.press(.tab) }
        driver.press(.enter)
    }

    @Test func aPlainLinkBeforeAMethodLinkToTheSameURLIsAVisit() {
        var driver = opened()
        follow(linkAt: 1, &driver)
        #expect(driver.sentForms.isEmpty, "no DELETE for the plain link")
        #expect(driver.visits == ["http://app.test/items", "http://app.test/items/7"])
    }

    @Test func theMethodLinkIsSentWithItsMethod() throws {
        var driver = opened()
        follow(linkAt: 2, &driver)
        let sent = try #require(driver.sentForms.first)
        #expect(sent.submission.method == .delete)
        #expect(sent.submission.url.absoluteString == "http://app.test/items/7")
        #expect(driver.visits == ["http://app.test/items"])
    }

    @Test func aFrameLinkLoadsItsFrameAndAPlainLinkToTheSameURLVisitsThePage() throws {
        var driver = opened()
        follow(linkAt: 3, &driver)
        let load = try #require(driver.frameLoads.first)
        #expect(load.fetch.frameID == "detail")
        #expect(load.fetch.url.absoluteString == "http://app.test/items/8")
        #expect(driver.visits == ["http://app.test/items"])

        var other = opened()
        follow(linkAt: 4, &other)
        #expect(other.frameLoads.isEmpty, "the plain link does not drive the frame")
        #expect(other.visits == ["http://app.test/items", "http://app.test/items/8"])
    }
}
