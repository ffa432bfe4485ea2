import Testing
import HTML

/// The child list kept as sibling links (`Node`): every edit keeps the
/// forward and backward links and the parents consistent.
@Suite("DOM: children as sibling links")
struct NodeLinksTests {
    private func names(_ node: Node) -> [String] {
        node.children.map { ($0 as? Element)?.name ?? "#text" }
    }

    /// The links read backwards from the last child give the same list.
    private func backwards(_ node: Node) -> [String] {
        var result: [String] = []
        var child = node.lastChild
        while let current = child {
            result.append((current as? Element)?.name ?? "#text")
            child = current.previousSibling
        }
        return result.reversed()
    }

    private func parent(with names: [String]) -> Element {
        let parent = Element(name: "div")
        for name in names { parent.appendChild(Element(name: name)) }
        return parent
    }

    @Test func appendsInOrderBothWays() {
        let list = parent(with: ["a", "b", "c"])
        #expect(names(list) == ["a", "b", "c"])
        #expect(backwards(list) == ["a", "b", "c"])
        #expect(list.childNodes.allSatisfy { $0.parent === list })
        #expect(list.firstChild?.previousSibling == nil)
        #expect(list.lastChild?.nextSibling == nil)
    }

    @Test func removesFromTheMiddleAndTheEnds() {
        let list = parent(with: ["a", "b", "c", "d"])
        let b = list.child(at: 1)!
        b.removeFromParent()
        #expect(b.parent == nil && b.nextSibling == nil && b.previousSibling == nil)
        #expect(names(list) == ["a", "c", "d"])
        list.firstChild!.removeFromParent()
        list.lastChild!.removeFromParent()
        #expect(names(list) == ["c"])
        #expect(backwards(list) == ["c"])
        list.firstChild!.removeFromParent()
        #expect(!list.hasChildren && list.lastChild == nil)
    }

    @Test func insertsBeforeAReference() {
        let list = parent(with: ["a", "c"])
        list.insertChild(Element(name: "b"), before: list.lastChild)
        list.insertChild(Element(name: "first"), before: list.firstChild)
        list.insertChild(Element(name: "last"), before: nil)
        #expect(names(list) == ["first", "a", "b", "c", "last"])
        #expect(backwards(list) == names(list))
        // A reference that is not a child of the list appends.
        list.insertChild(Element(name: "z"), before: Element(name: "elsewhere"))
        #expect(names(list).last == "z")
    }

    /// As the array it replaces: the index counts the children once the
    /// moved node has left its place.
    @Test func movesAChildToAnIndex() {
        let list = parent(with: ["a", "b", "c", "d"])
        list.insertChild(list.child(at: 0)!, at: 2)
        #expect(names(list) == ["b", "c", "a", "d"])
        list.insertChild(list.child(at: 3)!, at: 0)
        #expect(names(list) == ["d", "b", "c", "a"])
        list.insertChild(list.child(at: 1)!, at: 99)
        #expect(names(list) == ["d", "c", "a", "b"])
        list.insertChild(list.child(at: 2)!, at: 2)
        #expect(names(list) == ["d", "c", "a", "b"])
        #expect(backwards(list) == names(list))
    }

    @Test func movesEveryChildToAnotherNode() {
        let from = parent(with: ["a", "b"])
        let to = parent(with: ["x"])
        from.moveAllChildren(to: to)
        #expect(names(to) == ["x", "a", "b"])
        #expect(backwards(to) == ["x", "a", "b"])
        #expect(to.childNodes.allSatisfy { $0.parent === to })
        #expect(!from.hasChildren)
    }

    @Test func appendingANodeMovesItFromItsOldParent() {
        let from = parent(with: ["a", "b", "c"])
        let to = Element(name: "ul")
        to.appendChild(from.child(at: 1)!)
        #expect(names(from) == ["a", "c"] && backwards(from) == ["a", "c"])
        #expect(names(to) == ["b"] && to.firstChild?.parent === to)
    }

    /// Released one sibling at a time: a long list must not recurse once per node.
    @Test func releasesAHundredThousandSiblings() {
        var list: Element? = Element(name: "body")
        for _ in 0..<100_000 { list!.appendChild(TextNode("x")) }
        let kept = list!.child(at: 50_000)!
        list = nil
        #expect(kept.parent == nil && kept.nextSibling == nil && kept.previousSibling == nil)
    }
}
