/// One `[attr]`, `[attr=v]`, `[attr~=v]`, `[attr^=v]`, `[attr$=v]` or
/// `[attr*=v]` test, with values compared case-sensitively as in HTML.
package struct AttributeCondition: Equatable, Sendable {
    package enum Operator: String, Sendable {
        case exists = ""
        case equals = "="
        case containsWord = "~="
        case hasPrefix = "^="
        case hasSuffix = "$="
        case contains = "*="
    }

    package let name: String
    package let op: Operator
    package let value: String

    package func matches(_ element: Element) -> Bool {
        guard let actual = element.attribute(name) else { return false }
        switch op {
        case .exists: return true
        case .equals: return actual == value
        case .containsWord: return !value.isEmpty && actual.split(whereSeparator: \.isHTMLWhitespace).contains { $0 == value }
        // An empty value matches nothing for these three, as in CSS.
        case .hasPrefix: return !value.isEmpty && actual.hasPrefix(value)
        case .hasSuffix: return !value.isEmpty && actual.hasSuffix(value)
        case .contains: return !value.isEmpty && actual.contains(value)
        }
    }
}
