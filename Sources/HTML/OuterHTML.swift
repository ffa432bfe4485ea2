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

    /// HTML's escaping of text and attribute values: `&`, U+00A0, and `"` in
    /// an attribute or `<` `>` in text. It works on the UTF-8 bytes (every
    /// byte it looks for is ASCII, or U+00A0's C2 A0) and copies the runs
    /// between them whole: a snapshot escapes every text of the page, and
    /// walking grapheme clusters made it the slowest part of `drive`'s snapshot.
    package static func escape(_ text: String, inAttribute: Bool) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.contains(where: { needsLook($0, inAttribute: inAttribute) }) else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 16)
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let replacement: StaticString?
                var width = 1
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "\""): replacement = inAttribute ? "&quot;" : nil
                case UInt8(ascii: "<"): replacement = inAttribute ? nil : "&lt;"
                case UInt8(ascii: ">"): replacement = inAttribute ? nil : "&gt;"
                case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0:
                    replacement = "&nbsp;"
                    width = 2
                default: replacement = nil
                }
                if let replacement {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    output.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                    index += width
                    runStart = index
                } else {
                    index += 1
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
            return String(decoding: output, as: UTF8.self)
        } ?? text
    }

    /// A byte that may start something `escape` replaces.
    private static func needsLook(_ byte: UInt8, inAttribute: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), 0xC2: return true
        case UInt8(ascii: "\""): return inAttribute
        case UInt8(ascii: "<"), UInt8(ascii: ">"): return !inAttribute
        default: return false
        }
    }
}
