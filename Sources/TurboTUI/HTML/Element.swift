/// An HTML element. `name` is the lowercase tag name as written, so custom
/// elements such as `turbo-frame` keep theirs.
public final class Element: Node {
    public let name: String
    public internal(set) var attributes: [Attribute]

    public init(name: String, attributes: [Attribute] = []) {
        self.name = name
        self.attributes = attributes
    }

    public func attribute(_ name: String) -> String? {
        attributes.first(where: { $0.name == name })?.value
    }

    public func hasAttribute(_ name: String) -> Bool {
        attributes.contains(where: { $0.name == name })
    }

    public func setAttribute(_ name: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append(Attribute(name: name, value: value))
        }
    }

    public func removeAttribute(_ name: String) {
        attributes.removeAll(where: { $0.name == name })
    }

    public var id: String? { attribute("id") }

    public var childElements: [Element] { children.compactMap { $0 as? Element } }
}

public struct Attribute: Equatable, Sendable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
