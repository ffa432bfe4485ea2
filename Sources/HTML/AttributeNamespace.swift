/// The namespaces of the foreign attributes the parser adjusts (HTML
/// §13.2.6.5, "adjust foreign attributes": `xlink:href`, `xml:lang`, `xmlns`).
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
}
