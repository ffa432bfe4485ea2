/// The "in body" insertion mode (HTML §13.2.6.4.7): character, comment and
/// end-of-file tokens here; start tags in `BodyStartTagRules`, end tags in
/// `BodyEndTagRules`.
enum BodyRules {
    static func process(_ token: HTMLToken, _ b: inout TreeBuilder) {
        switch token {
        case .characters(let run):
            characters(run, &b)
        case .comment(let data):
            b.insertComment(data)
        case .doctype:
            return
        case .startTag(let tag):
            BodyStartTagRules.process(tag, token, &b)
        case .endTag(let tag):
            BodyEndTagRules.process(tag, token, &b)
        case .endOfFile:
            if !b.templateModes.isEmpty { return TemplateRules.process(token, &b) }
            b.stopParsing()
        }
    }

    /// U+0000 is dropped; other text reopens formatting and is inserted, and
    /// anything but whitespace makes a later `<frameset>` too late.
    static func characters(_ run: String, _ b: inout TreeBuilder) {
        let text = CharacterRun.containsNUL(run) ? CharacterRun.removingNUL(run) : run
        guard !text.isEmpty else { return }
        b.reconstructActiveFormattingElements()
        b.insertCharacters(text)
        if b.framesetOK, !CharacterRun.isAllWhitespace(text) { b.framesetOK = false }
    }
}
