/// The namespaces of the foreign attributes the parser adjusts (HTML
/// §13.2.6.5, "adjust foreign attributes": `xlink:href`, `xml:lang`, `xmlns`).
///
/// An attribute does not store its namespace (`Attribute`): the parser gives
/// one to exactly these names on an SVG or MathML element, so the name and
/// the element tell it. An attribute set through the DOM with one of these
/// names would have none in a browser; here it reads as adjusted, which
/// only html5lib's tree format (`TreeDump`) would print differently.
package enum AttributeNamespace: Sendable {
    case xlink
    case xml
    case xmlns

    /// The prefix html5lib's tree format prints (`xlink href`).
    package var prefix: String {
        switch self {
        case .xlink: "xlink"
        case .xml: "xml"
        case .xmlns: "xmlns"
        }
    }

    /// The namespace of the attribute `name` on an element of `elementNamespace`:
    /// nil on an HTML element, and for every name but the adjusted ones.
    package static func ofAttribute(named name: String, on elementNamespace: ElementNamespace) -> AttributeNamespace? {
        guard elementNamespace != .html, name.utf8.first == UInt8(ascii: "x") else { return nil }
        return adjusted[name]
    }

    private static let adjusted: [String: AttributeNamespace] = [
        "xlink:actuate": .xlink, "xlink:arcrole": .xlink, "xlink:href": .xlink, "xlink:role": .xlink,
        "xlink:show": .xlink, "xlink:title": .xlink, "xlink:type": .xlink,
        "xml:lang": .xml, "xml:space": .xml, "xmlns": .xmlns, "xmlns:xlink": .xmlns,
    ]
}
