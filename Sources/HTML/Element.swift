import Synchronization

/// An element. `name` is the lowercase tag name as written for HTML, so
/// custom elements such as `turbo-frame` keep theirs; SVG elements keep the
/// case the parser adjusts them to (`foreignObject`, HTML §13.2.6.5).
///
/// An element whose only child is text keeps that text in place of a
/// `TextNode` until something asks for its children (`inlineText`; the
/// node is made then, `ParentNode.materializeInlineText`): half the nodes
/// of a code page are the one word inside a `<span>`, 64 bytes each. The
/// text takes the place of the name, which an element of a tag the parser
/// knows reads from `TagName` instead.
///
/// 72 bytes, which malloc keeps in 80: the tag, namespace and flags are
/// the node's trait bits (`Node.traitBits`), not fields of their own.
public final class Element: ParentNode {
    /// The name, when `tag` does not give it (`storesName`); otherwise the
    /// inline text while there is one (`ParentNode.holdsInlineText`).
    @usableFromInline private(set) var nameOrText: String
    package internal(set) var attributes: [Attribute] {
        didSet { mayHideOrStyle = Self.mayHideOrStyle(attributes) }
    }

    // The trait bits: the tag's byte, then the namespace's, then flags (bit
    // 15 is `ParentNode.inlineTextBit`). Read inline, as the stored
    // properties they replace were, by the layout and the selectors in
    // other modules.
    @usableFromInline static let namespaceShift: UInt16 = 8
    private static let openInParserBit: UInt16 = 1 << 10
    @usableFromInline static let mayHideOrStyleBit: UInt16 = 1 << 11

    /// `name` looked up once, for the tree builder's many comparisons. Kept
    /// as the enum's own byte (`unsafeBitCast` both ways), not read through
    /// `init(rawValue:)`, a call and a switch over 126 cases: 18 M more
    /// instructions in a 10 MB page's parse.
    @inlinable public var tag: TagName {
        @inline(__always) get { unsafeBitCast(UInt8(truncatingIfNeeded: traitBits), to: TagName.self) }
    }
    @inlinable public var namespace: ElementNamespace {
        @inline(__always) get {
            unsafeBitCast(UInt8(truncatingIfNeeded: traitBits >> Self.namespaceShift) & 3, to: ElementNamespace.self)
        }
    }
    /// Whether `nameOrText` is the name (a tag of `other`).
    private var storesName: Bool { tag == .other }
    /// Whether the tree builder has this element on its stack of open
    /// elements: answers "is it in the stack?" in constant time, which keeps
    /// the adoption agency and formatting reconstruction linear on deep stacks.
    package var isOpenInParser: Bool {
        get { traitBits & Self.openInParserBit != 0 }
        set { if newValue { traitBits |= Self.openInParserBit } else { traitBits &= ~Self.openInParserBit } }
    }
    /// Whether an attribute that can hide the element or style it is among
    /// its attributes (`style`, `hidden`, `type`, `aria-hidden`): the layout
    /// asks every element, and most have none of them (a source view's 264 000
    /// `<span class>`), so it need not look through their attributes.
    public private(set) var mayHideOrStyle: Bool {
        @inlinable @inline(__always) get { traitBits & Self.mayHideOrStyleBit != 0 }
        set { if newValue { traitBits |= Self.mayHideOrStyleBit } else { traitBits &= ~Self.mayHideOrStyleBit } }
    }

    package var name: String { storesName ? nameOrText : tag.name }

    package convenience init(name: String, attributes: [Attribute] = []) {
        self.init(name: name, tag: TagName(name), namespace: .html, attributes: attributes)
    }

    package convenience init(name: String, namespace: ElementNamespace, attributes: [Attribute] = []) {
        self.init(name: name, tag: TagName(name), namespace: namespace, attributes: attributes)
    }

    /// An element whose tag the caller already looked up: `TagName(name)`.
    package convenience init(name: String, tag: TagName, namespace: ElementNamespace, attributes: [Attribute]) {
        self.init(name: name, tag: tag, namespace: namespace, attributes: attributes,
                  mayHideOrStyle: Self.mayHideOrStyle(attributes))
    }

    /// An element made from a token, which knows `mayHideOrStyle` already
    /// (`TagToken.mayHideOrStyle`): the parser's thread then never reads the
    /// attributes, which the tokenizer's thread made on the other core.
    package init(name: String, tag: TagName, namespace: ElementNamespace, attributes: [Attribute], mayHideOrStyle: Bool) {
        assert(tag == TagName(name), "\(tag) is not the tag of \(name)")
        assert(mayHideOrStyle == Self.mayHideOrStyle(attributes), "mayHideOrStyle does not match the attributes")
        nameOrText = tag == .other ? name : ""
        self.attributes = attributes
        super.init()
        traitBits = UInt16(unsafeBitCast(tag, to: UInt8.self))
            | UInt16(unsafeBitCast(namespace, to: UInt8.self)) << Self.namespaceShift
            | (mayHideOrStyle ? Self.mayHideOrStyleBit : 0)
        if case .style = tag { liveStyleElements.add(1, ordering: .relaxed) }
    }

    deinit {
        if case .style = tag { liveStyleElements.subtract(1, ordering: .relaxed) }
    }

    /// Whether a `<style>` element (of any namespace) is in memory, in any
    /// document or none: when not, no document has one, and a style sheet
    /// need not walk every node to find out (`StyleSheet(document:)`; that
    /// walk reads each node of a page once more, 3% of a 10 MB source view's
    /// dump). A count for the whole process, so it can only say "maybe" for
    /// one document; it is exact in what it says "no" to.
    package static var anyStyleElementExists: Bool {
        liveStyleElements.load(ordering: .relaxed) > 0
    }

    /// See `anyStyleElementExists`; for its tests.
    package static var liveStyleElementCount: Int {
        liveStyleElements.load(ordering: .relaxed)
    }

    /// `mayHideOrStyle` of a list: whether any name is one of the four.
    package static func mayHideOrStyle(_ attributes: [Attribute]) -> Bool {
        attributes.contains { mayHideOrStyle(name: $0.name) }
    }

    /// Whether an attribute of this name can hide or style its element (see
    /// `mayHideOrStyle`). By length and first byte before any compare:
    /// most names are none of the four, and `==` on two different strings
    /// is a call (`class` against `style` was most of this for every element).
    package static func mayHideOrStyle(name: String) -> Bool {
        let utf8 = name.utf8
        switch (utf8.count, utf8.first) {
        case (4, UInt8(ascii: "t")): return name == "type"
        case (5, UInt8(ascii: "s")): return name == "style"
        case (6, UInt8(ascii: "h")): return name == "hidden"
        case (11, UInt8(ascii: "a")): return name == "aria-hidden"
        default: return false
        }
    }

    /// The text kept in place of the only child, nil when the children are
    /// nodes (or none): read without making the text node, for walks that
    /// only read the text (the layout, `textContent`).
    @inlinable
    public var inlineText: String? { holdsInlineText ? nameOrText : nil }

    /// The tree builder's "insert a character" into this element, the
    /// current node: kept in place when the element has no child yet, else
    /// joined to the text already last (held in place or a node), or else
    /// a new text node.
    package func appendParsedText(_ text: consuming String) {
        if !storesName, !hasChildren {
            nameOrText = consume text
            markInlineText()
        } else if !joinLastText(text) {
            appendNewChild(TextNode(consume text))
        }
    }

    /// The inline text, given up to become a node (`materializeInlineText`).
    func takeInlineText() -> String {
        defer { nameOrText = "" }
        return nameOrText
    }

    /// Text joined to the inline text (`ParentNode.joinLastText`).
    func appendToInlineText(_ text: String) {
        nameOrText += text
    }

    package override func appendText(to result: inout String) {
        if holdsInlineText { result += nameOrText } else { super.appendText(to: &result) }
    }

    /// Whether this is the HTML element `tag` (not an SVG or MathML one of that name).
    package func isHTML(_ tag: TagName) -> Bool {
        self.tag == tag && namespace == .html
    }

    package func attribute(_ name: String) -> String? {
        attributes.first(where: { $0.name == name })?.value
    }

    package func hasAttribute(_ name: String) -> Bool {
        attributes.contains(where: { $0.name == name })
    }

    package func setAttribute(_ name: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append(Attribute(name: name, value: value))
        }
    }

    package func removeAttribute(_ name: String) {
        attributes.removeAll(where: { $0.name == name })
    }

    package var id: String? { attribute("id") }

    package var childElements: [Element] { ChildNodes(first: firstLinkedChild).compactMap { $0 as? Element } }
}

/// An attribute as the DOM keeps it: 32 bytes, so an element's list of two
/// is one 128-byte block less 16 (sqlite-lang-select's 11 600 paths). The
/// namespace of the few foreign attributes the parser adjusts is not kept
/// here: it follows from the name and the element's namespace
/// (`AttributeNamespace.ofAttribute(named:on:)`).
package struct Attribute: Equatable, Sendable {
    /// The qualified name: `xlink:href` keeps its prefix.
    package var name: String
    package var value: String

    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// The `<style>` elements alive, counted as they are made and freed
/// (`Element.anyStyleElementExists`). Documents are parsed and laid out on
/// more than one thread, so the count is atomic; relaxed, because a document
/// reaches the thread that lays it out through a lock or a queue, which
/// orders its elements' counting before the look.
private let liveStyleElements = Atomic<Int>(0)
