import FoundationEssentials
import HTML

/// Lays out a document as styled lines for one width. Independent of any
/// terminal: the dump prints its lines and the UI draws them.
package struct PageRenderer {
    package let options: RenderOptions

    package init(options: RenderOptions) {
        self.options = options
    }

    package func render(_ document: Document) -> RenderedPage {
        layOut(document, recorder: nil).page
    }

    /// The page with its lines handed to `sink` as they are finished, for
    /// a caller that writes them out and needs not keep them (`--dump`):
    /// the page keeps only the lines `sink` was not given, which follow
    /// those it was, and its fields are not located on the lines.
    package func render(_ document: Document, handingLinesTo sink: LineSink) -> RenderedPage {
        layOut(document, context: LayoutContext(options: options, styleSheet: StyleSheet(document: document)),
               baseURL: BaseURL.of(document, fallback: options.baseURL), recorder: nil, lineSink: sink).page
    }

    /// The page, and the blank lines trimmed from its end: an incremental
    /// layout (with a recorder) keeps them, since its records count them;
    /// and the `<label>`s, by the number their text's style carries.
    package func layOut(_ document: Document, recorder: LayoutRecorder?) -> PageLayout {
        layOut(document, context: LayoutContext(options: options, styleSheet: StyleSheet(document: document)),
               baseURL: BaseURL.of(document, fallback: options.baseURL), recorder: recorder)
    }

    package func layOut(_ document: Document, context: LayoutContext, baseURL: URL?, recorder: LayoutRecorder?,
                        lineSink: LineSink? = nil) -> PageLayout {
        let targets = PageTargets(baseURL: baseURL, isPrintOnly: options.isPrintOnly)
        var walk = LayoutWalk(context: context, targets: targets, width: options.width)
        walk.recorder = recorder
        walk.lineSink = lineSink
        if let root = document.documentElement {
            walk.visit(root, style: .plain, link: nil)
        }
        let trimmed = recorder == nil ? [] : Array(walk.newLines.reversed().prefix { $0.isBlank }.reversed())
        let lines = walk.finish()
        if lineSink == nil { targets.locateFields(in: lines) }
        var page = RenderedPage(title: TerminalSafeText.sanitize(document.title), lines: lines,
                                links: targets.links, fields: targets.fields, width: options.width,
                                notices: PageNotice.notices(for: document, flattenedTables: targets.flattenedTables))
        if options.isPrintOnly {
            page.linkReferences = targets.references
            page.linkResolver = targets.resolver
        }
        return PageLayout(page: page, trimmed: trimmed, labels: targets.labels)
    }
}
