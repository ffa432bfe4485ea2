import HTML
import Render
/// What the browser made of an element a command names: the link or field
/// a key or a click reaches it by. An element inside a link or a button
/// counts as it (a click on a `<span>` in a link follows the link); a
/// `<label>` reaches its field. Nothing drawn (hidden, or not a target): nil.
package enum ClickTarget: Equatable {
    case link(Int)
    case field(Int)
    case label(field: Int)

    package static func find(_ element: Element, in page: RenderedPage) -> ClickTarget? {
        var controls = LabelControls()
        var node: Element? = element
        while let current = node {
            if let field = drawnField(current, in: page) { return .field(field) }
            if let link = page.links.firstIndex(where: { $0.element === current }) { return .link(link) }
            if current.name == "label", let control = controls.control(of: current),
               let field = drawnField(control, in: page) {
                return .label(field: field)
            }
            node = current.parent as? Element
        }
        return nil
    }

    /// The field drawn for `element`; a field with no region on the page is not shown.
    package static func drawnField(_ element: Element, in page: RenderedPage) -> Int? {
        page.fields.firstIndex { $0.element === element && $0.width > 0 }
    }
}
