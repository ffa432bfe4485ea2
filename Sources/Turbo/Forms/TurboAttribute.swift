import HTML
/// Turbo's `getAttribute(name, ...elements)`: the value on the first element
/// that has the attribute at all (even empty), so a submitter's attribute
/// hides its form's.
package enum TurboAttribute {
    package static func first(_ name: String, on elements: [Element?]) -> String? {
        for element in elements {
            if let value = element?.attribute(name) { return value }
        }
        return nil
    }

    /// Turbo's `a || b` reading: the first non-empty value.
    package static func nonEmpty(_ name: String, on elements: [Element?]) -> String? {
        elements.lazy.compactMap { $0?.attribute(name) }.first(where: { !$0.isEmpty })
    }

    package static func isPresent(_ name: String, on elements: [Element?]) -> Bool {
        elements.contains { $0?.hasAttribute(name) == true }
    }

    /// `data-turbo-action`, taken only when it names an action.
    package static func visitAction(on elements: [Element?]) -> VisitAction? {
        first("data-turbo-action", on: elements).flatMap(VisitAction.init(rawValue:))
    }

    /// Turbo drive is off for an element inside the nearest `[data-turbo]`
    /// that says "false".
    package static func drivesTurbo(_ element: Element) -> Bool {
        let holder = element.hasAttribute("data-turbo") ? element : element.closestAncestor(where: { $0.hasAttribute("data-turbo") })
        return holder?.attribute("data-turbo") != "false"
    }
}
