/// The WHATWG tree builder (HTML §13.2.6): receives the tokenizer's tokens and
/// builds `Document`/`Element`/`TextNode`/`Comment` nodes directly. Scripting
/// is off, so `<noscript>` content is parsed as markup.
///
/// The rules of each insertion mode live in their own type (`BodyRules`,
/// `TableRules`, ...); this type holds the parser state they share and the
/// algorithms they have in common (§13.2.6.1-§13.2.6.3).
package struct TreeBuilder: HTMLTokenSink {
    package let document: Document
    package var mode = InsertionMode.initial
    package var originalMode = InsertionMode.initial
    package var openElements = OpenElements()
    package var formatting = ActiveFormattingElements()
    package var templateModes: [InsertionMode] = []
    package var headElement: Element?
    package var formElement: Element?
    package var framesetOK = true
    package var fosterParenting = false
    package var pendingTableText = ""
    /// After `<pre>`, `<listing>` and `<textarea>` a first newline is dropped.
    package var ignoreNextLineFeed = false
    /// The context element of the fragment parsing algorithm (§13.4), nil for a document.
    package let context: Element?
    /// The tokenizer state a rule asked for, handed back from `receive`.
    private var nextTokenizerState: TokenizerContentState?
    /// The name of the start tag after which a rule last switched the
    /// tokenizer: its "last start tag", should it have to be made again
    /// in that state (`HTMLDocumentParser`'s wrong guess).
    package private(set) var lastSwitchingTagName: String?
    /// The deepest the stack grew and whether the adoption agency moved
    /// nodes: either can leave the tree deeper than `HTMLParser.maximumDepth`.
    package private(set) var deepestStack = 0
    package var reparented = false
    /// Whether a character token may hold U+0000 (`textMayContainNUL`):
    /// most pages have none, and the in-body rules then search no run for it.
    package private(set) var textMayHoldNUL = false
    /// Whether what SVG only draws goes into the tree: its self-closed shapes
    /// (`<path .../>`, `<polygon .../>`...) and the attributes that place and
    /// paint an element (`ForeignElements.isSVGGraphicsAttribute`: `x`,
    /// `fill`, `text-anchor`...). A dump sets it false: a shape has no text
    /// and no children to show, the layout reads none of those attributes,
    /// and a page of inline diagrams held more memory in them than in
    /// everything else (sqlite-lang-select: 11 800 shapes, 4 MB at the peak;
    /// then 2 400 labels' positions and colours, 0.5 MB).
    package var keepsSVGGraphics = true

    package init() {
        document = Document()
        context = nil
    }

    /// The fragment parsing algorithm's set-up (HTML §13.4, steps 4-13): an
    /// `html` root holds the result, and the mode follows from the context.
    package init(fragmentContext: Element) {
        document = Document()
        context = fragmentContext
        let root = Element(name: "html", tag: .html, namespace: .html, attributes: [])
        document.appendChild(root)
        openElements.push(root)
        if fragmentContext.isHTML(.template) { templateModes.append(.inTemplate) }
        resetInsertionMode()
        if fragmentContext.isHTML(.form) { formElement = fragmentContext }
    }

    /// The tokenizer's first state for a fragment with this context (§13.4 step 4).
    package static func tokenizerState(forFragmentContext context: Element) -> TokenizerContentState {
        guard context.namespace == .html else { return .data }
        switch context.tag {
        case .title, .textarea: return .rcdata
        case .style, .xmp, .iframe, .noembed, .noframes: return .rawtext
        case .script: return .scriptData
        case .plaintext: return .plaintext
        default: return .data
        }
    }

    /// The nodes the fragment parsed to: the children of its `html` root.
    package var fragmentNodes: [Node] { document.children.first?.children ?? [] }

    package mutating func receive(_ token: consuming HTMLToken) -> TokenizerContentState? {
        if ignoreNextLineFeed {
            ignoreNextLineFeed = false
            if case .characters(let run) = token, run.utf8.first == 0x0A {
                let rest = String(run.utf8.dropFirst())!
                if rest.isEmpty { return nil }
                token = .characters(rest)
            }
        }
        dispatch(consume token)
        if openElements.count > deepestStack { deepestStack = openElements.count }
        defer { nextTokenizerState = nil }
        return nextTokenizerState
    }

    package mutating func textMayContainNUL() {
        textMayHoldNUL = true
    }

    package var allowsCDATA: Bool {
        guard let node = adjustedCurrentNode else { return false }
        return node.namespace != .html
    }

    /// The tree construction dispatcher (§13.2.6): HTML rules, or the rules
    /// for foreign content inside SVG and MathML. The token is handed down
    /// (`consuming`) to the rules that keep its strings and attributes in
    /// the tree: moved, not retained for the node and released with the
    /// token (four atomic operations an element, 9% of the parse). Inlined
    /// into `receive`, its one caller: a frame less for every token.
    @inline(__always)
    private mutating func dispatch(_ token: consuming HTMLToken) {
        if openElements.foreignCount == 0, context == nil || openElements.count > 1 { return process(token) }
        guard let node = adjustedCurrentNode, node.namespace != .html else { return process(token) }
        switch token {
        case .endOfFile:
            return process(token)
        case .startTag(let tag):
            if ForeignElements.isMathMLTextIntegrationPoint(node), tag.name != "mglyph", tag.name != "malignmark" {
                return process(token)
            }
            if node.namespace == .mathml, node.tag == .annotationXML, tag.name == "svg" { return process(token) }
            if ForeignElements.isHTMLIntegrationPoint(node) { return process(token) }
        case .characters:
            if ForeignElements.isMathMLTextIntegrationPoint(node) || ForeignElements.isHTMLIntegrationPoint(node) {
                return process(token)
            }
        default:
            break
        }
        ForeignContentRules.process(token, &self)
    }

    /// Processes the token by the rules of the current insertion mode.
    package mutating func process(_ token: consuming HTMLToken) {
        process(token, as: mode)
    }

    /// "Process the token using the rules for" `mode` (the mode itself stays).
    package mutating func process(_ token: consuming HTMLToken, as mode: InsertionMode) {
        switch mode {
        case .initial, .beforeHTML, .beforeHead: DocumentStartRules.process(token, in: mode, &self)
        case .inHead: HeadRules.process(token, &self)
        case .inHeadNoscript: HeadNoscriptRules.process(token, &self)
        case .afterHead: AfterHeadRules.process(token, &self)
        case .inBody: BodyRules.process(token, &self)
        case .text: TextRules.process(token, &self)
        case .inTable: TableRules.process(token, &self)
        case .inTableText: TableTextRules.process(token, &self)
        case .inCaption: CaptionRules.process(token, &self)
        case .inColumnGroup: ColumnGroupRules.process(token, &self)
        case .inTableBody: TableBodyRules.process(token, &self)
        case .inRow: RowRules.process(token, &self)
        case .inCell: CellRules.process(token, &self)
        case .inTemplate: TemplateRules.process(token, &self)
        case .afterBody, .inFrameset, .afterFrameset, .afterAfterBody, .afterAfterFrameset:
            AfterBodyRules.process(token, in: mode, &self)
        }
    }

    package mutating func switchTokenizer(to state: TokenizerContentState, afterTagNamed name: String) {
        nextTokenizerState = state
        lastSwitchingTagName = name
    }

    // MARK: - Nodes (§13.2.4.2, §13.2.6.1)

    package var currentNode: Element? { openElements.current }

    /// The context element stands in for the root while a fragment's stack holds only it.
    package var adjustedCurrentNode: Element? {
        if let context, openElements.count == 1 { return context }
        return openElements.current
    }

    package func currentNodeIs(_ tag: TagName) -> Bool {
        openElements.current?.isHTML(tag) ?? false
    }

    /// The appropriate place for inserting a node, with foster parenting:
    /// content misplaced in a table goes before the table.
    package func appropriatePlace(overrideTarget: Element? = nil) -> InsertionPlace {
        guard let target = overrideTarget ?? openElements.current else { return InsertionPlace(parent: document, before: nil) }
        guard fosterParenting, target.namespace == .html,
              target.tag == .table || TagSet.tableSections.contains(target.tag) || target.tag == .tr else {
            return InsertionPlace(parent: target, before: nil)
        }
        let lastTemplate = openElements.lastIndex(of: .template)
        let lastTable = openElements.lastIndex(of: .table)
        if let lastTemplate, lastTable == nil || lastTemplate > lastTable! {
            return InsertionPlace(parent: openElements[lastTemplate], before: nil)
        }
        guard let lastTable else { return InsertionPlace(parent: openElements[0], before: nil) }
        let table = openElements[lastTable]
        if let parent = table.parent { return InsertionPlace(parent: parent, before: table) }
        return InsertionPlace(parent: openElements[lastTable - 1], before: nil)
    }

    /// "Create an element for a token" in `namespace` (attributes already adjusted).
    package func createElement(_ tag: TagToken, namespace: ElementNamespace) -> Element {
        let name = namespace == .svg ? ForeignElements.adjustedSVGName(tag.name) ?? tag.name : tag.name
        return Element(name: name, tag: TagName(name), namespace: namespace, attributes: tag.attributes,
                       mayHideOrStyle: tag.mayHideOrStyle)
    }

    /// "Insert an HTML element" for the token; `name` when the caller has
    /// already looked the tag up. The element is not handed back: most
    /// callers have no use for it, and a result would be a retain and a
    /// release each (`insertedHTMLElement` for those that do).
    package mutating func insertHTMLElement(_ tag: consuming TagToken, as name: TagName? = nil) {
        var tag = consume tag
        let mayHideOrStyle = tag.mayHideOrStyle
        insert(Element(name: tag.name, tag: name ?? tag.tag, namespace: .html, attributes: tag.takeAttributes(),
                       mayHideOrStyle: mayHideOrStyle))
    }

    /// `insertHTMLElement`, handing back the element.
    package mutating func insertedHTMLElement(_ tag: consuming TagToken, as name: TagName? = nil) -> Element {
        insertHTMLElement(tag, as: name)
        return openElements.current!
    }

    /// An HTML element with this name and no attributes, as for an implied tag.
    package mutating func insertHTMLElement(named name: String) {
        insertHTMLElement(TagToken(name: name, attributes: [], selfClosing: false))
    }

    /// "Insert a foreign element": attributes adjusted for its namespace.
    /// The token is read, not copied: its attribute list is replaced only
    /// when a name needs adjusting, and an SVG name keeps the token's
    /// `TagName` unless the adjustment changed it.
    package mutating func insertForeignElement(_ tag: TagToken, namespace: ElementNamespace) {
        // The adjustments change none of the names `mayHideOrStyle` looks for,
        // and leaving out the drawing attributes (by their adjusted names,
        // `textLength`) removes none of them either: the token's flag holds.
        var attributes = ForeignElements.adjustedAttributes(tag.attributes, for: namespace) ?? tag.attributes
        if !keepsSVGGraphics, namespace == .svg, attributes.contains(where: { ForeignElements.isSVGGraphicsAttribute($0.name) }) {
            // A new list, not `removeAll`, which keeps the old one's room.
            attributes = attributes.filter { !ForeignElements.isSVGGraphicsAttribute($0.name) }
        }
        if namespace == .svg, let adjusted = ForeignElements.adjustedSVGName(tag.name) {
            return insert(Element(name: adjusted, tag: TagName(adjusted), namespace: namespace, attributes: attributes,
                                  mayHideOrStyle: tag.mayHideOrStyle))
        }
        insert(Element(name: tag.name, tag: tag.tag, namespace: namespace, attributes: attributes,
                       mayHideOrStyle: tag.mayHideOrStyle))
    }

    /// Inserts at the appropriate place and pushes onto the stack.
    package mutating func insert(_ element: consuming Element) {
        let element = consume element
        // Without foster parenting the place is the end of the current node:
        // the common case, taken without building an `InsertionPlace`.
        if !fosterParenting, let current = openElements.currentUnmanaged {
            Self.append(copy element, to: current)
        } else {
            let place = appropriatePlace()
            if !(place.parent is Document && place.parent.childNodes.contains(where: { $0 is Element })) {
                place.insert(element)
            }
        }
        openElements.push(element)
    }

    /// "Insert a character". The run is handed to the text node made for it.
    /// `mutating` though it changes no field: a non-mutating method called
    /// on the rules' `inout` builder got a copy of the whole struct (a
    /// 154-byte `memcpy` per character token).
    package mutating func insertCharacters(_ run: consuming String) {
        guard !run.isEmpty else { return }
        guard !fosterParenting, let current = openElements.currentUnmanaged else {
            return appropriatePlace().insertText(run)
        }
        // Moved through an optional: a closure cannot consume what it captures.
        var carried: String? = consume run
        current._withUnsafeGuaranteedRef { $0.appendParsedText(carried.take()!) }
    }

    /// Hands a new node to the current node, which the stack holds (so it
    /// is not retained here). The node travels in an optional: a closure
    /// cannot consume what it captures.
    @inline(__always)
    private static func append(_ node: consuming Node, to current: Unmanaged<Element>) {
        var carried: Node? = consume node
        current._withUnsafeGuaranteedRef { $0.appendNewChild(carried.take()!) }
    }

    package mutating func insertComment(_ data: String) {
        appropriatePlace().insert(Comment(data))
    }

    /// The generic raw text and RCDATA element parsing algorithms (§13.2.6.2).
    package mutating func parseRawText(_ tag: TagToken, as state: TokenizerContentState) {
        insertHTMLElement(tag)
        switchTokenizer(to: state, afterTagNamed: tag.name)
        originalMode = mode
        mode = .text
    }

    // MARK: - Closing elements (§13.2.6.3)

    package mutating func generateImpliedEndTags(except exception: TagName? = nil) {
        openElements.popWhile(in: TagSet.impliedEndTags, except: exception)
    }

    package mutating func generateAllImpliedEndTagsThoroughly() {
        openElements.popWhile(in: TagSet.impliedEndTagsThoroughly)
    }

    /// "Close a p element".
    package mutating func closePElement() {
        generateImpliedEndTags(except: .p)
        openElements.popUntil(.p)
    }

    package mutating func closePElementInButtonScope() {
        if openElements.hasInScope(.p, .button) { closePElement() }
    }

    /// "Reset the insertion mode appropriately" (§13.2.4.1).
    package mutating func resetInsertionMode() {
        var index = openElements.count - 1
        while index >= 0 {
            let last = index == 0
            let node = last ? (context ?? openElements[0]) : openElements[index]
            index -= 1
            guard node.namespace == .html else {
                if last { mode = .inBody }
                continue
            }
            switch node.tag {
            case .td where !last, .th where !last: mode = .inCell
            case .tr: mode = .inRow
            case .tbody, .thead, .tfoot: mode = .inTableBody
            case .caption: mode = .inCaption
            case .colgroup: mode = .inColumnGroup
            case .table: mode = .inTable
            case .template: mode = templateModes.last ?? .inTemplate
            case .head where !last: mode = .inHead
            case .body: mode = .inBody
            case .frameset: mode = .inFrameset
            case .html: mode = headElement == nil ? .beforeHead : .afterHead
            default:
                if last { mode = .inBody }
                continue
            }
            return
        }
    }

    /// "Reconstruct the active formatting elements" (§13.2.4.3): formatting
    /// closed by a block boundary is reopened for the text that follows.
    /// Asked before every run of text and most start tags, and nearly
    /// always with nothing to do: that test is inlined at each caller, and
    /// only the reopening is a call.
    @inline(__always)
    package mutating func reconstructActiveFormattingElements() {
        guard !formatting.lastIsMarkerOrOpen else { return }
        reopenFormattingElements()
    }

    private mutating func reopenFormattingElements() {
        var index = formatting.count - 1
        while index > 0 {
            let previous = formatting[index - 1]
            guard let element = previous.element, !element.isOpenInParser else { break }
            index -= 1
        }
        while index < formatting.count {
            guard let element = formatting[index].element else { break }
            let copy = Element(name: element.name, tag: element.tag, namespace: element.namespace,
                               attributes: element.attributes)
            insert(copy)
            formatting.replace(at: index, with: copy)
            index += 1
        }
    }

    /// "Stop parsing" (§13.2.7): everything still open is closed.
    package mutating func stopParsing() {
        openElements.removeAll()
    }
}
