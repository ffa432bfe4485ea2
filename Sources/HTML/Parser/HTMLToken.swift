/// What the WHATWG tokenizer (`HTMLTokenizer`) hands the tree builder
/// (`TreeBuilder`): HTML §13.2.5. Character data comes in runs, not one token
/// per character, so a paragraph of text costs one `String`.
///
/// Four words: a DOCTYPE (three optional strings) is boxed, as it comes once
/// a page, so the token every tag and text run is handed down in fits in
/// registers rather than being copied through memory at each step.
package enum HTMLToken {
    indirect case doctype(DoctypeToken)
    case startTag(TagToken)
    case endTag(TagToken)
    case comment(String)
    /// A run of characters with nothing else between them; the tokenizer
    /// flushes a run before any other token. U+0000 is passed through as
    /// the tokenizer emits it; the tree builder decides per insertion mode.
    case characters(String)
    case endOfFile
}

extension HTMLToken {
    /// A start tag's `TagName` and self-closing flag: plain values read out
    /// of it, without a copy of its name or attributes.
    @inline(__always)
    var startTagName: (TagName, selfClosing: Bool)? {
        if case .startTag(let tag) = self { return (tag.tag, tag.selfClosing) }
        return nil
    }
}

package struct TagToken {
    // Laid out name, attributes, tag, flag: 26 bytes (the tag between the
    // two references padded it to 33).
    /// Lowercased ASCII, as the tokenizer builds tag names.
    package var name: String {
        didSet { tag = TagName(name) }
    }
    /// In source order, duplicates already dropped (the first one wins).
    package private(set) var attributes: [Attribute]
    /// `name` looked up once per token, for the rules' many comparisons
    /// (each insertion mode switches on it).
    package private(set) var tag: TagName
    package var selfClosing: Bool
    /// `Element.mayHideOrStyle` of these attributes, found by the tokenizer
    /// as it reads each name (`TagTokenBuilder`): on two threads the tree
    /// builder's core then never reads the list the other core wrote (the
    /// look was 3% of the parse there, most of it waiting for the memory).
    package private(set) var mayHideOrStyle: Bool

    package init(name: String, attributes: [Attribute], selfClosing: Bool) {
        self.init(name: name, tag: TagName(name), attributes: attributes, selfClosing: selfClosing,
                  mayHideOrStyle: Element.mayHideOrStyle(attributes))
    }

    /// A token whose name the tokenizer has already looked up (`InternedStrings.tagName`),
    /// and whether an attribute can hide or style its element.
    package init(name: String, tag: TagName, attributes: [Attribute], selfClosing: Bool, mayHideOrStyle: Bool) {
        self.name = name
        self.tag = tag
        self.attributes = attributes
        self.selfClosing = selfClosing
        self.mayHideOrStyle = mayHideOrStyle
    }

    /// The attributes, moved out (the token keeps none): an element made
    /// from the token takes the list without a retain here and a release
    /// with the token. A shared list's count sits beside the tokenizer's
    /// thread's next retain of it, so each was a wait for the other core.
    package mutating func takeAttributes() -> [Attribute] {
        var taken: [Attribute] = []
        swap(&taken, &attributes)
        return taken
    }
}

package struct DoctypeToken {
    package var name: String?
    package var publicIdentifier: String?
    package var systemIdentifier: String?
    package var forceQuirks: Bool
}

/// The tokenizer states the tree builder switches to (HTML §13.2.6: after
/// `<title>` RCDATA, after `<style>` RAWTEXT, ...), and the initial states
/// html5lib's tokenizer tests name.
package enum TokenizerContentState: Sendable {
    case data
    case rcdata
    case rawtext
    case scriptData
    case plaintext
    case cdataSection
}

/// The tree builder's side of the tokenizer: it receives each token and may
/// switch the tokenizer's state before the next character is read.
package protocol HTMLTokenSink {
    /// Handles one token. A non-nil answer switches the tokenizer to that
    /// state (the tokenizer then also remembers the start tag just handled
    /// as its "last start tag" for appropriate end tags). `consuming`: the
    /// tokenizer hands the token over, so its strings and attribute array
    /// are moved, not retained and released again at every step (9% of the
    /// parse).
    mutating func receive(_ token: consuming HTMLToken) -> TokenizerContentState?
    /// Whether there is an adjusted current node and it is not in the HTML
    /// namespace: only then does `<![CDATA[` open a CDATA section (§13.2.5.42).
    var allowsCDATA: Bool { get }
    /// Told before the first character token that may hold U+0000 (the data
    /// state and CDATA sections pass it through; every other state replaces
    /// it): until then no run need be searched for it.
    mutating func textMayContainNUL()
    /// Whether the sink may have to tokenize again from a start tag's end
    /// or a `<![CDATA[`'s `<` (the pipelined parser's tokenizer, which runs
    /// ahead of the tree builder and guesses its answers): the tokenizer
    /// then reports where each ended (`startTagEnds`), and hands over the
    /// text before a CDATA decision (`decideCDATA`) so that no token
    /// straddles a point it may start again from. A static answer, so the
    /// tree builder's tokenizer compiles the reports away.
    static var marksRestartPoints: Bool { get }
    /// Before a start tag token is handed over: where in the chunk being
    /// tokenized it ended (the offset just past its `>`).
    mutating func startTagEnds(atChunkOffset offset: Int)
    /// Whether `<![CDATA[`, whose `<` is at `offset` in the chunk being
    /// tokenized (negative when it was in an earlier chunk), opens a CDATA
    /// section: `allowsCDATA`, asked once at the decision.
    mutating func decideCDATA(openedAtChunkOffset offset: Int) -> Bool
}

extension HTMLTokenSink {
    package mutating func textMayContainNUL() {}
    package static var marksRestartPoints: Bool { false }
    package mutating func startTagEnds(atChunkOffset offset: Int) {}
    package mutating func decideCDATA(openedAtChunkOffset offset: Int) -> Bool { allowsCDATA }
}
