/// The "in body" insertion mode (HTML §13.2.6.4.7): character, comment and
/// end-of-file tokens here; start tags in `BodyStartTagRules`, end tags in
/// `BodyEndTagRules`.
package enum BodyRules {
    @inline(__always)
    package static func process(_ token: consuming HTMLToken, _ b: inout TreeBuilder) {
        switch consume token {
        case .characters(let run):
            characters(run, &b)
        case .comment(let data):
            b.insertComment(data)
        case .doctype:
            return
        case .startTag(let tag):
            BodyStartTagRules.process(tag, &b)
        case .endTag(let tag):
            BodyEndTagRules.process(tag, &b)
        case .endOfFile:
            if !b.templateModes.isEmpty { return TemplateRules.process(.endOfFile, &b) }
            b.stopParsing()
        }
    }

    /// U+0000 is dropped; other text reopens formatting and is inserted, and
    /// anything but whitespace makes a later `<frameset>` too late.
    package static func characters(_ run: consuming String, _ b: inout TreeBuilder) {
        var text = consume run
        if b.textMayHoldNUL, CharacterRun.containsNUL(text) { text = CharacterRun.removingNUL(text) }
        guard !text.isEmpty else { return }
        b.reconstructActiveFormattingElements()
        if b.framesetOK, !CharacterRun.isAllWhitespace(text) { b.framesetOK = false }
        b.insertCharacters(text)
    }
}
