import Foundation
import Testing
import Net
import UI

/// Going to an `#anchor` inside closed details opens them (HTML's ancestor
/// details revealing algorithm), so the anchor can be shown.
@Suite("Event loop: an anchor in closed details")
struct EventLoopDetailsAnchorTests {
    @Test func aLinkToAnAnchorInClosedDetailsOpensThem() throws {
        let site = HTTPFixtures.transport([
            "/": .html("""
                <title>FAQ</title><p><a href="#deep">To the answer</a></p>
                <details id=outer><summary>Outer</summary><details id=inner><summary>Inner</summary>
                <p id=deep>The deep answer.</p></details></details>
                """),
        ])
        let terminal = MemoryTerminal(size: ScreenSize(rows: 12, columns: 50))
        let loop = EventLoop(terminal: terminal, transport: site, configuration: BrowserConfiguration.testApp())
        ScriptedLoop.run(loop, opening: HTTPFixtures.url("/"), keys: [.tab, .enter])
        let opened = loop.state.activePage?.document?.descendantElements.filter { $0.name == "details" && $0.hasAttribute("open") }
        #expect(opened?.map { $0.attribute("id") } == ["outer", "inner"])
        #expect(terminal.rows.contains { $0.contains("The deep answer.") }, "\(terminal.rows)")
        #expect(loop.state.chrome.message == nil, "the anchor was found")
    }
}
