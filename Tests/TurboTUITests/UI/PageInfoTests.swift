import Foundation
import Testing
import Net
import Render
import Turbo
import UI

/// `=` (issue 33: where a user can see whether Turbo drives the page): the
/// page's status, Turbo and why, and what the path configuration makes of
/// its URL, in the status line.
@Suite("Browser: page info")
struct PageInfoTests {
    private static var modalSignIn: BrowserConfiguration { BrowserConfiguration.testApp(pathProperties: { url in
        url.path == "/" ? PathProperties(["context": .string("modal"), "title": .string("Start")]) : PathProperties()
    }) }

    @Test func anAppPageSaysTurboDrivesItAndItsRule() {
        var driver = BrowserDriver(rows: 10, columns: 100, configuration: Self.modalSignIn)
        driver.open("http://app.test/")
        driver.answer("<title>Home</title><p>Home</p>")
        driver.press(.character("="))
        #expect(driver.status == "HTTP 200 · Turbo drives it (its host is the app's) · path configuration: context modal, "
                + "presentation default, title \"Start\"")
        let row = driver.rows.lastIndex { $0.contains("HTTP 200") }!
        #expect(driver.frame[row, 0].style.role != .error, "information, not an error")
    }

    @Test func aClassicPageSaysLinksAndFormsLoadInFull() {
        var configuration = BrowserConfiguration()
        configuration.turboHosts = []
        var driver = BrowserDriver(rows: 10, columns: 100, configuration: configuration)
        driver.open("http://classic.example/")
        driver.answer("<title>Classic</title><p>No Turbo</p>")
        driver.press(.character("="))
        #expect(driver.status == "HTTP 200 · no Turbo here (the page does not load it): links and forms load in full · "
                + "path configuration: context default, presentation default")
    }

    @Test func aPageThatLoadsTurboSaysSo() {
        var driver = BrowserDriver(rows: 10, columns: 100, configuration: BrowserConfiguration())
        driver.open("http://site.example/")
        driver.answer("<title>T</title><script type=module src=/assets/turbo.min.js></script><p>Turbo</p>")
        driver.press(.character("="))
        #expect(driver.status.hasPrefix("HTTP 200 · Turbo drives it (the page loads Turbo) · "), "\(driver.status)")
    }
}
