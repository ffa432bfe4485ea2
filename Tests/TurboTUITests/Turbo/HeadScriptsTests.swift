import Testing
import HTML
import Turbo

/// Turbo's head merge keeps the scripts a page's head had: the next page's
/// head gains those it lacks, once each.
@Suite("Head scripts accumulate")
struct HeadScriptsTests {
    private func scripts(_ document: Document) -> [String] {
        document.head?.childElements.filter { $0.name == "script" }.map { $0.attribute("src") ?? $0.textContent } ?? []
    }

    @Test func theShownHeadsScriptsJoinTheNextHeadOnce() {
        let shown = HTMLParser.parse(#"<head><script src="/turbo.js"></script><script type="importmap">{}</script><meta name=a content=1></head><p>one"#)
        let next = HTMLParser.parse(#"<head><script src="/turbo.js"></script><script id=extra src="/extra.js"></script></head><p>two"#)
        HeadScripts.carry(from: shown, into: next)
        #expect(scripts(next) == ["/turbo.js", "/extra.js", "{}"])
        #expect(next.head?.childElements.contains { $0.name == "meta" } == false, "only scripts are carried")
        HeadScripts.carry(from: shown, into: next)
        #expect(scripts(next).count == 3, "a script already there is not added again")
        #expect(scripts(shown) == ["/turbo.js", "{}"], "the shown head is left as it was")
    }
}
