/// A tree in the format of html5lib's tree-construction tests
/// (`| <html>`, two spaces a level, sorted attributes, `"text"`,
/// `<!-- comment -->`, `content` for a template's content): what
/// `turbo-tui tree` prints and what the conformance tests compare.
package enum TreeDump {
    /// The lines for these nodes (a document's children or a fragment's), each ending in a newline.
    package static func format(_ nodes: [Node]) -> String {
        var output = ""
        var pending: [(node: Node, depth: Int)] = nodes.reversed().map { ($0, 0) }
        while let (node, depth) = pending.popLast() {
            var childDepth = depth + 1
            switch node {
            case let element as Element:
                line("<\(qualifiedName(element))>", depth, &output)
                let attributes = element.attributes.map { (attributeName($0, on: element), $0.value) }
                    .sorted { $0.0.utf16.lexicographicallyPrecedes($1.0.utf16) }
                for (name, value) in attributes { line("\(name)=\"\(value)\"", depth + 1, &output) }
                if element.isHTML(.template) {
                    line("content", depth + 1, &output)
                    childDepth += 1
                }
            case let text as TextNode:
                line("\"\(text.text)\"", depth, &output)
            case let comment as Comment:
                line("<!-- \(comment.data) -->", depth, &output)
            case let doctype as DocumentType:
                if doctype.publicIdentifier.isEmpty, doctype.systemIdentifier.isEmpty {
                    line("<!DOCTYPE \(doctype.name)>", depth, &output)
                } else {
                    line("<!DOCTYPE \(doctype.name) \"\(doctype.publicIdentifier)\" \"\(doctype.systemIdentifier)\">", depth, &output)
                }
            default:
                break
            }
            for child in node.children.reversed() { pending.append((child, childDepth)) }
        }
        return output
    }

    private static func line(_ text: String, _ depth: Int, _ output: inout String) {
        output += "| "
        output += String(repeating: "  ", count: depth)
        output += text
        output += "\n"
    }

    private static func qualifiedName(_ element: Element) -> String {
        switch element.namespace {
        case .html: element.name
        case .svg: "svg \(element.name)"
        case .mathml: "math \(element.name)"
        }
    }

    /// `xlink:href` in the xlink namespace prints as `xlink href`.
    private static func attributeName(_ attribute: Attribute, on element: Element) -> String {
        guard let namespace = AttributeNamespace.ofAttribute(named: attribute.name, on: element.namespace) else {
            return attribute.name
        }
        let local = attribute.name.split(separator: ":", maxSplits: 1).last.map(String.init) ?? attribute.name
        return "\(namespace.prefix) \(local)"
    }
}
