import Foundation
import Testing
import Render

/// Each rendered link keeps the `<a>` it came from, so the browser reads
/// that link's own attributes, not another's with the same URL.
@Suite("Links keep their elements")
struct LinkTargetTests {
    @Test func linksToOneURLKeepTheirOwnElementsInDocumentOrder() {
        let page = Rendering.page("""
            <p><a id=show href="/items/7">Show</a> <a id=delete href="/items/7" data-turbo-method="delete">Delete</a></p>
            <table><tr><td><a id=cell href="/items/7">In a cell</a></table>
            """)
        #expect(page.links.map { $0.element.attribute("id") } == ["show", "delete", "cell"])
        #expect(page.links.map(\.url?.absoluteString) == Array(repeating: "http://example.test/items/7", count: 3))
        #expect(page.links[0] != page.links[1])
    }

    @Test func theDumpIsTheSameWithElementsKept() {
        let page = Rendering.page(#"<p><a href="/a">A</a> and <a href="/a" data-turbo-method="post">A again</a></p>"#,
                                  numberLinks: true)
        #expect(DumpFormatter.format(page) == """
            [1]A and [2]A again

            References

               1. http://example.test/a
               2. http://example.test/a

            """)
    }
}
