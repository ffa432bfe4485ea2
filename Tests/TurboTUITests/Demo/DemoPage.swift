import Foundation
import HTML

/// Facts picked out of the demo's HTML, parsed with turbo-tui's own parser.
enum DemoPage {
    static func metaContent(_ name: String, in html: String) -> String? {
        elements("meta", in: html).first { $0.attribute("name") == name }?.attribute("content")
    }

    static func elements(_ name: String, in html: String) -> [Element] {
        HTMLParser.parse(html).descendantElements.filter { $0.name == name }
    }

    static func element(id: String, in html: String) -> Element? {
        HTMLParser.parse(html).firstDescendant { $0.attribute("id") == id }
    }
}
