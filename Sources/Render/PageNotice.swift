import HTML
/// What a page loses to the limits that keep every page cheap (issue 14), told
/// to the reader as the body limit is: `--dump` prints it on standard error, the
/// browser in the status line when the page is shown. The page itself is drawn
/// with nothing added, so its lines, links and fields stay the page's own.
package enum PageNotice {
    package static let deepNesting = "this page nests elements deeper than \(HTMLParser.maximumDepth) levels: "
        + "what lies deeper is shown at that level"
    package static let deepTables = "tables nested more than \(LayoutContext.maximumTableDepth) deep are shown as plain blocks"

    package static func notices(for document: Document, flattenedTables: Bool) -> [String] {
        (document.wasDepthCapped ? [deepNesting] : []) + (flattenedTables ? [deepTables] : [])
    }
}
