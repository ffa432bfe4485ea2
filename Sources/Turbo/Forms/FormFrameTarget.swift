import HTML
/// Where a form's answer goes (turbo-wire Fr2): the page, or a
/// `<turbo-frame>` named by `data-turbo-frame` (submitter first, then the
/// form), else by the enclosing frame's `target`, else the enclosing frame.
/// `_top` means the page, `_self` the enclosing frame, `_parent` the frame
/// around the enclosing one (the page when there is none), as for links.
package enum FormFrameTarget: Equatable, Sendable {
    case page
    case frame(id: String)

    package init(form: Element, submitter: Element?) {
        var explicit = TurboAttribute.nonEmpty("data-turbo-frame", on: [submitter, form])
        let enclosing = form.closestAncestor(where: { $0.name == "turbo-frame" })
        switch explicit {
        case "_self": explicit = enclosing?.id ?? "_top"
        case "_parent": explicit = enclosing?.closestAncestor(where: { $0.name == "turbo-frame" })?.id ?? "_top"
        default: break
        }
        let chosen = explicit ?? enclosing.map { frame in
            frame.attribute("target").flatMap { $0.isEmpty || $0 == "_self" || $0 == "_parent" ? nil : $0 } ?? frame.id ?? ""
        }
        guard let chosen, !chosen.isEmpty, chosen != "_top" else {
            self = .page
            return
        }
        self = .frame(id: chosen)
    }

    package var frameID: String? {
        if case .frame(let id) = self { return id }
        return nil
    }
}
