import HTML

/// What a command acts on: a CSS selector (`"click":"#save"`), or an
/// element handle from a snapshot (`"click":{"node":12}`, `NodeHandles`).
package enum DriverTarget: Equatable {
    case css(String)
    case node(Int)

    /// The elements named on `page`, in document order, and how an error
    /// quotes them. A selector matching nothing is an error; a stale handle
    /// is the `stale_element` error.
    package func resolve(on page: DriverPage, handles: NodeHandles) throws(DriverError) -> NamedElements {
        switch self {
        case .css(let text):
            let selector = try PageSelector(text)
            let matches = page.matches(selector)
            guard !matches.isEmpty else { throw DriverPage.nothingMatches(selector) }
            return NamedElements(quoted: text, elements: matches)
        case .node(let handle):
            let element = try handles.element(handle, on: page.document)
            return NamedElements(quoted: "node \(handle) (<\(element.name)>)", elements: [element])
        }
    }
}

/// A command's target found on the page: never empty.
package struct NamedElements {
    /// What the command named, for its errors: the selector, or the handle and its tag.
    package let quoted: String
    package let elements: [Element]

    package var first: Element { elements[0] }
}

/// A selector written in place: `.click("#save")`.
extension DriverTarget: ExpressibleByStringLiteral {
    package init(stringLiteral text: String) {
        self = .css(text)
    }
}
