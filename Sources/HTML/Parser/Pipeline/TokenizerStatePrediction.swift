/// The tree builder's answers to the tokenizer, foretold without building
/// the tree: after each start tag, the state it switches the tokenizer to
/// (RCDATA after `<title>`, RAWTEXT after `<style>`, ...), and whether
/// `<![CDATA[` opens a CDATA section. The pipelined parser's tokenizer runs
/// ahead of the tree builder and cannot wait for them. Chromium's
/// background HTML parser foretold them the same way.
///
/// A guess is only a guess: `PipelinedParse` checks each one when the tree
/// builder gets to its token, and a wrong one costs tokenizing again from
/// there, never a wrong tree. Outside SVG and MathML the guess is the tag's
/// own rule, which the insertion modes agree on but for rare misnestings
/// (`<style>` in `<select>` is dropped, `<title>` in a frameset is too).
/// Inside them it keeps a stack of the foreign elements open, and of the
/// HTML elements inside their integration points, as the tree builder's
/// foreign content rules (HTML §13.2.6.5) would in the common cases.
struct TokenizerStatePrediction {
    private enum Kind {
        case svg, mathml
        /// An SVG or MathML element whose children are HTML (`foreignObject`, `mi`, ...).
        case integrationPoint
        /// An HTML element inside an integration point.
        case html
    }

    private struct Open {
        /// Lowercased, as the tokenizer gives it (`foreignobject`).
        let name: String
        let kind: Kind
    }

    /// Empty outside foreign content: HTML elements there are not followed.
    private var stack: [Open] = []

    /// Whether any element is followed (inside `<svg>` or `<math>`): only
    /// then does a tag's name or attributes matter. Outside them, which is
    /// nearly every tag of a page, a start tag's `TagName` decides
    /// (`htmlStartTag(_:selfClosing:)`), and an end tag nothing.
    var isTracking: Bool { !stack.isEmpty }

    /// Whether `<![CDATA[` would open a CDATA section: the adjusted current
    /// node is an SVG or MathML element.
    var allowsCDATA: Bool {
        guard let top = stack.last else { return false }
        return top.kind != .html
    }

    /// The state the tree builder will switch to after this start tag (nil: data).
    mutating func startTag(_ tag: TagToken) -> TokenizerContentState? {
        if let top = stack.last, top.kind == .svg || top.kind == .mathml {
            if !Self.breaksOut(tag) {
                if !tag.selfClosing { stack.append(Open(name: tag.name, kind: Self.kind(ofChild: tag, in: top.kind))) }
                return nil
            }
            // An HTML tag closes the foreign elements around it.
            while let last = stack.last, last.kind == .svg || last.kind == .mathml { stack.removeLast() }
        }
        return htmlStartTag(tag)
    }

    mutating func endTag(named name: String) {
        guard let top = stack.last else { return }
        if top.kind == .svg || top.kind == .mathml, name == "br" || name == "p" {
            while let last = stack.last, last.kind == .svg || last.kind == .mathml { stack.removeLast() }
            return
        }
        // The nearest element of that name closes, with those inside it.
        if let index = stack.lastIndex(where: { $0.name == name }) {
            stack.removeSubrange(index...)
        }
    }

    /// A start tag under the HTML rules: outside foreign content, or inside an integration point.
    private mutating func htmlStartTag(_ tag: TagToken) -> TokenizerContentState? {
        // Inside an integration point an HTML element is followed too, for its end tag to close.
        if !stack.isEmpty, !tag.selfClosing, tag.tag != .svg, tag.tag != .math, !Self.void.contains(tag.tag) {
            stack.append(Open(name: tag.name, kind: .html))
        }
        return htmlStartTag(tag.tag, selfClosing: tag.selfClosing)
    }

    /// A start tag under the HTML rules, by its `TagName`: `<svg>` and
    /// `<math>` open foreign content, the rest give the state. All
    /// `startTag` needs while nothing is tracked, so the pipeline's sink
    /// calls it then without copying the token (a retain and a release of
    /// its name and attribute list, per tag, on the tokenizer's thread).
    mutating func htmlStartTag(_ tag: TagName, selfClosing: Bool) -> TokenizerContentState? {
        switch tag {
        case .svg:
            if !selfClosing { stack.append(Open(name: "svg", kind: .svg)) }
            return nil
        case .math:
            if !selfClosing { stack.append(Open(name: "math", kind: .mathml)) }
            return nil
        default:
            return Self.state(after: tag)
        }
    }

    /// The state an HTML start tag switches the tokenizer to.
    private static func state(after tag: TagName) -> TokenizerContentState? {
        switch tag {
        case .title, .textarea: return .rcdata
        case .style, .xmp, .iframe, .noembed, .noframes: return .rawtext
        case .script: return .scriptData
        case .plaintext: return .plaintext
        // Scripting is off: `<noscript>`'s content is markup.
        default: return nil
        }
    }

    private static func kind(ofChild tag: TagToken, in parent: Kind) -> Kind {
        if parent == .svg {
            switch tag.name {
            case "foreignobject", "desc", "title": return .integrationPoint
            default: return .svg
            }
        }
        switch tag.name {
        case "mi", "mo", "mn", "ms", "mtext":
            return .integrationPoint
        case "annotation-xml":
            let encoding = tag.attributes.first { $0.name == "encoding" }?.value.lowercased()
            return encoding == "text/html" || encoding == "application/xhtml+xml" ? .integrationPoint : .mathml
        case "svg":
            return .svg
        default:
            return .mathml
        }
    }

    private static func breaksOut(_ tag: TagToken) -> Bool {
        ForeignContentRules.breakout.contains(tag.tag)
            || (tag.tag == .font && tag.attributes.contains { $0.name == "color" || $0.name == "face" || $0.name == "size" })
    }

    /// Elements without an end tag, which would never leave the stack.
    private static let void: TagSet = .area | .base | .basefont | .bgsound | .br | .col | .embed | .frame | .hr
        | .image | .img | .input | .keygen | .link | .meta | .param | .source | .track | .wbr
}
