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
    /// A `<label>` of a checkbox or radio button the page does not draw: a
    /// control styled away with CSS, its label drawn in its place (a common
    /// way to style them). A click on the label still changes it, as in a browser.
    case labelOfHiddenToggle(Element)

    package static func == (lhs: ClickTarget, rhs: ClickTarget) -> Bool {
        switch (lhs, rhs) {
        case (.link(let a), .link(let b)), (.field(let a), .field(let b)), (.label(let a), .label(let b)): a == b
        case (.labelOfHiddenToggle(let a), .labelOfHiddenToggle(let b)): a === b
        default: false
        }
    }

    package static func find(_ element: Element, in page: RenderedPage) -> ClickTarget? {
        var controls = LabelControls()
        var node: Element? = element
        while let current = node {
            if let field = drawnField(current, in: page) { return .field(field) }
            if let link = page.links.firstIndex(where: { $0.element === current }) { return .link(link) }
            if current.name == "label", let control = controls.control(of: current) {
                if let field = drawnField(control, in: page) { return .label(field: field) }
                if control.name == "input", ["checkbox", "radio"].contains(control.attribute("type")?.lowercased() ?? "") {
                    return .labelOfHiddenToggle(control)
                }
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
