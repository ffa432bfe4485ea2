import Base
import HTML
/// One pass over a tree (a page, or one table cell), feeding a line composer.
/// A struct, not a class: the composer is mutated for every word, and a
/// class's stored property would pay a dynamic exclusivity check each time.
package struct LayoutWalk {
    package let context: LayoutContext
    package let targets: PageTargets
    private var composer: LineComposer
    private var lists: [ListCounter] = []
    /// Records block elements for incremental layout; nil except on page walks.
    package var recorder: LayoutRecorder?
    /// Rows before the composer's first line, when resuming in mid-page,
    /// and how many of its lines it was given then (the last one before).
    private var rowBase = 0
    private var seedLines = 0

    package init(context: LayoutContext, targets: PageTargets, width: Int) {
        self.context = context
        self.targets = targets
        composer = LineComposer(width: width)
    }

    /// A walk that carries on from `checkpoint`, as the page walk was there.
    package init(resuming checkpoint: LayoutCheckpoint, context: LayoutContext, targets: PageTargets) {
        self.context = context
        self.targets = targets
        composer = checkpoint.state.composer
        lists = checkpoint.state.lists
        seedLines = composer.lines.count
        rowBase = checkpoint.row - seedLines
    }

    package func checkpoint() -> LayoutCheckpoint {
        LayoutCheckpoint(state: LayoutState(composer: composer.checkpoint(), lists: lists),
                         position: LayoutPosition(row: rowBase + composer.lines.count, links: targets.linkCount,
                                                  fields: targets.fieldCount, labels: targets.labelCount))
    }

    /// Lines finished since the walk started or resumed.
    package var newLines: ArraySlice<StyledLine> { composer.lines.dropFirst(seedLines) }

    package var widestWord: Int { composer.widestWord }

    /// Where finished lines go as they settle; nil keeps them all (`finish`).
    package var lineSink: LineSink? {
        get { composer.sink }
        set { composer.sink = newValue }
    }

    package var widthUse: WidthUse { composer.widthUse }

    package mutating func finish() -> [StyledLine] { composer.finish() }

    package mutating func visit(_ node: Node, style: Style, link: Int?) {
        // Tested, then cast unchecked: `as?` gave a reference of its own,
        // retained and released for every node of the page.
        if node is TextNode {
            composer.addText(unsafeDowncast(node, to: TextNode.self).text, style: style, link: link)
            return
        }
        guard node is Element else { return }
        let element = unsafeDowncast(node, to: Element.self)
        let traits = ElementTraits.of(element)
        // Stopped at a block, so the paragraph the limit is reached in ends whole.
        if let limit = context.options.lineLimit, traits.kind.isRecorded, composer.lines.count >= limit { return }
        let visibility = HiddenContent.visibility(of: element, traits: traits)
        if case .hidden = visibility { return }
        var style = style.adding(traits.attributes)
        if visibility.hasStyle || !context.styleSheet.isEmpty {
            let declarations = context.styleSheet.declarations(for: element)
            if declarations.hidden == true { return }
            style = style.applying(declarations)
        }
        let record = recorder != nil && traits.kind.isRecorded ? recorder?.begin(element, at: checkpoint()) : nil
        if traits.kind.contains(.leaf), visitLeaf(element, style: style, link: link) {
            if let record { recorder?.ended(record, at: checkpoint()) }
            return
        }
        visitContainer(element, traits: traits, style: style, link: link, record: record)
    }

    /// The inside of a table cell or caption, in the cell's own style.
    package mutating func visitContents(of element: Element, style: Style) {
        let style = Self.contentStyle(of: element, inheriting: style, styleSheet: context.styleSheet)
        if let text = element.inlineText { return composer.addText(text, style: style, link: nil) }
        element.forEachChildUnretained { visit($0, style: style, link: nil) }
    }

    /// The style an element gives its text: its tag's, then its style rules'.
    package static func contentStyle(of element: Element, inheriting style: Style, styleSheet: StyleSheet) -> Style {
        let style = style.adding(ElementTraits.of(element).attributes)
        guard !styleSheet.isEmpty || element.hasAttribute("style") else { return style }
        return style.applying(styleSheet.declarations(for: element))
    }

    /// Elements drawn whole, without visiting their children; false for the rest.
    private mutating func visitLeaf(_ element: Element, style: Style, link: Int?) -> Bool {
        // By the tag the parser looked up (`Element.tag` is the tag of the
        // name in every namespace): an integer switch, not string compares.
        switch element.tag {
        case .br:
            composer.lineBreak()
        case .wbr:
            composer.breakOpportunity()
        case .hr:
            let columns = context.isMeasuring ? 3 : max(composer.width - composer.indent, 1)
            composer.addLine([Span(text: Span.repeated(context.options.unicodeGraphics ? "─" : "-", count: columns),
                                   style: Style(role: .marker), width: columns)])
        case .img:
            if let slot = imageSlot(element) {
                if slot.isInline {
                    composer.addInlineImage(slot, label: Span(text: slot.inlineLabel, style: style, width: slot.box.columns, link: link))
                    return true
                }
                // In a table cell the alt text is cut to the cell: a line wider than its cell would push the next cells out.
                let label = context.tableDepth > 0 ? TextWidth.prefix(slot.label, fitting: slot.maximumColumns).text : slot.label
                composer.addImageBox(slot, label: label.isEmpty ? nil : Span(text: label, style: style, link: link),
                                     shrinks: context.tableDepth > 0)
            } else {
                ImageLabel.make(element).map { composer.addSeparateAtom($0, style: style, link: link) }
            }
        case .iframe:
            visitIframe(element, style: style)
        case .input, .button, .select:
            guard let label = FormControlLabel(element: element) else { return true }
            let field = targets.addField(FieldTarget(element: element, kind: label.kind, isDisabled: label.isDisabled))
            composer.addSeparateAtom(label.text, style: style.merging(label.style), link: link, field: field)
        case .textarea:
            let box = TextareaBox(element: element, unicode: context.options.unicodeGraphics,
                                  maximumWidth: composer.width - composer.indent)
            let field = targets.addField(FieldTarget(element: element, kind: .textarea, isDisabled: box.isDisabled))
            for line in box.lines(field: field) { composer.addLine(line) }
        case .table where context.tableDepth < LayoutContext.maximumTableDepth:
            composer.blockBoundary(blankLines: 1)
            var tableContext = context
            if tableContext.tableMeasurements == nil { tableContext.tableMeasurements = TableMeasurements() }
            let layout = TableLayout(table: element, context: tableContext, targets: targets, style: style)
            guard layout.render(width: composer.width - composer.indent, column: composer.indent, emit: { composer.addLine($0) })
            else { return false }
            composer.blockBoundary(blankLines: 1)
        case .table:
            targets.noteFlattenedTable()
            return false
        default:
            return false
        }
        return true
    }

    /// The box an image is drawn into when the browser draws images
    /// (`RenderOptions.images`); nil for its alt text: in `--dump`, and for
    /// an image with no http(s) source. In a table cell too: the cell's lines
    /// carry the box's rows, and its table's lines place them (`DrawnCell`).
    private func imageSlot(_ element: Element) -> ImageSlot? {
        guard let images = context.options.images else { return nil }
        let maximumColumns = max(composer.width - composer.indent, 1)
        guard let reference = ImageSource.choose(for: element, layout: images, columns: maximumColumns),
              let url = targets.resolve(reference), url.hasPrefix("http://") || url.hasPrefix("https://") else { return nil }
        let label = ImageLabel.make(element) ?? ""
        let css = context.styleSheet.boxSize(for: element)
        func attribute(_ name: String) -> Int? {
            element.attribute(name).flatMap { HTMLInteger.parseNonNegative($0, atMost: 100_000) }.flatMap { $0 > 0 ? $0 : nil }
        }
        // CSS wins over the attributes (presentational hints), `auto` too;
        // a percentage is of the room there is, in the boxes' 8-pixel columns.
        func positive(_ pixels: Int?) -> Int? { pixels.flatMap { $0 > 0 ? $0 : nil } }
        let width = css.width == nil ? attribute("width") : positive(css.widthPixels(room: maximumColumns * CellBox.cellWidth))
        let height = css.height == nil ? attribute("height") : positive(css.heightPixels)
        let known = images.knownSizes[url]
        let size: PixelSize? = switch (width, height, known) {
        case let (width?, height?, _): PixelSize(width: width, height: height)
        case let (width?, nil, known?): PixelSize(width: width, height: max(known.height * width / max(known.width, 1), 1))
        case let (nil, height?, known?): PixelSize(width: max(known.width * height / max(known.height, 1), 1), height: height)
        case let (nil, nil, known?): known
        default: nil
        }
        let box = size.map { CellBox.fitting(width: $0.width, height: $0.height, maximumColumns: maximumColumns, maximumRows: images.maximumRows) }
        let isInline = box.map(ImageSlot.isInlineBox) ?? false
        let labelBox = CellBox(columns: min(TextWidth.columns(label), maximumColumns), rows: 1)
        if images.refused.contains(url) {
            // One line of alt text where the box was (none for decoration), in its line of text for an inline box.
            guard !label.isEmpty else { return nil }
            return ImageSlot(url: url, label: label, column: composer.indent, box: labelBox, isSized: false,
                             maximumColumns: maximumColumns, isInline: isInline)
        }
        guard let box else {
            return ImageSlot(url: url, label: label, column: composer.indent, box: labelBox, isSized: false, maximumColumns: maximumColumns)
        }
        let textRow = isInline && box.rows == 2 && css.verticalAlign == .bottom ? 1 : 0
        return ImageSlot(url: url, label: label, column: composer.indent, box: box, isSized: true,
                         maximumColumns: isInline ? box.columns : maximumColumns, isInline: isInline, textRow: textRow)
    }

    /// As lynx shows an iframe: a line of its own naming it (`IframeLine`),
    /// a link to its document when it has one.
    private mutating func visitIframe(_ element: Element, style: Style) {
        let source = element.attribute("src").flatMap { $0.trimmingSpaces().isEmpty ? nil : $0 }
        let label = IframeLine.label(of: element, source: source)
        composer.blockBoundary(blankLines: 0)
        composer.addSeparateAtom("IFRAME:", style: Style(role: .marker), link: nil)
        composer.addSpace()
        if let source {
            let (index, number) = targets.addLink(element, href: source)
            if context.options.numberLinks { composer.addLinkNumber(number, link: index) }
            composer.addText(label, style: style.with(role: .link).adding(.underline), link: index)
            composer.settlePrefix()
        } else {
            composer.addText(label, style: style, link: nil)
        }
        composer.blockBoundary(blankLines: 0)
    }

    private mutating func visitContainer(_ element: Element, traits: ElementTraits, style: Style, link: Int?,
                                         record: LayoutRecord?) {
        let frame = open(element, traits: traits, style: style, link: link)
        if let record { recorder?.opened(record, at: checkpoint(), frame: frame) }
        // Closed details show their summary alone (HTML's details element).
        var closedDetails = false
        // A pattern, not `==`: that is a generic call on another module's enum, for every container.
        if case .details = element.tag { closedDetails = !element.hasAttribute("open") }
        // Text held in place is laid out as its node would be, without making the node.
        if let text = element.inlineText {
            if !closedDetails { composer.addText(text, style: frame.childStyle, link: frame.childLink) }
        } else {
            var summaryShown = false
            element.forEachChildUnretained { child in
                if closedDetails {
                    guard !summaryShown, let summary = child as? Element, summary.tag == .summary else { return }
                    summaryShown = true
                }
                visit(child, style: frame.childStyle, link: frame.childLink)
            }
        }
        close(frame)
        if let record { recorder?.ended(record, at: checkpoint()) }
    }

    /// A container up to its children: its link, its margin, its indent.
    package mutating func open(_ element: Element, traits: ElementTraits, style: Style, link: Int?) -> ContainerFrame {
        let isSpecial = traits.kind.contains(.special)
        var style = style
        var link = link
        if isSpecial, element.tag == .a, let href = element.attribute("href") {
            let (index, number) = targets.addLink(element, href: href)
            link = index
            style = style.with(role: .link).adding(.underline)
            if context.options.numberLinks {
                composer.addLinkNumber(number, link: index)
            }
        }
        // `label` has no `TagName`: only an element of another tag can be one.
        if case .other = element.tag, element.name == "label", let number = targets.addLabel(element) {
            style.label = number
        }
        if traits.kind.contains(.heading) {
            style = style.adding(.bold).with(role: .heading)
        }
        let isSpaced = traits.kind.contains(.spacedBlock) && !(!lists.isEmpty && (element.tag == .ul || element.tag == .ol))
        let isBlock = isSpaced || traits.kind.contains(.block)
        if isBlock { composer.blockBoundary(blankLines: isSpaced ? 1 : 0) }
        let frame = ContainerFrame(tag: element.tag, isSpecial: isSpecial, isBlock: isBlock, isSpaced: isSpaced,
                                   savedIndent: composer.indent, wasPreformatted: composer.preformatted,
                                   childStyle: style, childLink: link)
        if isSpecial { openSpecial(element) }
        return frame
    }

    /// A container after its children.
    package mutating func close(_ frame: ContainerFrame) {
        if frame.isSpecial { closeSpecial(frame.tag) }
        // The boundary flushes the last word, which must still get this block's indent.
        if frame.isBlock { composer.blockBoundary(blankLines: frame.isSpaced ? 1 : 0) }
        composer.preformatted = frame.wasPreformatted
        composer.indent = frame.savedIndent
    }

    private mutating func openSpecial(_ element: Element) {
        switch element.tag {
        case .pre, .listing, .xmp, .plaintext: composer.preformatted = true
        case .blockquote, .dd, .figure: composer.indent += 2
        case .ul, .menu, .dir: lists.append(ListCounter(unorderedWithType: element.attribute("type")))
        case .ol: lists.append(ListCounter(ordered: element))
        case .li: startListItem(element)
        case .td, .th: composer.addSpace()
        case .summary: startSummary(element)
        default: break
        }
    }

    private mutating func closeSpecial(_ tag: TagName) {
        switch tag {
        case .ul, .ol, .menu, .dir: lists.removeLast()
        case .li: composer.drawPendingMarker()
        case .a: composer.settlePrefix()
        default: break
        }
    }

    /// A details' summary (its first `<summary>` child): its marker says open
    /// (▾) or closed (▸), and is a field Enter or a click uses to toggle them.
    /// Another summary is text after a marker.
    private mutating func startSummary(_ element: Element) {
        let details = (element.parent as? Element).flatMap { parent in
            parent.tag == .details && parent.childElements.first(where: { $0.tag == .summary }) === element ? parent : nil
        }
        let isOpen = details?.hasAttribute("open") ?? true
        let marker = context.options.unicodeGraphics ? (isOpen ? "▾ " : "▸ ") : (isOpen ? "v " : "> ")
        let field = details.map { _ in targets.addField(FieldTarget(element: element, kind: .summary, isDisabled: false)) }
        composer.addAtom(marker, style: Style(role: .marker), link: nil, field: field)
    }

    private mutating func startListItem(_ element: Element) {
        var marker = "*"
        var width = 1
        if !lists.isEmpty {
            marker = lists[lists.count - 1].nextMarker(for: element, depth: lists.count)
            width = max(lists[lists.count - 1].markerWidth, TextWidth.columns(marker))
        }
        composer.indent += max(width + 1, 3)
        composer.setMarker(Span.spaces(width - TextWidth.columns(marker)) + marker + " ")
    }
}

extension Style {
    package func applying(_ declarations: CSSDeclarations) -> Style {
        var result = self
        if let bold = declarations.bold { result.attributes = bold ? result.attributes.union(.bold) : result.attributes.subtracting(.bold) }
        if let italic = declarations.italic { result.attributes = italic ? result.attributes.union(.italic) : result.attributes.subtracting(.italic) }
        if let underline = declarations.underline, underline { result.attributes.insert(.underline) }
        return result
    }

    /// A field's own look over the text around it: its role wins.
    package func merging(_ field: Style) -> Style {
        Style(attributes: attributes.union(field.attributes), role: field.role)
    }
}
