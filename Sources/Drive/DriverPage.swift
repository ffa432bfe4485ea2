import FoundationEssentials
import HTML
import Render
import UI

/// The page commands read and act on: the one on top of the active stack
/// (the modal's while a modal is shown), with its current DOM (after
/// streams, morphs and frames) and its layout.
package struct DriverPage {
    package let view: PageView
    package let document: Document
    /// The driver's screen width: `text` draws at it, as `--dump --width` would.
    package let width: Int

    package init(_ state: BrowserState) throws(DriverError) {
        guard let view = state.activePage else { throw DriverError("No page is shown yet: visit one first.") }
        guard let document = view.shownDocument else {
            throw DriverError("The shown page is an error view with no document (\(view.url.absoluteString)).")
        }
        self.view = view
        self.document = document
        width = state.size.columns
    }

    package var rendered: RenderedPage { view.rendered }

    package func matches(_ selector: PageSelector) -> [Element] {
        selector.matches(in: document, context: LiveSelectorContext(view))
    }

    /// The first match; none is an error, as a typo must not pass.
    package func first(_ selector: PageSelector) throws(DriverError) -> Element {
        guard let element = matches(selector).first else { throw Self.nothingMatches(selector) }
        return element
    }

    package static func nothingMatches(_ selector: PageSelector) -> DriverError {
        DriverError("Nothing on the shown page matches \"\(selector.text)\".")
    }

    /// The text as `--dump --no-references` draws it at the driver's width:
    /// of the whole page, or of one element laid out alone.
    package func dumpText(of element: Element? = nil) -> String {
        var source = document
        if let element, let copy = NodeTwins(copying: element).copy as? Element {
            source = Document.withBody([copy])
        }
        let page = PageRenderer(options: RenderOptions(width: width, numberLinks: false, baseURL: view.url)).render(source)
        var text = DumpFormatter.format(page, references: false)
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }

    /// The shown page's text, each run of white space one space, so a
    /// phrase is found whatever line breaks the layout put in it.
    package var searchableText: String { Self.normalized(rendered.text) }

    package static func normalized(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Whether the page shows `text` (white space compared as one space).
    package func shows(_ text: String) -> Bool {
        searchableText.contains(Self.normalized(text))
    }
}
