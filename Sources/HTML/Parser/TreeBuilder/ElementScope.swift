/// The kinds of "has an element in scope" (HTML §13.2.4.2): each stops its
/// search at a different set of elements.
package enum ElementScope {
    case normal
    case listItem
    case button
    case table
    case select

    private static let normalHTML: TagSet =
        .applet | .caption | .html | .table | .td | .th | .marquee | .object | .template
    private static let tableHTML: TagSet = .html | .table | .template

    /// Whether `element` ends the search of this scope.
    package func isBoundary(_ element: Element) -> Bool {
        switch self {
        case .table:
            return element.namespace == .html && Self.tableHTML.contains(element.tag)
        case .select:
            return !(element.isHTML(.optgroup) || element.isHTML(.option))
        case .normal, .listItem, .button:
            switch element.namespace {
            case .html:
                if Self.normalHTML.contains(element.tag) { return true }
                if self == .listItem { return element.tag == .ol || element.tag == .ul }
                return self == .button && element.tag == .button
            case .mathml:
                return ForeignElements.isMathMLTextIntegrationPoint(element) || element.tag == .annotationXML
            case .svg:
                return element.tag == .foreignObject || element.tag == .desc || element.tag == .title
            }
        }
    }
}
