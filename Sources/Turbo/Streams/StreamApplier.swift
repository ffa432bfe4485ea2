import HTML
/// Runs one stream action on a document, as Turbo's StreamActions do, and
/// reports what changed. `refresh` changes nothing here: the caller hands
/// it to a `RefreshDebouncer`.
package enum StreamApplier {
    package static func apply(_ action: StreamAction, to document: Node, index: ElementIDIndex? = nil) -> DOMChanges {
        guard let target = action.target else { return DOMChanges() }
        var edit = DOMEdit(index: index)
        let targets = target.elements(in: document, index: index)
        if action.kind == .append || action.kind == .prepend {
            removeDuplicateChildren(of: targets, ids: action.contentIDs, edit: &edit)
        }
        // An earlier target's edit may have taken a later one out (nested
        // matches of `targets`): those are left alone.
        for element in targets where DocumentWalk.isConnected(element, to: document) {
            apply(action, to: element, edit: &edit)
        }
        return edit.changes
    }

    private static func apply(_ action: StreamAction, to element: Element, edit: inout DOMEdit) {
        switch action.kind {
        case .append: edit.append(action.content(), to: element)
        case .prepend: edit.insert(action.content(), into: element, at: 0)
        case .before: edit.insert(action.content(), before: element)
        case .after: edit.insert(action.content(), after: element)
        case .remove: edit.remove(element)
        case .replace:
            if action.morphs {
                ElementMorph.morph(element, into: action.content(), edit: &edit)
            } else {
                edit.insert(action.content(), before: element)
                edit.remove(element)
            }
        case .update:
            if action.morphs {
                ElementMorph.morphChildren(of: element, into: action.content(), edit: &edit)
            } else {
                edit.removeChildren(of: element)
                edit.append(action.content(), to: element)
            }
        case .refresh: break
        }
    }

    /// Children of the targets whose id one of the new top-level elements
    /// carries go first, so an appended or prepended record is not doubled.
    private static func removeDuplicateChildren(of targets: [Element], ids: Set<String>, edit: inout DOMEdit) {
        guard !ids.isEmpty else { return }
        for target in targets {
            for child in target.childElements {
                if let id = child.id, ids.contains(id) { edit.remove(child) }
            }
        }
    }
}
