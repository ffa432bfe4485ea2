/// An element. `name` is the lowercase tag name as written for HTML, so
/// custom elements such as `turbo-frame` keep theirs; SVG elements keep the
/// case the parser adjusts them to (`foreignObject`, HTML §13.2.6.5).
package final class Element: ParentNode {
    package let name: String
    package let namespace: ElementNamespace
    /// `name` looked up once, for the tree builder's many comparisons.
    package let tag: TagName
    /// Whether the tree builder has this element on its stack of open
    /// elements: answers "is it in the stack?" in constant time, which keeps
    /// the adoption agency and formatting reconstruction linear on deep stacks.
    package var isOpenInParser = false
    package internal(set) var attributes: [Attribute]

    package init(name: String, attributes: [Attribute] = []) {
        self.name = name
        self.namespace = .html
        self.tag = TagName(name)
        self.attributes = attributes
    }

    package init(name: String, namespace: ElementNamespace, attributes: [Attribute] = []) {
        self.name = name
        self.namespace = namespace
        self.tag = TagName(name)
        self.attributes = attributes
    }

    /// An HTML element whose tag the caller already looked up.
    package init(name: String, tag: TagName, namespace: ElementNamespace, attributes: [Attribute]) {
        self.name = name
        self.namespace = namespace
        self.tag = tag
        self.attributes = attributes
    }

    /// Whether this is the HTML element `tag` (not an SVG or MathML one of that name).
    package func isHTML(_ tag: TagName) -> Bool {
        self.tag == tag && namespace == .html
    }

    package func attribute(_ name: String) -> String? {
        attributes.first(where: { $0.name == name })?.value
    }

    package func hasAttribute(_ name: String) -> Bool {
        attributes.contains(where: { $0.name == name })
    }

    package func setAttribute(_ name: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append(Attribute(name: name, value: value))
        }
    }

    package func removeAttribute(_ name: String) {
        attributes.removeAll(where: { $0.name == name })
    }

    package var id: String? { attribute("id") }

    package var childElements: [Element] { childNodes.compactMap { $0 as? Element } }
}

package struct Attribute: Equatable, Sendable {
    /// The qualified name: `xlink:href` keeps its prefix.
    package var name: String
    package var value: String
    /// Set only on the foreign attributes the parser adjusts (`xlink:href`
    /// on SVG, HTML §13.2.6.5); nil for every HTML attribute.
    package var namespace: AttributeNamespace?

    package init(name: String, value: String, namespace: AttributeNamespace? = nil) {
        self.name = name
        self.value = value
        self.namespace = namespace
    }
}
