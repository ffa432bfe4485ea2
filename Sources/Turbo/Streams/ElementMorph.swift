import HTML
/// A simple morph, for `method="morph"` and `refresh="morph"` frames: an
/// element with the same tag and id (or, without ids, the same tag at the
/// same place) is kept and brought up to date, so whatever the UI keys by
/// element identity (focus, typed text) survives. Everything else is
/// removed or inserted. Iterative, so depth is no risk.
package struct ElementMorph {
    private var pending: [(old: ParentNode, new: [Node])] = []
    /// Old elements left exactly as they are, never updated nor removed (a
    /// page refresh keeps `data-turbo-permanent` elements and the
    /// `refresh="morph"` frames it reloads afterwards).
    private var keeps: (Element) -> Bool = { _ in false }

    /// Morphs `target` into the content's element of the same tag and id;
    /// when there is none, replaces `target` with the content.
    package static func morph(_ target: Element, into content: [Node], edit: inout DOMEdit) {
        let meaningful = content.filter { !($0 is TextNode && ($0 as! TextNode).text.allSatisfy(\.isHTMLWhitespace)) }
        guard let match = meaningful.firstIndex(where: { ($0 as? Element).map { isSame($0, target) } ?? false }),
              let replacement = meaningful[match] as? Element else {
            edit.insert(content, before: target)
            edit.remove(target)
            return
        }
        edit.insert(Array(meaningful[..<match]), before: target)
        edit.insert(Array(meaningful[(match + 1)...]), after: target)
        var morph = ElementMorph()
        morph.update(target, to: replacement, edit: &edit)
        morph.run(edit: &edit)
    }

    /// Morphs the children of `target` into `content`; elements `keeping`
    /// accepts stay untouched.
    package static func morphChildren(of target: ParentNode, into content: [Node], edit: inout DOMEdit,
                              keeping: @escaping (Element) -> Bool = { _ in false }) {
        var morph = ElementMorph()
        morph.keeps = keeping
        morph.pending.append((target, content))
        morph.run(edit: &edit)
    }

    private mutating func run(edit: inout DOMEdit) {
        while let (old, new) = pending.popLast() {
            morphChildList(of: old, into: new, edit: &edit)
        }
    }

    private mutating func update(_ old: Element, to new: Element, edit: inout DOMEdit) {
        if keeps(old) { return }
        edit.setAttributes(of: old, to: new.attributes)
        pending.append((old, new.children))
    }

    private mutating func morphChildList(of parent: ParentNode, into newChildren: [Node], edit: inout DOMEdit) {
        let oldChildren = parent.children
        var oldByID: [String: Element] = [:]
        for case let element as Element in oldChildren {
            if let id = element.id, !id.isEmpty, oldByID[id] == nil { oldByID[id] = element }
        }
        var used = Set<ObjectIdentifier>()
        var cursor = 0
        var result: [Node] = []
        for new in newChildren {
            if let element = new as? Element, let id = element.id, let old = oldByID[id], old.name == element.name,
               used.insert(ObjectIdentifier(old)).inserted {
                update(old, to: element, edit: &edit)
                result.append(old)
                continue
            }
            while cursor < oldChildren.count, used.contains(ObjectIdentifier(oldChildren[cursor])) { cursor += 1 }
            if cursor < oldChildren.count, let kept = softMatch(oldChildren[cursor], new, ids: oldByID) {
                used.insert(ObjectIdentifier(kept))
                cursor += 1
                if let old = kept as? Element, let element = new as? Element {
                    update(old, to: element, edit: &edit)
                } else if let old = kept as? TextNode, let text = new as? TextNode {
                    edit.setText(of: old, to: text.text)
                }
                result.append(kept)
            } else {
                result.append(new)
            }
        }
        for old in oldChildren where !used.contains(ObjectIdentifier(old)) {
            if let element = old as? Element, keeps(element) {
                result.append(element)
            } else {
                edit.remove(old)
            }
        }
        place(result, in: parent, edit: &edit)
    }

    /// Puts `ordered` in place with as few moves as possible; new nodes are
    /// reported as inserted, kept ones that only move are not.
    private func place(_ ordered: [Node], in parent: ParentNode, edit: inout DOMEdit) {
        // The child now at the place the next node goes: `ordered`'s
        // first nodes are in place before it.
        var next = parent.firstChild
        for node in ordered {
            if next === node {
                next = node.nextSibling
                continue
            }
            if node.parent === parent {
                parent.insertChild(node, before: next)
                edit.changes.noteContainer(parent)
            } else {
                edit.insert([node], into: parent, before: next)
            }
        }
    }

    /// The next old child may stand for the new one: text for text, the same
    /// comment or DOCTYPE, or an element of the same tag when neither carries
    /// an id the other list uses.
    private func softMatch(_ old: Node, _ new: Node, ids: [String: Element]) -> Node? {
        if old is TextNode, new is TextNode { return old }
        // Comments and the DOCTYPE are never drawn: the same one is kept, another replaces it.
        if let oldComment = old as? Comment, let newComment = new as? Comment {
            return oldComment.data == newComment.data ? old : nil
        }
        if let oldType = old as? DocumentType, let newType = new as? DocumentType {
            let same = oldType.name == newType.name && oldType.publicIdentifier == newType.publicIdentifier
                && oldType.systemIdentifier == newType.systemIdentifier
            return same ? old : nil
        }
        guard let oldElement = old as? Element, let newElement = new as? Element,
              oldElement.name == newElement.name else { return nil }
        if let id = oldElement.id, !id.isEmpty, id != newElement.id { return nil }
        if let id = newElement.id, !id.isEmpty, ids[id] != nil { return nil }
        return old
    }

    private static func isSame(_ a: Element, _ b: Element) -> Bool {
        a.name == b.name && (a.id ?? "") == (b.id ?? "")
    }
}
