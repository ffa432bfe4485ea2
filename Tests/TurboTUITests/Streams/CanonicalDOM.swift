import HTML
import Turbo

/// A small canonical text of a tree for before/after expectations:
/// elements as `<tag a="v">…</tag>`, text as it is.
enum CanonicalDOM {
    static func text(of node: Node) -> String {
        var result = ""
        write(node, into: &result)
        return result
    }

    /// The body's children, the part of a page tests care about.
    static func body(_ document: Document) -> String {
        document.body.map { $0.children.map(text(of:)).joined() } ?? ""
    }

    private static func write(_ node: Node, into result: inout String) {
        switch node {
        case let text as TextNode:
            result += text.text
        case let element as Element:
            result += "<\(element.name)"
            for attribute in element.attributes { result += " \(attribute.name)=\"\(attribute.value)\"" }
            result += ">"
            for child in element.children { write(child, into: &result) }
            result += "</\(element.name)>"
        default:
            for child in node.children { write(child, into: &result) }
        }
    }

    /// Runs one stream message on a page and gives the body afterwards.
    static func apply(_ streams: String, to page: String) -> (body: String, outcome: StreamOutcome) {
        let document = HTMLParser.parse(page)
        let outcome = StreamProcessor.apply(StreamMessage(html: streams), to: document)
        return (body(document), outcome)
    }
}
