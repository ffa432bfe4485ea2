import Foundation
import Testing
import Turbo
import UI

/// Status messages are plain one-liners (issue 34: some were two wrapped
/// lines of developer wording); the missing-frame line is the model.
@Suite("Plain messages")
struct PlainMessageTests {
    @Test func aStreamThatCannotRunSaysSoInOneLine() throws {
        var driver = BrowserDriver(rows: 6, columns: 80)
        driver.open("http://app.test/")
        driver.answer("<title>Live</title><p id=log>start</p>")
        let document = try #require(driver.state.stacks[.main].page?.shownDocument)
        driver.send(.live(LiveMessage(owner: driver.liveOwner(.main), document: document,
                                      html: "<turbo-stream action=\"explode\" target=\"log\"></turbo-stream>"
                                          + "<turbo-stream action=\"append\" target=\"log\"><template> more</template></turbo-stream>",
                                      ownRequests: RequestIDHistory())))
        expectRows(driver.rows, [1: "start more", 5: "A stream update was skipped: unknown action \"explode\" (the others ran)"],
                   "the other stream ran, and the status line says which one did not, in words")
        let look = ScreenLook(driver.frame)
        #expect(look.cell(5, 0).attributes.contains(.bold) && look.cell(5, 0).foreground == ColorScheme.standard.foreground(for: .error),
                "an error: \(look.cell(5, 0))")
    }
}
