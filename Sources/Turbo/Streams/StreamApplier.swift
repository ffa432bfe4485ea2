import HTML
/// Runs one stream action on a document, as Turbo's StreamActions do, and
/// reports what changed. `refresh` changes nothing here: the caller hands
/// it to a `RefreshDebouncer`.
package enum StreamApplier {
    package static func apply(_ action: StreamAction, to document: Node, index: ElementIDIndex? = nil) -> DOMChanges {
        var children = TargetChildrenByID()
        return apply(action, to: document, index: index, children: &children)
    }

    /// `children`: the targets' children by id, kept across the streams of one message.
    static func apply(_ action: StreamAction, to document: Node, index: ElementIDIndex?,
                      children: inout TargetChildrenByID) -> DOMChanges {
        guard let target = action.target else { return DOMChanges() }
        var edit = DOMEdit(index: index)
        let targets = target.elements(in: document, index: index)
        let addsChildren = action.kind == .append || action.kind == .prepend
        if addsChildren {
            removeDuplicateChildren(of: targets, ids: action.contentIDs, edit: &edit, children: &children)
        }
        // An earlier target's edit may have taken a later one out (nested
        // matches of `targets`): those are left alone.
        for element in targets where DocumentWalk.isConnected(element, to: document) {
            apply(action, to: element, edit: &edit, children: &children)
        }
        children.forget(edit.changes, except: addsChildren ? targets : [])
        return edit.changes
    }

    private static func apply(_ action: StreamAction, to element: Element, edit: inout DOMEdit,
                              children: inout TargetChildrenByID) {
        switch action.kind {
        case .append:
            let content = action.content()
            edit.append(content, to: element)
            children.noteInserted(content, into: element)
        case .prepend:
            let content = action.content()
            edit.insert(content, into: element, at: 0)
            children.noteInserted(content, into: element)
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
    private static func removeDuplicateChildren(of targets: [Element], ids: Set<String>, edit: inout DOMEdit,
                                                children: inout TargetChildrenByID) {
        guard !ids.isEmpty else { return }
        for target in targets {
            for child in children.children(of: target, withIDs: ids) { edit.remove(child) }
        }
    }
}
