import Foundation
import Testing
import Turbo
import UI

/// Android's bottom sheet (`uri: hotwire://fragment/web/modal/sheet`,
/// native-navigation "Round two"): the page opens in the modal stack, drawn
/// as an overlay along the bottom of the screen with the page above it.
@Suite("Path configuration: the bottom sheet uri")
struct BottomSheetTests {
    @Test func theSheetURIMeansAModalAlongTheBottomUnlessTheRuleSaysOtherwise() {
        let sheet = PathProperties(["uri": .string("hotwire://fragment/web/modal/sheet")])
        #expect(sheet.context == .modal)
        #expect(sheet.modalStyle == .medium)
        let styled = PathProperties(["uri": .string(PathProperties.bottomSheetURI), "modal_style": .string("full")])
        #expect(styled.modalStyle == .full)
        let other = PathProperties(["uri": .string("hotwire://fragment/web")])
        #expect(other.context == .default && other.modalStyle == .large)
    }

    @Test func aSheetPageIsDrawnAtTheBottomOverThePage() throws {
        let decoded = try PathConfigurationDecoder.decode(Array(#"""
            {"rules": [{"patterns": ["/share$"], "properties": {"uri": "hotwire://fragment/web/modal/sheet"}}]}
            """#.utf8))
        let configuration = decoded.configuration
        #expect(decoded.problems.isEmpty, "\(decoded.problems)")
        var driver = BrowserDriver(rows: 20, columns: 60,
                                   configuration: BrowserConfiguration.testApp(pathProperties: { configuration.properties(for: $0) }))
        driver.open("http://app.test/")
        driver.answer("<title>Home</title><p>The page under the sheet.</p>")
        driver.visit("http://app.test/share")
        driver.answer("<title>Share</title><p>Share this page.</p>")
        #expect(driver.state.modal?.style == .medium)
        #expect(driver.browser.navigator?.state.modal.top?.url.path == "/share")
        let rows = driver.rows
        let top = try #require(rows.firstIndex { $0.contains("┌") }, "\(rows)")
        #expect(top >= 8, "the sheet takes the bottom half: \(rows)")
        #expect(rows[top].contains("[Done]") && rows[top].contains("Share"), "\(rows[top])")
        #expect(rows[1...].contains { $0.contains("The page under the sheet.") }, "the page shows above: \(rows)")
        #expect(rows[(top + 1)...].contains { $0.contains("Share this page.") })
        let done = try #require(rows[top].range(of: "[Done]").map { rows[top].distance(from: rows[top].startIndex, to: $0.lowerBound) })
        #expect(driver.frame[top, done].style.attributes.contains(.bold), "[Done] is bold")
    }
}
