import HTML

/// Random Turbo Stream messages over a page: every action kind, on random
/// elements that carry an id, with content mixing text, inline elements,
/// links, blocks, lists, tables, preformatted text and form fields. New
/// content carries ids too, so later actions change it again.
struct RandomStreamActions {
    static let kinds = ["append", "prepend", "before", "after", "replace", "update", "remove"]

    private(set) var random: SeededRandom
    private var serial = 0

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// Gives `count` elements of the page (not `html`, `head` or `body`)
    /// an id, so that actions reach every part of it.
    mutating func markTargets(in document: Document, count: Int) {
        let elements = document.descendantElements.filter { !["html", "head", "body"].contains($0.name) }
        guard !elements.isEmpty else { return }
        for _ in 0..<count {
            let element = elements[Int.random(in: 0..<elements.count, using: &random)]
            if element.id == nil { element.setAttribute("id", "t\(nextSerial())") }
        }
    }

    /// One message on a random element with an id that is on the page.
    mutating func message(for document: Document) -> String? {
        let targets = document.body?.descendantElements.filter { ($0.id.map { !$0.isEmpty && !$0.contains("\"") }) ?? false } ?? []
        guard !targets.isEmpty else { return nil }
        let target = targets[Int.random(in: 0..<targets.count, using: &random)]
        let id = target.id ?? ""
        if Int.random(in: 0..<5, using: &random) == 0 { return morphInPlace(target, id: id) }
        let kind = Self.kinds[Int.random(in: 0..<Self.kinds.count, using: &random)]
        let morph = (kind == "replace" || kind == "update") && Int.random(in: 0..<4, using: &random) == 0
        let content = kind == "remove" ? "" : self.content(depth: 0)
        return "<turbo-stream action=\"\(kind)\" target=\"\(id)\"\(morph ? " method=\"morph\"" : "")>"
            + "<template>\(content)</template></turbo-stream>"
    }

    /// A morph that keeps the target (same tag and id) and changes its
    /// attributes (what hides it, styles it, numbers it, links it) and its
    /// children, so attribute and text changes reach the layout.
    private mutating func morphInPlace(_ target: Element, id: String) -> String {
        let choices = ["hidden", "class=\"quiet\"", "style=\"display: none\"", "style=\"font-weight: bold\"",
                       "aria-hidden=\"true\"", "value=\"7\"", "start=\"3\"", "reversed", "type=\"a\"", "href=\"/moved\"",
                       "colspan=\"2\"", "disabled", "open"]
        let attributes = (0..<Int.random(in: 0...2, using: &random)).map { _ in choices[Int.random(in: 0..<choices.count, using: &random)] }
        let keepText = random.flip()
        let inner = keepText ? target.textContent.replacingOccurrences(of: "<", with: "&lt;") : content(depth: 1)
        let method = random.flip() ? "replace" : "update"
        if method == "update" {
            return "<turbo-stream action=\"update\" method=\"morph\" target=\"\(id)\"><template>\(inner)</template></turbo-stream>"
        }
        return "<turbo-stream action=\"replace\" method=\"morph\" target=\"\(id)\"><template><\(target.name) id=\"\(id)\" "
            + attributes.joined(separator: " ") + ">\(inner)</\(target.name)></template></turbo-stream>"
    }

    private mutating func content(depth: Int) -> String {
        let parts = Int.random(in: 0...3, using: &random)
        return (0..<parts).map { _ in piece(depth: depth) }.joined(separator: random.flip() ? " " : "")
    }

    private mutating func piece(depth: Int) -> String {
        let id = "n\(nextSerial())"
        let inner = depth < 2 ? content(depth: depth + 1) : "leaf \(id)"
        switch Int.random(in: 0..<18, using: &random) {
        case 16: return "<label id=\"\(id)\">label \(id) <input name=\"\(id)\" value=\"in label\"></label>"
        case 17: return "<label id=\"\(id)\" for=\"\(forTarget())\">label for \(inner)</label>"
        case 0: return "text \(id) with some words to wrap around the line"
        case 1: return "<b id=\"\(id)\">bold \(inner)</b>"
        case 2: return "<a id=\"\(id)\" href=\"/\(id)\">link \(inner)</a>"
        case 3: return "<p id=\"\(id)\">paragraph \(id) \(inner)</p>"
        case 4: return "<div id=\"\(id)\">\(inner)</div>"
        case 5: return "<ul id=\"\(id)\"><li id=\"\(id)a\">\(inner)</li><li>two</li></ul>"
        case 6: return "<ol id=\"\(id)\" start=\"9\"><li>\(inner)</li><li id=\"\(id)b\">ten</li></ol>"
        case 7: return "<li id=\"\(id)\">item \(inner)</li>"
        case 8: return "<table id=\"\(id)\" border=\"1\"><tr><td>\(id)</td><td>\(inner)</td></tr></table>"
        case 9: return "<pre id=\"\(id)\">  kept\n\tspaces \(id)</pre>"
        case 10: return "<input id=\"\(id)\" name=\"\(id)\" value=\"v\">"
        case 11: return "<br>"
        case 12: return "<hr id=\"\(id)\">"
        case 13: return "<h3 id=\"\(id)\">heading <a href=\"#\(id)\">#</a></h3>"
        case 14: return "<span id=\"\(id)\" hidden>hidden \(inner)</span>"
        default: return "<blockquote id=\"\(id)\">\(inner)</blockquote>"
        }
    }

    /// An id a `for` may name: a field made earlier, or one of the page's.
    private mutating func forTarget() -> String {
        serial > 3 && random.flip() ? "n\(Int.random(in: 1..<serial, using: &random))" : "i1"
    }

    private mutating func nextSerial() -> Int {
        serial += 1
        return serial
    }
}

extension SeededRandom {
    mutating func flip() -> Bool { Bool.random(using: &self) }
}
