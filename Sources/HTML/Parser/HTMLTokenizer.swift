/// The WHATWG HTML tokenizer (HTML §13.2.5), reading UTF-8 bytes fed in
/// chunks of any size and handing tokens to a sink (the tree builder, or a
/// recorder in tests) as soon as they are complete. State survives every
/// chunk boundary: inside a UTF-8 sequence, a CR LF pair, a character
/// reference, a tag or a comment.
///
/// It works on bytes: every character the states test is ASCII, so UTF-8
/// sequences pass through as "anything else". Runs of text, attribute
/// values and comments are scanned and copied as slices, and each token's
/// strings are made once from bytes. Linear time: each byte is looked at a
/// bounded number of times, and duplicate attributes are found with a set
/// once a tag has many.
///
/// The comment, DOCTYPE, script data and character reference states are
/// their own types; this one holds the data, tag, attribute, RCDATA/RAWTEXT
/// end tag, markup declaration and CDATA states.
package struct HTMLTokenizer {
    private var state = TokenizerState.data
    /// Where a character reference's characters go and the tokenizer goes
    /// after it: data, RCDATA or one of the attribute value states.
    private var returnState = TokenizerState.data
    /// Which text state the end tag states fall back to: RCDATA, RAWTEXT or
    /// script data (in `script.phase`).
    private var textReturnState = TokenizerState.rcdata
    /// Characters not yet handed to the sink: flushed before any other
    /// token and at the end of each chunk.
    private let text = ByteBuffer(capacity: 4096)
    /// Short runs (the white space between tags) recur: made into strings once.
    private let textStrings = InternedStrings()
    private var tag = TagTokenBuilder()
    /// For "appropriate end tag token" (§13.2.5): RCDATA, RAWTEXT and
    /// script data end only at the end tag of the last start tag emitted.
    /// The buffer the start tag's name was built in, taken over when the
    /// tag is emitted (`TagTokenBuilder.handOverName`), not a copy of it.
    private var lastStartTag = ByteBuffer(capacity: 64)
    /// The spec's temporary buffer, for the end tag name states and the
    /// bytes after `<!`.
    private let temporary = ByteBuffer(capacity: 64)
    /// What `<!` may still be followed by: 1 `--`, 2 `DOCTYPE`, 4 `[CDATA[`.
    private var markupCandidates = 0
    private var comment = CommentStates()
    private var doctype = DoctypeStates()
    private var script = ScriptDataStates()
    private var reference = CharacterReferenceDecoder()
    private var preprocessor = InputStreamPreprocessor()
    private var scratch: [UInt8] = []

    private static let doctypeKeyword = Array("doctype".utf8)
    private static let cdataKeyword = Array("[CDATA[".utf8)

    /// A tokenizer starting in `state`; `lastStartTag` stands for a start
    /// tag emitted before (html5lib's tests give one for RCDATA and friends).
    package init(state: TokenizerContentState = .data, lastStartTag: String? = nil) {
        switchTo(state)
        self.lastStartTag.append(Array((lastStartTag ?? "").utf8))
    }

    /// The tree builder's state switch (§13.2.6): after `<title>`, RCDATA...
    package mutating func switchTo(_ contentState: TokenizerContentState) {
        switch contentState {
        case .data: state = .data
        case .rcdata: state = .rcdata
        case .rawtext: state = .rawtext
        case .plaintext: state = .plaintext
        case .cdataSection: state = .cdataSection
        case .scriptData:
            state = .scriptData
            script.resume(.data)
        }
    }

    /// Tokenizes the next bytes of the input.
    package mutating func feed<Sink: HTMLTokenSink>(_ chunk: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        if preprocessor.preprocess(chunk, scratch: &scratch) {
            run(chunk, &sink)
        } else {
            let bytes = scratch
            scratch = []
            bytes.withUnsafeBufferPointer { run($0, &sink) }
            scratch = bytes
        }
        flushText(&sink)
    }

    /// The input stream's decoding state (a UTF-8 sequence or a CR cut at
    /// the last chunk's end), handed to the pipelined parser, which
    /// preprocesses the chunks after it itself; this one starts afresh.
    package mutating func takePreprocessor() -> InputStreamPreprocessor {
        defer { preprocessor = InputStreamPreprocessor() }
        return preprocessor
    }

    /// The decoding state to go on from: a tokenizer taking over from the
    /// pipelined parser's, which had preprocessed the chunks before.
    package mutating func adoptPreprocessor(_ state: InputStreamPreprocessor) {
        preprocessor = state
    }

    /// Tokenizes bytes that are the input stream already (`InputStreamPreprocessor`'s
    /// output, which it would pass through unchanged): the pipelined parser
    /// preprocesses each chunk itself, to be able to do it again from there.
    package mutating func feedPreprocessed<Sink: HTMLTokenSink>(_ chunk: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        run(chunk, &sink)
        flushText(&sink)
    }

    package mutating func feed<Sink: HTMLTokenSink>(_ bytes: [UInt8], into sink: inout Sink) {
        bytes.withUnsafeBufferPointer { feed($0, into: &sink) }
    }

    /// The end of the input: what each state does at EOF, then `.endOfFile`.
    package mutating func finish<Sink: HTMLTokenSink>(into sink: inout Sink) {
        var tail: [UInt8] = []
        preprocessor.finish(into: &tail)
        if !tail.isEmpty {
            tail.withUnsafeBufferPointer { run($0, &sink) }
        }
        if state == .characterReference {
            if returnState.isAttributeValue {
                reference.finish(into: tag.attributeValue)
            } else {
                reference.finish(into: text)
            }
            state = returnState
        }
        switch state {
        case .data, .rcdata, .rawtext, .plaintext, .cdataSection, .characterReference:
            break
        case .scriptData:
            script.finish(text: text)
        case .tagOpen, .textLessThanSign:
            text.append(HTMLByte.lessThan)
        case .endTagOpen, .textEndTagOpen:
            text.append(HTMLByte.lessThan)
            text.append(HTMLByte.solidus)
        case .textEndTagName:
            text.append(HTMLByte.lessThan)
            text.append(HTMLByte.solidus)
            text.append(temporary)
        case .tagName, .beforeAttributeName, .attributeName, .afterAttributeName, .beforeAttributeValue,
             .attributeValueDoubleQuoted, .attributeValueSingleQuoted, .attributeValueUnquoted,
             .afterAttributeValueQuoted, .selfClosingStartTag:
            // eof-in-tag: the unfinished tag is dropped.
            break
        case .markupDeclarationOpen:
            emit(.comment(temporary.makeString()), &sink)
        case .comment:
            emit(.comment(comment.data.makeString()), &sink)
        case .doctype:
            doctype.finish()
            emit(.doctype(doctype.token), &sink)
        case .cdataSectionBracket:
            text.append(HTMLByte.rightBracket)
        case .cdataSectionEnd:
            text.append(HTMLByte.rightBracket)
            text.append(HTMLByte.rightBracket)
        }
        state = .data
        emit(.endOfFile, &sink)
    }

    // MARK: - The state machine

    private mutating func run<Sink: HTMLTokenSink>(_ input: UnsafeBufferPointer<UInt8>, _ sink: inout Sink) {
        let count = input.count
        var index = 0
        while index < count {
            let byte = input[index]
            switch state {
            case .data:
                // §13.2.5.1: text up to `<` or `&`; U+0000 passes through,
                // and the sink hears of the first.
                let start = index
                index = ByteScan.firstIndex(of: HTMLByte.lessThan, HTMLByte.ampersand, 0, in: input, from: index)
                appendText(input, start, index)
                guard index < count else { return }
                let special = input[index]
                index += 1
                if special == HTMLByte.lessThan {
                    state = .tagOpen
                } else if special == HTMLByte.ampersand {
                    beginReference()
                } else {
                    sink.textMayContainNUL()
                    text.append(0)
                }
            case .rcdata, .rawtext, .plaintext:
                // §13.2.5.2, .3, .5: PLAINTEXT stops only at U+0000, RAWTEXT
                // also at `<`, RCDATA also at `&`.
                let lessThan = state == .plaintext ? 0 : HTMLByte.lessThan
                let ampersand = state == .rcdata ? HTMLByte.ampersand : 0
                let start = index
                index = ByteScan.firstIndex(of: 0, lessThan, ampersand, in: input, from: index)
                appendText(input, start, index)
                guard index < count else { return }
                let special = input[index]
                index += 1
                if special == 0 {
                    text.append(HTMLByte.replacement)
                } else if special == HTMLByte.ampersand {
                    beginReference()
                } else {
                    textReturnState = state
                    state = .textLessThanSign
                }
            case .scriptData:
                if script.consume(input, &index, text: text) {
                    textReturnState = .scriptData
                    temporary.removeAll()
                    state = .textEndTagOpen
                }
            case .tagOpen:
                if byte == HTMLByte.exclamation {
                    index += 1
                    temporary.removeAll()
                    markupCandidates = 7
                    state = .markupDeclarationOpen
                } else if byte == HTMLByte.solidus {
                    index += 1
                    state = .endTagOpen
                } else if HTMLByte.isAlpha(byte) {
                    tag.begin(endTag: false)
                    state = .tagName
                } else if byte == HTMLByte.questionMark {
                    // unexpected-question-mark-instead-of-tag-name: `<?xml`
                    comment.begin(.bogus)
                    state = .comment
                } else {
                    // invalid-first-character-of-tag-name: `<` was text.
                    text.append(HTMLByte.lessThan)
                    state = .data
                }
            case .endTagOpen:
                if HTMLByte.isAlpha(byte) {
                    tag.begin(endTag: true)
                    state = .tagName
                } else if byte == HTMLByte.greaterThan {
                    // missing-end-tag-name: `</>` is nothing.
                    index += 1
                    state = .data
                } else {
                    comment.begin(.bogus)
                    state = .comment
                }
            case .tagName:
                let start = index
                while index < count {
                    let next = input[index]
                    if HTMLByte.isWhitespace(next) || next == HTMLByte.solidus || next == HTMLByte.greaterThan || next == 0 || HTMLByte.isUpperAlpha(next) { break }
                    index += 1
                }
                tag.name.append(input, from: start, to: index)
                guard index < count else { return }
                let special = input[index]
                index += 1
                if HTMLByte.isWhitespace(special) {
                    state = .beforeAttributeName
                } else if special == HTMLByte.solidus {
                    state = .selfClosingStartTag
                } else if special == HTMLByte.greaterThan {
                    emitTag(&sink, endingAt: index)
                } else if special == 0 {
                    tag.name.append(HTMLByte.replacement)
                } else {
                    tag.name.append(special | 0x20)
                }
            case .textLessThanSign:
                if byte == HTMLByte.solidus {
                    index += 1
                    temporary.removeAll()
                    state = .textEndTagOpen
                } else {
                    text.append(HTMLByte.lessThan)
                    state = textReturnState
                }
            case .textEndTagOpen:
                if HTMLByte.isAlpha(byte) {
                    tag.begin(endTag: true)
                    state = .textEndTagName
                } else {
                    text.append(HTMLByte.lessThan)
            text.append(HTMLByte.solidus)
                    state = textReturnState
                }
            case .textEndTagName:
                if HTMLByte.isAlpha(byte) {
                    tag.name.append(byte | 0x20)
                    temporary.append(byte)
                    index += 1
                } else if (HTMLByte.isWhitespace(byte) || byte == HTMLByte.solidus || byte == HTMLByte.greaterThan) && tag.name.hasSameBytes(as: lastStartTag) {
                    index += 1
                    if byte == HTMLByte.greaterThan {
                        emitTag(&sink, endingAt: index)
                    } else {
                        state = byte == HTMLByte.solidus ? .selfClosingStartTag : .beforeAttributeName
                    }
                } else {
                    // Not an appropriate end tag: `</` and the name were text.
                    text.append(HTMLByte.lessThan)
            text.append(HTMLByte.solidus)
                    text.append(temporary)
                    state = textReturnState
                }
            case .beforeAttributeName:
                if HTMLByte.isWhitespace(byte) {
                    index += 1
                } else if byte == HTMLByte.solidus || byte == HTMLByte.greaterThan {
                    state = .afterAttributeName
                } else {
                    tag.beginAttribute()
                    if byte == HTMLByte.equals {
                        // unexpected-equals-sign-before-attribute-name: part of the name.
                        tag.attributeName.append(byte)
                        index += 1
                    }
                    state = .attributeName
                }
            case .attributeName:
                let start = index
                while index < count {
                    let next = input[index]
                    if HTMLByte.isWhitespace(next) || next == HTMLByte.solidus || next == HTMLByte.greaterThan || next == HTMLByte.equals || next == 0 || HTMLByte.isUpperAlpha(next) { break }
                    index += 1
                }
                tag.attributeName.append(input, from: start, to: index)
                guard index < count else { return }
                let special = input[index]
                if HTMLByte.isWhitespace(special) || special == HTMLByte.solidus || special == HTMLByte.greaterThan {
                    state = .afterAttributeName
                    continue
                }
                index += 1
                if special == HTMLByte.equals {
                    state = .beforeAttributeValue
                } else if special == 0 {
                    tag.attributeName.append(HTMLByte.replacement)
                } else {
                    tag.attributeName.append(special | 0x20)
                }
            case .afterAttributeName:
                if HTMLByte.isWhitespace(byte) {
                    index += 1
                } else if byte == HTMLByte.solidus {
                    index += 1
                    state = .selfClosingStartTag
                } else if byte == HTMLByte.equals {
                    index += 1
                    state = .beforeAttributeValue
                } else if byte == HTMLByte.greaterThan {
                    index += 1
                    emitTag(&sink, endingAt: index)
                } else {
                    tag.beginAttribute()
                    state = .attributeName
                }
            case .beforeAttributeValue:
                if HTMLByte.isWhitespace(byte) {
                    index += 1
                } else if byte == HTMLByte.quotation {
                    index += 1
                    state = .attributeValueDoubleQuoted
                } else if byte == HTMLByte.apostrophe {
                    index += 1
                    state = .attributeValueSingleQuoted
                } else if byte == HTMLByte.greaterThan {
                    // missing-attribute-value: the value stays empty.
                    index += 1
                    emitTag(&sink, endingAt: index)
                } else {
                    state = .attributeValueUnquoted
                }
            case .attributeValueDoubleQuoted, .attributeValueSingleQuoted:
                let quote = state == .attributeValueDoubleQuoted ? HTMLByte.quotation : HTMLByte.apostrophe
                let start = index
                index = ByteScan.firstIndex(of: quote, HTMLByte.ampersand, 0, in: input, from: index)
                tag.attributeValue.append(input, from: start, to: index)
                guard index < count else { return }
                let special = input[index]
                index += 1
                if special == quote {
                    state = .afterAttributeValueQuoted
                } else if special == HTMLByte.ampersand {
                    beginReference()
                } else {
                    tag.attributeValue.append(HTMLByte.replacement)
                }
            case .attributeValueUnquoted:
                let start = index
                while index < count {
                    let next = input[index]
                    if HTMLByte.isWhitespace(next) || next == HTMLByte.ampersand || next == HTMLByte.greaterThan || next == 0 { break }
                    index += 1
                }
                tag.attributeValue.append(input, from: start, to: index)
                guard index < count else { return }
                let special = input[index]
                index += 1
                if HTMLByte.isWhitespace(special) {
                    state = .beforeAttributeName
                } else if special == HTMLByte.ampersand {
                    beginReference()
                } else if special == HTMLByte.greaterThan {
                    emitTag(&sink, endingAt: index)
                } else {
                    tag.attributeValue.append(HTMLByte.replacement)
                }
            case .afterAttributeValueQuoted:
                if HTMLByte.isWhitespace(byte) {
                    index += 1
                    state = .beforeAttributeName
                } else if byte == HTMLByte.solidus {
                    index += 1
                    state = .selfClosingStartTag
                } else if byte == HTMLByte.greaterThan {
                    index += 1
                    emitTag(&sink, endingAt: index)
                } else {
                    // missing-whitespace-between-attributes
                    state = .beforeAttributeName
                }
            case .selfClosingStartTag:
                if byte == HTMLByte.greaterThan {
                    index += 1
                    tag.selfClosing = true
                    emitTag(&sink, endingAt: index)
                } else {
                    // unexpected-solidus-in-tag: `/` was nothing.
                    state = .beforeAttributeName
                }
            case .markupDeclarationOpen:
                markupDeclarationOpen(byte, &index, &sink)
            case .comment:
                if comment.consume(input, &index) {
                    state = .data
                    emit(.comment(comment.data.makeString()), &sink)
                }
            case .doctype:
                if doctype.consume(input, &index) {
                    state = .data
                    emit(.doctype(doctype.token), &sink)
                }
            case .cdataSection:
                // §13.2.5.69: everything up to `]]>` is text, U+0000 included.
                sink.textMayContainNUL()
                let start = index
                index = ByteScan.firstIndex(of: HTMLByte.rightBracket, HTMLByte.rightBracket, HTMLByte.rightBracket, in: input, from: index)
                appendText(input, start, index)
                guard index < count else { return }
                index += 1
                state = .cdataSectionBracket
            case .cdataSectionBracket:
                if byte == HTMLByte.rightBracket {
                    index += 1
                    state = .cdataSectionEnd
                } else {
                    text.append(HTMLByte.rightBracket)
                    state = .cdataSection
                }
            case .cdataSectionEnd:
                if byte == HTMLByte.rightBracket {
                    text.append(byte)
                    index += 1
                } else if byte == HTMLByte.greaterThan {
                    index += 1
                    state = .data
                } else {
                    text.append(HTMLByte.rightBracket)
            text.append(HTMLByte.rightBracket)
                    state = .cdataSection
                }
            case .characterReference:
                let output = returnState.isAttributeValue ? tag.attributeValue : text
                let done = reference.consume(input, &index, into: output)
                if done { state = returnState }
            }
        }
    }

    /// §13.2.5.42, one byte at a time so `<!DOCTYPE` may span chunks. The
    /// bytes read before a mismatch begin a bogus comment; the byte that did
    /// not match is read again there.
    private mutating func markupDeclarationOpen<Sink: HTMLTokenSink>(_ byte: UInt8, _ index: inout Int, _ sink: inout Sink) {
        let read = temporary.count
        var candidates = markupCandidates
        if read >= 2 || byte != HTMLByte.hyphen { candidates &= ~1 }
        if read >= 7 || HTMLByte.lowercased(byte) != Self.doctypeKeyword[read] { candidates &= ~2 }
        if read >= 7 || byte != Self.cdataKeyword[read] { candidates &= ~4 }
        guard candidates != 0 else {
            // incorrectly-opened-comment
            comment.begin(.bogus, data: temporary)
            state = .comment
            return
        }
        markupCandidates = candidates
        temporary.append(byte)
        index += 1
        if candidates == 1 && read + 1 == 2 {
            comment.begin(.start)
            state = .comment
        } else if candidates == 2 && read + 1 == 7 {
            doctype.begin()
            state = .doctype
        } else if candidates == 4 && read + 1 == 7 {
            // `<![CDATA[` is nine bytes, the last just read.
            if Sink.marksRestartPoints { flushText(&sink) }
            if sink.decideCDATA(openedAtChunkOffset: index - 9) {
                state = .cdataSection
            } else {
                // cdata-in-html-content: a bogus comment `[CDATA[...`.
                comment.begin(.bogus, data: temporary)
                state = .comment
            }
        }
    }

    // MARK: - Emitting

    private mutating func beginReference() {
        returnState = state
        reference.begin(inAttribute: state.isAttributeValue)
        state = .characterReference
    }

    @inline(__always)
    private mutating func appendText(_ input: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        if end > start {
            text.append(input, from: start, to: end)
        }
    }

    /// `index`: the offset in the chunk just past the tag's `>`.
    private mutating func emitTag<Sink: HTMLTokenSink>(_ sink: inout Sink, endingAt index: Int) {
        state = .data
        let token = tag.token()
        if tag.isEndTag {
            emit(.endTag(token), &sink)
        } else {
            if Sink.marksRestartPoints { sink.startTagEnds(atChunkOffset: index) }
            tag.handOverName(replacingWith: &lastStartTag)
            emit(.startTag(token), &sink)
        }
    }

    private mutating func emit<Sink: HTMLTokenSink>(_ token: consuming HTMLToken, _ sink: inout Sink) {
        flushText(&sink)
        deliver(token, &sink)
    }

    private mutating func flushText<Sink: HTMLTokenSink>(_ sink: inout Sink) {
        guard !text.isEmpty else { return }
        let characters = textStrings.string(text)
        text.removeAll()
        deliver(.characters(characters), &sink)
    }

    @inline(__always)
    private mutating func deliver<Sink: HTMLTokenSink>(_ token: consuming HTMLToken, _ sink: inout Sink) {
        if let next = sink.receive(token) {
            switchTo(next)
        }
    }
}
