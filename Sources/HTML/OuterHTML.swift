/// HTML's fragment serialization of one element and what is below it
/// (`outerHTML`): void elements have no end tag, the text of raw-text
/// elements is written as it is, other text and attribute values escaped.
package enum OuterHTML {
    package static let void: Set<String> = ["area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr",
                                            "img", "input", "keygen", "link", "meta", "param", "source", "track", "wbr"]
    package static let rawText: Set<String> = ["style", "script", "xmp", "iframe", "noembed", "noframes", "plaintext"]

    /// A whole document: its doctype, then each top-level node (HTML's
    /// serialization of a document).
    package static func ofDocument(_ document: Document) -> String {
        var output = ""
        for node in document.childNodes {
            switch node {
            case let doctype as DocumentType: output += "<!DOCTYPE \(doctype.name)>"
            case let element as Element: output += of(element)
            case let comment as Comment: output += "<!--\(comment.data)-->"
            default: break
            }
        }
        return output
    }

    package static func of(_ element: Element) -> String {
        var output = ""
        // An explicit stack, as `DocumentWalk` does: deep pages must not exhaust the thread's stack.
        var pending: [Step] = [.open(element)]
        while let step = pending.popLast() {
            switch step {
            case .close(let name):
                output += "</\(name)>"
            case .open(let node):
                if let text = node as? TextNode {
                    let raw = (text.parent as? Element).map { rawText.contains($0.name) } ?? false
                    output += raw ? text.text : escape(text.text, inAttribute: false)
                } else if let element = node as? Element {
                    output += "<" + element.name
                    for attribute in element.attributes {
                        output += " \(attribute.name)=\"\(escape(attribute.value, inAttribute: true))\""
                    }
                    output += ">"
                    guard !void.contains(element.name) else { continue }
                    pending.append(.close(element.name))
                    pending += element.children.reversed().map(Step.open)
                }
            }
        }
        return output
    }

    private enum Step {
        case open(Node)
        case close(String)
    }

    package static func escape(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "\u{A0}": result += "&nbsp;"
            case "\"" where inAttribute: result += "&quot;"
            case "<" where !inAttribute: result += "&lt;"
            case ">" where !inAttribute: result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
