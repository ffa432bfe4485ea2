import HTML
import Render
import UI

/// `{"snapshot":true}` (docs/drive.md, "Snapshots"): the shown page's DOM
/// as HTML, for a client to query with its own XPath and CSS engines (the
/// Capybara driver uses Nokogiri) instead of a round trip per question.
///
/// Each element carries its handle (`data-turbo-tui-node`, `NodeHandles`),
/// the root of each part the screen does not show carries
/// `data-turbo-tui-hidden` (the `hidden` attribute, `display: none` from a
/// style attribute or the page's style sheet, a closed `<details>` past its
/// summary, `<head>` and the like: what the renderer leaves out), and form
/// controls carry what the user did rather than what the markup said: a
/// typed `value`, `checked` as ticked, `selected` as chosen, a text box's
/// text. A client reading it as it reads a page (rack_test's way) sees the
/// page as the screen shows it.
package struct DOMSnapshot {
    package static let handleAttribute = "data-turbo-tui-node"
    package static let hiddenAttribute = "data-turbo-tui-hidden"

    private let page: DriverPage
    private let handles: NodeHandles
    private let live: LiveSelectorContext
    private let styleSheet: StyleSheet
    private var output = ""

    package init(page: DriverPage, handles: NodeHandles) {
        self.page = page
        self.handles = handles
        live = LiveSelectorContext(page.view)
        styleSheet = StyleSheet(document: page.document)
    }

    /// The serialized document.
    package static func html(of page: DriverPage, handles: NodeHandles) -> String {
        var snapshot = DOMSnapshot(page: page, handles: handles)
        snapshot.write()
        return snapshot.output
    }

    private enum Step {
        /// `shownAbove`: no ancestor carries the hidden mark. `cut`: a closed
        /// details' child other than its summary.
        case open(Node, shownAbove: Bool, cut: Bool)
        case close(String)
    }

    private mutating func write() {
        // An explicit stack, as `OuterHTML` has: deep pages must not exhaust the thread's stack.
        var pending: [Step] = page.document.children.reversed().map { .open($0, shownAbove: true, cut: false) }
        var chosenOptions = Set<ObjectIdentifier>()
        while let step = pending.popLast() {
            switch step {
            case .close(let name):
                output += "</\(name)>"
            case .open(let node, let shownAbove, let cut):
                switch node {
                case let text as TextNode:
                    let raw = (text.parent as? Element).map { OuterHTML.rawText.contains($0.name) } ?? false
                    output += raw ? text.text : OuterHTML.escape(text.text, inAttribute: false)
                case let comment as Comment:
                    output += "<!--\(comment.data)-->"
                case let doctype as DocumentType:
                    output += "<!DOCTYPE \(doctype.name.isEmpty ? "html" : doctype.name)>"
                case let element as Element:
                    let hidden = shownAbove && (cut || isHidden(element))
                    if element.name == "select" {
                        for option in live.selectedOptions(in: element) { chosenOptions.insert(ObjectIdentifier(option)) }
                    }
                    open(element, hidden: hidden, chosen: chosenOptions)
                    guard !OuterHTML.void.contains(element.name) else { continue }
                    pending.append(.close(element.name))
                    if element.name == "textarea" {
                        let value = live.value(of: element)
                        // A parser drops a text box's first line break, so one that starts with its own gets another (HTML's serializer rule).
                        output += (value.first?.isNewline == true ? "\n" : "") + OuterHTML.escape(value, inAttribute: false)
                        continue
                    }
                    let closed = element.name == "details" && !element.hasAttribute("open")
                    let summary = closed ? element.childElements.first { $0.name == "summary" } : nil
                    for child in element.children.reversed() {
                        pending.append(.open(child, shownAbove: shownAbove && !hidden, cut: closed && child !== summary))
                    }
                default:
                    break
                }
            }
        }
    }

    /// The start tag, with the handle, the hidden mark and the live state.
    private mutating func open(_ element: Element, hidden: Bool, chosen: Set<ObjectIdentifier>) {
        output += "<" + element.name
        let state = LiveAttributes(element, live: live, chosen: chosen)
        for attribute in element.attributes where !state.replaces(attribute.name) {
            output += " \(attribute.name)=\"\(OuterHTML.escape(attribute.value, inAttribute: true))\""
        }
        for (name, value) in state.added {
            output += " \(name)=\"\(OuterHTML.escape(value, inAttribute: true))\""
        }
        output += " \(Self.handleAttribute)=\"\(handles.handle(of: element, in: page.document))\""
        if hidden { output += " \(Self.hiddenAttribute)" }
        output += ">"
    }

    /// What the renderer leaves out (`LayoutWalk.visit`).
    private func isHidden(_ element: Element) -> Bool {
        if HiddenContent.isHidden(element) { return true }
        guard !styleSheet.isEmpty || element.hasAttribute("style") else { return false }
        return styleSheet.declarations(for: element).hidden == true
    }
}
