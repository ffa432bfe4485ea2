import Testing
import HTML

/// `Node.forEachChildUnretained`, the layout's walk over children, against
/// `childNodes`, the walk it stands in for: the same nodes in the same order.
@Suite("Children handed on unretained")
struct UnretainedChildrenTests {
    private func both(_ node: Node) -> (unretained: [ObjectIdentifier], walked: [ObjectIdentifier]) {
        var unretained: [ObjectIdentifier] = []
        node.forEachChildUnretained { unretained.append(ObjectIdentifier($0)) }
        return (unretained, node.childNodes.map { ObjectIdentifier($0) })
    }

    @Test func everyNodeGivesTheChildrenItWalks() {
        let document = HTMLParser.parse("<p>one<b>two</b><!--c-->three</p><ul><li>a<li>b<li>c</ul><br><template>t</template>")
        var nodes: [Node] = [document]
        var index = 0
        while index < nodes.count {
            let (unretained, walked) = both(nodes[index])
            #expect(unretained == walked)
            nodes += nodes[index].childNodes
            index += 1
        }
        #expect(nodes.count > 15)
    }

    @Test func aNodeWithoutChildrenGivesNone() {
        let text = TextNode("leaf")
        #expect(both(text).unretained.isEmpty)
        let element = Element(name: "p")
        #expect(both(element).unretained.isEmpty)
        element.appendChild(text)
        #expect(both(element).unretained == [ObjectIdentifier(text)])
    }
}
