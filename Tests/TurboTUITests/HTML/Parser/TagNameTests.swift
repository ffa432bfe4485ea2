import Testing
import HTML

/// `TagName.name`, the literal the tokenizer gives a known tag instead of
/// its interned string, against the lookup the other way (`TagName(_:)`).
@Suite("HTML parser: tag names")
struct TagNameTests {
    @Test func everyListedTagsNameLooksUpToIt() {
        let tags = (0...UInt8.max).compactMap { TagName(rawValue: $0) }
        #expect(tags.count > 100)
        for tag in tags where tag != .other {
            #expect(TagName(tag.name) == tag, "\(tag) is named \(tag.name)")
        }
        #expect(TagName.other.name.isEmpty)
    }

    @Test func aTokensNameIsTheSourceName() {
        var sink = RecordingTokenSink()
        var tokenizer = HTMLTokenizer()
        tokenizer.feed(Array("<DIV><annotation-xml><foreignObject><x-y></div><TABLE></b>".utf8), into: &sink)
        tokenizer.finish(into: &sink)
        let names = sink.tokens.compactMap { token -> String? in
            switch token {
            case .startTag(let tag), .endTag(let tag): return "\(tag.name):\(tag.tag)"
            default: return nil
            }
        }
        #expect(names == ["div:div", "annotation-xml:annotationXML", "foreignobject:other", "x-y:other",
                          "div:div", "table:table", "b:b"])
    }
}
