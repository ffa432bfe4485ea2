import CMallocInfo
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
    /// Seeded random edits against an array of the same children: after
    /// each, both directions and every parent agree with the array (the first
    /// child's back link is the last child, which no reader may see).
    @Test(arguments: [1, 7, 42, 1_000])
    func randomEditsKeepTheLinksOfAnArray(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let lists = [Element(name: "ol"), Element(name: "ul")]
        var models: [[Node]] = [[], []]
        var made = 0
        func check() {
            for (list, model) in zip(lists, models) {
                #expect(list.children.map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init))
                var back: [Node] = []
                var node = list.lastChild
                while let current = node { back.append(current); node = current.previousSibling }
                #expect(back.reversed().map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init))
                #expect(model.allSatisfy { $0.parent === list })
                #expect(list.hasChildren == !model.isEmpty)
            }
        }
        for _ in 0..<400 {
            let side = Int(random.next() % 2)
            let list = lists[side]
            switch random.next() % 5 {
            case 0, 1:
                made += 1
                let node: Node = made % 3 == 0 ? TextNode("t\(made)") : Element(name: "e\(made)")
                list.appendChild(node)
                models[side].append(node)
            case 2 where !models[side].isEmpty:
                let index = Int(random.next() % UInt64(models[side].count))
                models[side].remove(at: index).removeFromParent()
            case 3:
                // A new node, or one of either list's, before a child of this one (or at the end).
                let other = Int(random.next() % 2)
                let node: Node
                if let picked = models[other].randomElement(using: &random), random.next() % 2 == 0 {
                    node = picked
                    models[other].removeAll { $0 === picked }
                } else {
                    made += 1
                    node = Element(name: "e\(made)")
                }
                // Chosen once `node` left the model: never the node itself.
                let reference = models[side].randomElement(using: &random)
                let index = reference.map { reference in models[side].firstIndex { $0 === reference }! }
                models[side].insert(node, at: index ?? models[side].count)
                list.insertChild(node, before: reference)
            case 4:
                lists[side].moveAllChildren(to: lists[1 - side])
                models[1 - side] += models[side]
                models[side] = []
            default:
                break
            }
            check()
        }
    }

    /// The tag, namespace and flags share a word with the parent's address
    /// (`Node.traitBits`): moving the element keeps them, and they keep the
    /// element 72 bytes, malloc's 80-byte block (72 of it usable).
    @Test func anElementsTraitsSurviveItsMovesAndItStaysSeventyTwoBytes() {
        let element = Element(name: "title", namespace: .svg, attributes: [Attribute(name: "style", value: "x")])
        let parents = [Element(name: "div"), Element(name: "svg", namespace: .svg)]
        for round in 0..<4 {
            parents[round % 2].appendChild(element)
            element.isOpenInParser = round % 2 == 0
            #expect(element.parent === parents[round % 2])
            #expect(element.tag == .title && element.namespace == .svg && element.name == "title")
            #expect(element.mayHideOrStyle && element.isOpenInParser == (round % 2 == 0))
        }
        element.removeFromParent()
        element.removeAttribute("style")
        #expect(element.parent == nil && !element.mayHideOrStyle && element.tag == .title)
        let custom = Element(name: "turbo-frame")
        custom.appendParsedText("text")
        #expect(custom.name == "turbo-frame" && custom.tag == .other && custom.textContent == "text")
        #expect(tt_block_size(Unmanaged.passUnretained(element).toOpaque()) == 72)
        #expect(tt_block_size(Unmanaged.passUnretained(TextNode("")).toOpaque()) == 56)
    }
}
