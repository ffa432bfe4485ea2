/// Lays out a document as styled lines for one width. Independent of any
/// terminal: the dump prints its lines and the UI draws them.
public struct PageRenderer {
    public let options: RenderOptions

    public init(options: RenderOptions) {
        self.options = options
    }

    public func render(_ document: Document) -> RenderedPage {
        let baseURL = BaseURL.of(document, fallback: options.baseURL)
        let context = LayoutContext(options: options, styleSheet: StyleSheet(document: document))
        let targets = PageTargets(baseURL: baseURL)
        var walk = LayoutWalk(context: context, targets: targets, width: options.width)
        if let root = document.documentElement {
            walk.visit(root, style: .plain, link: nil)
        }
        let lines = walk.finish()
        targets.locateFields(in: lines)
        return RenderedPage(title: TerminalSafeText.sanitize(document.title), lines: lines,
                            links: targets.links, fields: targets.fields, width: options.width)
    }
}
