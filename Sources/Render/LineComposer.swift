/// Fills lines of a fixed width with inline content: collapses whitespace,
/// keeps a word whole across style changes, breaks between words and
/// between CJK characters, and keeps block margins and indentation.
package struct LineComposer {
    package let width: Int
    /// The finished lines not yet handed to `sink`.
    package private(set) var lines: [StyledLine] = []
    /// Takes finished lines once nothing can change them any more (a dump
    /// writes them out as the page is laid out); nil keeps every line here.
    package var sink: LineSink?
    /// How many lines went to `sink`: they come before `lines`.
    package private(set) var linesHandedOn = 0
    /// How many lines the last hand-on kept, all blank.
    private var blankLinesKept = 0
    /// The widest piece that cannot be broken: a table column needs at least this.
    package private(set) var widestWord = 0
    /// What the lines so far owed to `width`.
    package private(set) var widthUse = WidthUse()
    /// Left margin for lines started from now on. Deep nesting stops
    /// indenting at two thirds of the width, so text always has room.
    package var indent: Int {
        get { min(requestedIndent, width * 2 / 3) }
        set {
            requestedIndent = max(newValue, 0)
            widthUse.deepestIndent = max(widthUse.deepestIndent, requestedIndent)
        }
    }
    private var requestedIndent = 0
    package var preformatted = false

    private var line: [Span] = []
    /// The look of `line`'s last span (nil while the line is empty), kept
    /// beside it: whether a word joins that span is asked for every word,
    /// and reading the span from the array copied it (a retain and a
    /// release of its text each time).
    private var lastLook: Span.Look?
    /// The text of `line`'s last span while words still join it: appended
    /// here as bytes, that span's `text` left empty until `closeText` makes
    /// one string of exactly this size. Appending each word to the span's
    /// `String` cost a reallocating append per word (8% of a big page's dump).
    private var openText = GatheredBytes()
    private var lineWidth = 0
    private var lineHasContent = false
    private var word: [Span] = []
    private var wordWidth = 0
    /// The end of the word being built while it is a run of printable ASCII
    /// in one style, as bytes: the last word of every text node waits here
    /// for what follows (more of the word, or a space), and a space places
    /// it as `placePlainWord` places any other word, with no `Span` or
    /// `String` of its own. `closeWordTail` makes it the last span of `word`.
    private var wordTail: [UInt8] = []
    private var wordTailStyle = Style.plain
    private var wordTailLink: Int?
    private var pendingSpace = false
    private var pendingBlankLines = 0
    private var pendingMarker: Span?
    /// A link number waiting for the link's first word, so that a link
    /// starting with a space reads `[6]Word`, not `[6] Word`.
    private var pendingPrefix: Span?
    /// The image row the line being ended is (`addImageBox`).
    private var pendingImage: ImageRow?
    /// A table's line's cell images, for the line `addLine` is ending.
    private var pendingCellImages: [ImageRow] = []
    /// The first rows of the inline boxes on the line being built (`addInlineImage`), at their columns.
    private var lineImages: [ImageRow] = []
    /// The alt text of the inline boxes on the line being built whose text
    /// stands on their second row (`ImageSlot.textRow`), at their columns:
    /// with the boxes' first rows, it goes on a line above.
    private var raisedLabels: [(column: Int, label: Span)] = []

    package init(width: Int) {
        self.width = max(width, 1)
    }

    // MARK: Inline content

    package mutating func addText(_ text: String, style: Style, link: Int?) {
        if preformatted {
            addPreformatted(text, style: style, link: link)
            return
        }
        // The bytes in place (a parsed text node is native UTF-8): a word's
        // bytes are copied straight into the line, not through a Substring.
        var contiguous = text
        contiguous.withUTF8 { addText($0, of: text, style: style, link: link) }
    }

    private mutating func addText(_ bytes: UnsafeBufferPointer<UInt8>, of text: String, style: Style, link: Int?) {
        var runStart = -1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C {
                if runStart >= 0 {
                    if !(word.isEmpty && wordTail.isEmpty
                        && placePlainWord(UnsafeBufferPointer(rebasing: bytes[runStart..<index]), style: style, link: link)) {
                        addRun(bytes, from: runStart, to: index, of: text, style: style, link: link)
                    }
                    runStart = -1
                }
                flushWord()
                pendingSpace = true
            } else if runStart < 0 {
                runStart = index
            }
            index += 1
        }
        if runStart >= 0 {
            addRun(bytes, from: runStart, to: bytes.count, of: text, style: style, link: link)
        }
    }

    /// A run of a word's bytes: printable ASCII goes on the word's tail,
    /// anything else to `addWordRun`.
    private mutating func addRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, of text: String,
                                 style: Style, link: Int?) {
        let run = UnsafeBufferPointer(rebasing: bytes[start..<end])
        for byte in run where byte >= 0x7F || byte < 0x20 {
            if !addWideRun(run, style: style, link: link) {
                addWordRun(Self.slice(text, start, end), style: style, link: link)
            }
            return
        }
        if !wordTail.isEmpty && (wordTailStyle != style || wordTailLink != link) { closeWordTail() }
        if wordTail.isEmpty {
            wordTailStyle = style
            wordTailLink = link
        }
        wordTail.append(contentsOf: run)
    }

    /// The word's tail as the last span of `word`, for every way of building
    /// a word but the tail's own.
    private mutating func closeWordTail() {
        guard !wordTail.isEmpty else { return }
        let span = Span(text: String(decoding: wordTail, as: UTF8.self), style: wordTailStyle, width: wordTail.count,
                        link: wordTailLink)
        wordTail.removeAll(keepingCapacity: true)
        appendToWord(span)
    }

    /// `text` between two byte offsets, both next to ASCII white space or at an end.
    private static func slice(_ text: String, _ start: Int, _ end: Int) -> Substring {
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        return text[from..<utf8.index(from, offsetBy: end - start)]
    }

    /// Text that must not be broken and joins the word being built, such as
    /// a link number or an image's label.
    package mutating func addAtom(_ text: String, style: Style, link: Int?, field: Int? = nil) {
        let safe = TerminalSafeText.sanitize(text)
        appendToWord(Span(text: safe, style: style, link: link, field: field))
    }

    /// A link's number, `[12]`: it joins the word in progress, or else the
    /// next word to start. Digits and brackets, nothing to sanitize or measure.
    package mutating func addLinkNumber(_ number: Int, link: Int) {
        let text = Self.bracketed(number)
        let span = Span(text: text, style: Style(role: .marker), width: text.utf8.count, link: link)
        if word.isEmpty && wordTail.isEmpty { pendingPrefix = span } else { appendToWord(span) }
    }

    /// `[12]` written digit by digit (a link's number is at least 1): the
    /// concatenation of `"["`, `String(number)` and `"]"` made three strings.
    private static func bracketed(_ number: Int) -> String {
        let number = max(number, 0)
        var place = 1
        var digits = 1
        while number / place >= 10 {
            place *= 10
            digits += 1
        }
        return String(unsafeUninitializedCapacity: digits + 2) { buffer in
            buffer[0] = UInt8(ascii: "[")
            var index = 1
            while place > 0 {
                buffer[index] = UInt8(ascii: "0") + UInt8(number / place % 10)
                index += 1
                place /= 10
            }
            buffer[index] = UInt8(ascii: "]")
            return digits + 2
        }
    }

    /// A prefix that found no word (an empty link) stands on its own.
    package mutating func settlePrefix() {
        // A prefix still waiting has no word but, maybe, the link's word
        // waiting as a tail (anything else that joins the word takes the
        // prefix first, `appendToWord`). Then the two are left as they are:
        // `flushWord` places the prefix and then the tail as bytes
        // (`placePlainWord`), as it would place them as a word, and whatever
        // closes the tail first puts the prefix before it. Closing the tail
        // here made the last word of every link a `Span` and a `String`,
        // placed the slow way (4% of a table of contents' dump).
        guard wordTail.isEmpty, let prefix = pendingPrefix else { return }
        pendingPrefix = nil
        appendToWord(prefix)
    }

    /// A separate unbreakable piece, with collapsible space on either side.
    package mutating func addSeparateAtom(_ text: String, style: Style, link: Int?, field: Int? = nil) {
        flushWord()
        addAtom(text, style: style, link: link, field: field)
        flushWord()
    }

    /// A place where the line may break without a space, as `<wbr>` marks.
    package mutating func breakOpportunity() {
        flushWord()
    }

    /// Collapsible whitespace, as between table cells.
    package mutating func addSpace() {
        flushWord()
        pendingSpace = true
    }

    private mutating func addWordRun(_ run: Substring, style: Style, link: Int?) {
        var isASCII = true
        var hasControl = false
        for byte in run.utf8 {
            if byte >= 0x80 { isASCII = false } else if byte < 0x20 || byte == 0x7F { hasControl = true }
        }
        if isASCII {
            // Caret notation keeps ASCII ASCII, so the width is the byte count after sanitizing.
            let safe = hasControl ? TerminalSafeText.sanitize(String(run)) : String(run)
            appendToWord(Span(text: safe, style: style, width: safe.utf8.count, link: link))
            return
        }
        // Below U+1100 nothing is wide, so nothing offers a break between characters.
        if !run.unicodeScalars.contains(where: { $0.value >= 0x1100 }) {
            appendToWord(Span(text: TerminalSafeText.sanitize(String(run)), style: style, link: link))
            return
        }
        // Each break opportunity ends a word; closing punctuation stays with
        // what it closes and an opening bracket with what it opens.
        var fragment = ""
        var previous: CJKLineBreak.Letter?
        for character in run {
            let letter = CJKLineBreak.Letter(character, isWide: TextWidth.columns(character) == 2)
            if CJKLineBreak.allowsBreak(between: previous, and: letter) {
                if !fragment.isEmpty {
                    appendToWord(Span(text: TerminalSafeText.sanitize(fragment), style: style, link: link))
                    fragment = ""
                }
                flushWord()
            }
            fragment.append(character)
            previous = letter
        }
        if !fragment.isEmpty {
            appendToWord(Span(text: TerminalSafeText.sanitize(fragment), style: style, link: link))
        }
    }

    /// A run of Chinese, Japanese or Korean text as `addWordRun` lays it
    /// out, without its `Character`s: when every scalar of the run is one
    /// that no grapheme rule joins to a neighbour (`isLoneScalar`), each
    /// scalar is a character, and the pieces between breaks are cut from
    /// the bytes. Walking a run by `Character` and appending each to a
    /// `String` was a sixth of a CJK page's dump. False, having done
    /// nothing, for any other run.
    private mutating func addWideRun(_ run: UnsafeBufferPointer<UInt8>, style: Style, link: Int?) -> Bool {
        var index = 0
        while index < run.count {
            let (scalar, length) = Self.decodeScalar(run, at: index)
            guard Self.isLoneScalar(scalar) else { return false }
            index += length
        }
        let piece = { (range: Range<Int>) in String(decoding: UnsafeBufferPointer(rebasing: run[range]), as: UTF8.self) }
        var pieceStart = 0
        var pieceWidth = 0
        var previous: CJKLineBreak.Letter?
        index = 0
        while index < run.count {
            let (scalar, length) = Self.decodeScalar(run, at: index)
            let columns = scalar < 0x80 ? 1 : 2
            let letter = CJKLineBreak.Letter(scalar: scalar, isWide: columns == 2)
            if CJKLineBreak.allowsBreak(between: previous, and: letter) {
                if index > pieceStart {
                    appendToWord(Span(text: piece(pieceStart..<index), style: style, width: pieceWidth, link: link))
                    pieceStart = index
                    pieceWidth = 0
                }
                flushWord()
            }
            pieceWidth += columns
            previous = letter
            index += length
        }
        if index > pieceStart {
            appendToWord(Span(text: piece(pieceStart..<index), style: style, width: pieceWidth, link: link))
        }
        return true
    }

    /// Printable ASCII but space, and the CJK letters and punctuation whose
    /// width `TextWidth` answers early (all two columns): no control
    /// character to sanitize, no mark, joiner, jamo or regional indicator
    /// that grapheme rules join to a neighbour (U+302A...U+302F are left out).
    private static func isLoneScalar(_ value: UInt32) -> Bool {
        (0x21...0x7E).contains(value) || (0x3000...0x3029).contains(value) || (0x3030...0x303E).contains(value)
            || (0x3041...0x3096).contains(value) || (0x30A1...0x30FF).contains(value) || (0x3400...0x4DBF).contains(value)
            || (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value) || (0xFF01...0xFF60).contains(value)
    }

    /// The scalar at `index` of valid UTF-8 (a `String`'s bytes) and its length in bytes.
    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2) }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
        }
        return ((lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                | UInt32(bytes[index + 3] & 0x3F), 4)
    }

    /// A whole word of printable ASCII in one style, the common case: placed
    /// on the line as `flushWord` would place it, its bytes copied into the
    /// line's open span without a `Span` or a `String` of its own. A link
    /// number waiting for it goes first, as `appendToWord` puts it (the first
    /// word of every link took the slow path). False, having done nothing,
    /// for any other run.
    private mutating func placePlainWord(_ run: UnsafeBufferPointer<UInt8>, style: Style, link: Int?) -> Bool {
        for byte in run where byte >= 0x7F || byte < 0x20 { return false }
        let runWidth = run.count
        var prefix: Span?
        if let pending = pendingPrefix, !pending.text.isEmpty {
            guard !pending.joins(style: style, link: link) else { return false }
            prefix = pending
        }
        pendingPrefix = nil
        let prefixWidth = prefix?.width ?? 0
        var firstLink = link
        if let prefix { firstLink = prefix.link }
        makeRoom(forWord: prefixWidth + runWidth, link: firstLink)
        if lineWidth + prefixWidth + runWidth > width {
            if let prefix { word.append(prefix) }
            word.append(Span(text: String(decoding: run, as: UTF8.self), style: style, width: runWidth, link: link))
            placeOverlongWord()
            word.removeAll(keepingCapacity: true)
            lineHasContent = true
            pendingSpace = false
            return true
        }
        if let prefix { append(prefix) }
        appendPlain(run, style: style, link: link)
        lineHasContent = true
        pendingSpace = false
        return true
    }

    /// Printable ASCII onto the line: its bytes into the line's last span
    /// when they join it, else a span of their own; one column a byte.
    private mutating func appendPlain(_ run: UnsafeBufferPointer<UInt8>, style: Style, link: Int?) {
        let lastIndex = line.count - 1
        if let lastLook, lastLook.joins(style: style, link: link) {
            if openText.isEmpty {
                gather(line[lastIndex].text)
                line[lastIndex].text = ""
            }
            openText.append(run)
            line[lastIndex].width += run.count
        } else {
            // Opened with its bytes gathered, not a `String`: the next run
            // most often joins it, which took the string apart again.
            closeText()
            let span = Span(text: "", style: style, width: run.count, link: link)
            line.append(span)
            lastLook = span.look
            openText.append(run)
        }
        lineWidth += run.count
    }

    private mutating func appendToWord(_ span: Span) {
        closeWordTail()
        guard !span.text.isEmpty else { return }
        if word.isEmpty, let prefix = pendingPrefix {
            pendingPrefix = nil
            appendToWord(prefix)
        }
        if let last = word.last, last.joins(span) {
            word[word.count - 1].text += span.text
            word[word.count - 1].width += span.width
        } else {
            word.append(span)
        }
        wordWidth += span.width
    }

    /// Places the word being built. Inlined to its test: it is asked at every
    /// space and every text node, where there is most often no word.
    @inline(__always)
    private mutating func flushWord() {
        guard !word.isEmpty || !wordTail.isEmpty else { return }
        placeWord()
    }

    private mutating func placeWord() {
        if word.isEmpty && !wordTail.isEmpty {
            // Swapped out while it is placed: `placePlainWord` changes `self`.
            var tail: [UInt8] = []
            swap(&tail, &wordTail)
            let placed = tail.withUnsafeBufferPointer { placePlainWord($0, style: wordTailStyle, link: wordTailLink) }
            swap(&tail, &wordTail)
            if placed {
                wordTail.removeAll(keepingCapacity: true)
                return
            }
        }
        closeWordTail()
        guard !word.isEmpty else { return }
        makeRoom(forWord: wordWidth, link: word.first?.link)
        if lineWidth + wordWidth > width {
            placeOverlongWord()
        } else {
            for span in word { append(span) }
        }
        lineHasContent = true
        pendingSpace = false
        word.removeAll(keepingCapacity: true)
        wordWidth = 0
    }

    /// The space between two words of one link is part of the link (its
    /// underline, its focus, its click), as w3m and lynx draw it: a link of
    /// several words looked like several links.
    private static func space(after before: Span.Look?, link: Int?) -> Span {
        guard let before, let link, before.link == link else { return Span(text: " ", width: 1) }
        return Span(text: " ", style: before.style, width: 1, link: link)
    }

    /// Before a word `wordWidth` wide whose first piece links to `link` (both
    /// ways a word is placed): the line ends when the word does not fit after
    /// the space, a line starts, and the pending space goes in.
    private mutating func makeRoom(forWord wordWidth: Int, link: Int?) {
        widestWord = max(widestWord, wordWidth)
        let space = pendingSpace && lineHasContent ? 1 : 0
        if lineHasContent && lineWidth + space + wordWidth > width { endLine() }
        startLineIfNeeded()
        if pendingSpace && lineHasContent { appendSpace(link: link) }
        widthUse.reach = max(widthUse.reach, lineWidth + wordWidth)
    }

    /// The space before a word whose first piece links to `link`, as
    /// `space(after:link:)` makes it; one byte more in the line's last span
    /// when it joins that span, without a `Span` of its own.
    private mutating func appendSpace(link: Int?) {
        let lastIndex = line.count - 1
        guard let lastLook else {
            append(Self.space(after: nil, link: link))
            return
        }
        let joins = if let link, lastLook.link == link {
            !lastLook.hasField
        } else {
            lastLook.joins(style: .plain, link: nil)
        }
        guard joins else {
            append(Self.space(after: lastLook, link: link))
            return
        }
        if openText.isEmpty {
            gather(line[lastIndex].text)
            line[lastIndex].text = ""
        }
        openText.append(0x20)
        line[lastIndex].width += 1
        lineWidth += 1
    }

    /// `text`'s bytes onto `openText`, in one copy from a native string.
    private mutating func gather(_ text: String) {
        var text = text
        text.withUTF8 { openText.append($0) }
    }

    /// A word wider than the line is cut between grapheme clusters.
    private mutating func placeOverlongWord() {
        // The checks below read the line's spans, so their text must be in them.
        closeText()
        for span in word {
            var text = span.text
            if text.withUTF8({ placeOverlongPlainSpan(span, bytes: $0) }) { continue }
            var piece = ""
            var pieceWidth = 0
            for character in span.text {
                let columns = TextWidth.columns(character)
                // A list marker wider than a narrow table cell's indent counts as
                // something on the line: the word goes below it (found by the `html`
                // fuzz target: `<li>` in a shrunk column drew its row 81 wide at 80).
                if lineWidth + pieceWidth + columns > width
                    && (lineHasContent || pieceWidth > 0 || !line.allSatisfy(Self.isIndentation)) {
                    append(Span(text: piece, style: span.style, width: pieceWidth, link: span.link, field: span.field))
                    piece = ""
                    pieceWidth = 0
                    endLine()
                    startLineIfNeeded()
                }
                // A wide character that does not fit after the indentation of a very
                // narrow line is drawn without it.
                if lineWidth + columns > width && pieceWidth == 0 && !lineHasContent && line.allSatisfy(Self.isIndentation) {
                    line.removeAll()
                    lastLook = nil
                    lineWidth = 0
                }
                piece.append(character)
                pieceWidth += columns
                lineHasContent = true
            }
            if !piece.isEmpty {
                append(Span(text: piece, style: span.style, width: pieceWidth, link: span.link, field: span.field))
            }
        }
    }

    /// `placeOverlongWord`'s walk for a span of printable ASCII (a cell's
    /// `SKU-07919` in a column of 8, a link in a narrow one): a column a
    /// byte, the pieces cut from the bytes, as the walk by `Character`
    /// cuts them, where appending each character to a `String` cost 600
    /// instructions a character (a tenth of a 5 000-row table's dump).
    /// False, having done nothing, for any other span.
    private mutating func placeOverlongPlainSpan(_ span: Span, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte &- 0x20 >= 0x5F { return false }
        var pieceStart = 0
        func piece(to end: Int) -> Span {
            Span(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[pieceStart..<end]), as: UTF8.self),
                 style: span.style, width: end - pieceStart, link: span.link, field: span.field)
        }
        for index in 0..<bytes.count {
            let pieceWidth = index - pieceStart
            if lineWidth + pieceWidth + 1 > width
                && (lineHasContent || pieceWidth > 0 || !line.allSatisfy(Self.isIndentation)) {
                append(piece(to: index))
                pieceStart = index
                endLine()
                startLineIfNeeded()
            }
            if lineWidth + 1 > width && index == pieceStart && !lineHasContent && line.allSatisfy(Self.isIndentation) {
                line.removeAll()
                lastLook = nil
                lineWidth = 0
            }
            lineHasContent = true
        }
        if pieceStart < bytes.count { append(piece(to: bytes.count)) }
        return true
    }

    /// Text kept as written: lines end at line feeds, tabs stop every 8
    /// columns. Scanned as bytes, since the characters it acts on are ASCII.
    private mutating func addPreformatted(_ text: String, style: Style, link: Int?) {
        flushWord()
        // Read where the text is (a parsed page's strings are native or small): a
        // mutable copy for `withUTF8` was a retain and a release of every run.
        if let done: Void = text.utf8.withContiguousStorageIfAvailable({ addPreformatted($0, of: text, style: style, link: link) }) {
            return done
        }
        var contiguous = text
        contiguous.withUTF8 { addPreformatted($0, of: text, style: style, link: link) }
    }

    private mutating func addPreformatted(_ bytes: UnsafeBufferPointer<UInt8>, of text: String, style: Style, link: Int?) {
        var segmentStart = 0
        // Whether the segment so far is printable ASCII, found on the
        // way, not by a second pass over each segment.
        var segmentIsPlain = true
        let count = bytes.count
        var index = 0
        while index < count {
            // Eight bytes of printable ASCII at a time, nearly all of a
            // source view: a byte at a time, this loop was 6% of the dump
            // of a 10 MB one (rust-avx512f-src).
            if index &+ 8 <= count, let base = bytes.baseAddress,
               TerminalSafeText.isPrintableASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index &+= 8
                continue
            }
            let byte = bytes[index]
            defer { index &+= 1 }
            // One comparison passes printable ASCII.
            guard byte &- 0x20 >= 0x5F else { continue }
            guard byte == 0x0A || byte == 0x0D || byte == 0x09 else {
                segmentIsPlain = false
                continue
            }
            addPreformattedSegment(bytes, from: segmentStart, to: index, isPlain: segmentIsPlain, of: text,
                                   style: style, link: link)
            segmentIsPlain = true
            if byte == 0x0A {
                startLineIfNeeded()
                endLine(force: true)
            } else if byte == 0x09 {
                startLineIfNeeded()
                let spaces = 8 - (lineWidth - indent) % 8
                append(Span.blank(spaces))
                lineHasContent = true
            }
            segmentStart = index + 1
        }
        addPreformattedSegment(bytes, from: segmentStart, to: bytes.count, isPlain: segmentIsPlain, of: text,
                               style: style, link: link)
    }

    /// `text`'s bytes between two offsets next to ASCII (a line of a
    /// `<pre>`, or part of one). Printable ASCII, nearly all code, goes onto
    /// the line as bytes: making a `String` of each piece, sanitizing it and
    /// measuring it was a fifth of the dump of a 10 MB source view.
    /// `isPlain`: every byte of it is printable ASCII.
    private mutating func addPreformattedSegment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                                                 isPlain: Bool, of text: String, style: Style, link: Int?) {
        guard end > start else { return }
        startLineIfNeeded()
        let run = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if isPlain {
            appendPlain(run, style: style, link: link)
        } else {
            append(Span(text: TerminalSafeText.sanitize(String(Self.slice(text, start, end))), style: style, link: link))
        }
        lineHasContent = true
        widestWord = max(widestWord, lineWidth - indent)
    }

    // MARK: Blocks

    /// `<br>`: ends the line; an empty line still counts.
    package mutating func lineBreak() {
        flushWord()
        startLineIfNeeded()
        endLine(force: true)
        pendingSpace = false
    }

    /// Ends the current block; at least `blankLines` empty lines separate it
    /// from the next content (margins collapse, none at the very top).
    package mutating func blockBoundary(blankLines: Int) {
        flushWord()
        if lineHasContent || !line.isEmpty { endLine() }
        pendingSpace = false
        pendingBlankLines = max(pendingBlankLines, blankLines)
    }

    /// A marker such as a list bullet, drawn in the indent of the next line.
    package mutating func setMarker(_ text: String, style: Style = Style(role: .marker)) {
        let marker = Span(text: text, style: style)
        widthUse.widestMarker = max(widthUse.widestMarker, marker.width)
        pendingMarker = marker
    }

    /// The end of a list item: one that drew nothing still shows its marker,
    /// on a line of its own, as browsers draw the bullet of an empty `<li>`.
    /// Left pending, it marked whatever block came next, outside the list,
    /// and a table there then passed the width by the marker's.
    package mutating func drawPendingMarker() {
        guard pendingMarker != nil else { return }
        // The item's last word, still unwritten, takes the marker itself.
        flushWord()
        guard pendingMarker != nil else { return }
        if lineHasContent || !line.isEmpty { endLine() }
        startLineIfNeeded()
        lineHasContent = true
        endLine()
    }

    /// A whole line of its own, such as a horizontal rule.
    package mutating func addLine(_ spans: [Span]) {
        addLine(StyledLine(spans: spans))
    }

    /// A line made to measure (a table's), with the rows of its cells' images placed already.
    package mutating func addLine(_ made: StyledLine) {
        widthUse.isFixed = true
        blockBoundary(blankLines: 0)
        startLineIfNeeded()
        if sink?.takeSpans != nil && made.image == nil && made.cellImages.isEmpty {
            // Bound for a writer of text (`LineSink.takeSpans`), which writes
            // the spans' text one after another: the same bytes whether or
            // not neighbours of one look are joined, and joining them copied
            // every byte of a table's lines once more (5% of a table's dump).
            closeText()
            line += made.spans
            if let last = made.spans.last { lastLook = last.look }
            lineWidth += made.width
        } else {
            for span in made.spans { append(span) }
        }
        pendingCellImages = made.cellImages
        widestWord = max(widestWord, lineWidth - indent)
        lineHasContent = true
        endLine()
    }

    /// An image's box: a block of `slot.box.rows` lines at the indent, the
    /// first holding its alt text (seen until the image is drawn over it,
    /// or for good when it cannot be), each marked with its row of the image.
    /// `shrinks`: the box may be narrower than it asks (in a table cell,
    /// whose column may be narrower), so only its alt text is a word that
    /// must fit.
    package mutating func addImageBox(_ slot: ImageSlot, label: Span?, shrinks: Bool = false) {
        widthUse.isFixed = true
        blockBoundary(blankLines: 0)
        for row in 0..<slot.box.rows {
            startLineIfNeeded()
            if row == 0, let label { append(label) }
            widestWord = max(widestWord, lineWidth - indent, shrinks ? 0 : slot.box.columns)
            lineHasContent = true
            pendingImage = ImageRow(slot: slot, row: row)
            endLine(force: true)
        }
        blockBoundary(blankLines: 0)
    }

    /// An image small enough to stand in its line of text (`ImageSlot.isInline`):
    /// an unbreakable piece `label.width` columns wide that the text flows
    /// around, as any inline box, holding its alt text (`ImageSlot.inlineLabel`)
    /// until the image is drawn over it. The line carries the box at its
    /// column (`StyledLine.cellImages`); a box two rows high takes a line of
    /// its own below for its second row, the text standing on its first (as
    /// CSS's `vertical-align: top`), where the alt text, a link and the focus
    /// stand on every box's first row. One aligned to the bottom
    /// (`ImageSlot.textRow`) takes a line above for its first row and its alt
    /// text, and its columns of the line of text are blank.
    package mutating func addInlineImage(_ slot: ImageSlot, label: Span) {
        widthUse.isFixed = true
        flushWord()
        let prefix = pendingPrefix
        pendingPrefix = nil
        makeRoom(forWord: (prefix?.width ?? 0) + label.width, link: prefix?.link ?? label.link)
        if let prefix {
            append(prefix)
            // A link number and the box are one word; where both do not fit, the box goes below its number.
            if lineWidth + label.width > width {
                endLine()
                startLineIfNeeded()
            }
        }
        lineImages.append(ImageRow(slot: slot.moved(by: lineWidth - slot.column), row: 0))
        if slot.textRow > 0 {
            raisedLabels.append((lineWidth, label))
            append(Span.blank(label.width))
        } else {
            append(label)
        }
        lineHasContent = true
        pendingSpace = false
    }

    package mutating func finish() -> [StyledLine] {
        flushWord()
        if lineHasContent { endLine() }
        while let last = lines.last, last.isBlank { lines.removeLast() }
        return lines
    }

    // MARK: Lines

    /// Inlined to its test: every piece of text asks, and most find the line started.
    @inline(__always)
    private mutating func startLineIfNeeded() {
        if line.isEmpty { startLine() }
    }

    private mutating func startLine() {
        if !lines.isEmpty || linesHandedOn > 0 {
            var trailingBlanks = 0
            while trailingBlanks < lines.count && lines[lines.count - 1 - trailingBlanks].isBlank { trailingBlanks += 1 }
            for _ in trailingBlanks..<max(trailingBlanks, pendingBlankLines) { lines.append(StyledLine()) }
        }
        pendingBlankLines = 0
        // A marker that leaves no room for a character after it (a list in a
        // table column shrunk to a few cells) is not drawn: nothing may pass the width.
        if let marker = pendingMarker, marker.width >= width { pendingMarker = nil }
        var leading = indent
        if let marker = pendingMarker {
            leading = max(indent - marker.width, 0)
        }
        if leading > 0 {
            append(Span.blank(leading))
        }
        if let marker = pendingMarker {
            append(marker)
            if lineWidth < indent {
                let pad = indent - lineWidth
                append(Span.blank(pad))
            }
            pendingMarker = nil
        }
    }

    /// Spaces of the left margin, as `startLineIfNeeded` puts them: no marker, no link.
    private static func isIndentation(_ span: Span) -> Bool {
        span.style == .plain && span.link == nil && span.field == nil && span.text.utf8.allSatisfy { $0 == 0x20 }
    }

    private mutating func append(_ span: Span) {
        let lastIndex = line.count - 1
        if let lastLook, lastLook == span.look {
            if openText.isEmpty {
                gather(line[lastIndex].text)
                line[lastIndex].text = ""
            }
            gather(span.text)
            line[lastIndex].width += span.width
        } else {
            closeText()
            line.append(span)
            lastLook = span.look
        }
        lineWidth += span.width
    }

    /// Gives `line`'s last span the text gathered in `openText`.
    private mutating func closeText() {
        guard !openText.isEmpty else { return }
        line[line.count - 1].text = openText.makeString()
        openText.removeAll()
    }

    private mutating func endLine(force: Bool = false) {
        guard force || !line.isEmpty else { return }
        // A line with images goes into `lines` whatever the sink.
        let takeSpans = raisedLabels.isEmpty && lineImages.isEmpty && pendingImage == nil && pendingCellImages.isEmpty
            ? sink?.takeSpans : nil
        trimTrailingSpaces(closing: takeSpans == nil)
        // Text left open after the trim ends in something other than a
        // space, so the line is not blank.
        if let sink, let takeSpans, !openText.isEmpty || !line.allSatisfy({ $0.text.utf8.allSatisfy { $0 == 0x20 } }) {
            // A line that is not blank settles every line before it and
            // itself: its spans go to the sink from this buffer, after the
            // (blank) lines kept, with no `StyledLine` made and freed, and
            // the last span's text as the bytes gathered, with no `String`.
            if !lines.isEmpty {
                sink.take(lines[...])
                linesHandedOn += lines.count
                lines.removeAll(keepingCapacity: true)
                blankLinesKept = 0
            }
            openText.withUnsafeBufferPointer { takeSpans(line, $0) }
            openText.removeAll()
            linesHandedOn += 1
        } else {
            closeText()
            appendLine()
        }
        // Span by span: `removeAll(keepingCapacity:)` goes through the
        // generic `replaceSubrange`, 230 instructions for a line of one span.
        while !line.isEmpty { line.removeLast() }
        lastLook = nil
        lineWidth = 0
        lineHasContent = false
        if let sink, lines.count - blankLinesKept >= LineSink.batchSize { handOnSettledLines(to: sink) }
    }

    /// Plain spaces at the line's end go (a margin's, a `<pre>` line's):
    /// from `openText`'s bytes while the last span is open, from the spans'
    /// strings for the rest (a span of spaces goes whole, and the one before
    /// it is looked at). Then every span has its text, but for the last one
    /// when `closing` is false and its bytes are plain text that stays.
    private mutating func trimTrailingSpaces(closing: Bool = true) {
        if !openText.isEmpty, let lastLook, lastLook.style == .plain, lastLook.link == nil, !lastLook.hasField {
            var end = openText.count
            while end > 0 && openText[end - 1] == 0x20 { end -= 1 }
            let removed = openText.count - end
            if end > 0 {
                if removed > 0 {
                    openText.removeLast(removed)
                    line[line.count - 1].width -= removed
                }
                if closing { closeText() }
                return
            }
            openText.removeAll()
            line.removeLast()
        }
        closeText()
        // The spans' fields read in place and their text as bytes: copying
        // each span and walking its `UTF8View` back index by index cost 650
        // instructions a line (a table's lines end in a cell's padding).
        while let lastIndex = line.indices.last, line[lastIndex].style == .plain, line[lastIndex].link == nil,
              line[lastIndex].field == nil {
            var text = line[lastIndex].text
            // Its length without its trailing spaces; nil when it ends in none.
            let end: Int? = text.withUTF8 { bytes in
                guard bytes.last == 0x20 else { return nil }
                var end = bytes.count - 1
                while end > 0 && bytes[end - 1] == 0x20 { end -= 1 }
                return end
            }
            guard let end else { return }
            if end == 0 {
                line.removeLast()
                continue
            }
            // Spaces are one column a byte.
            line[lastIndex].width -= text.utf8.count - end
            line[lastIndex].text = text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[..<end]), as: UTF8.self) }
            return
        }
    }

    /// `line` onto `lines`, with the line of raised labels before it and the
    /// inline images' second rows after it.
    private mutating func appendLine() {
        // An array of exactly the line's spans; the buffer, grown once, is
        // kept for the next line (growing a new one span by span cost a
        // reallocation every doubling, and the page kept the slack).
        if !raisedLabels.isEmpty { addRaisedLine() }
        lines.append(StyledLine(spans: line.withUnsafeBufferPointer { Array($0) }, image: pendingImage,
                                cellImages: lineImages.isEmpty ? pendingCellImages
                                    : pendingCellImages + lineImages.map { ImageRow(slot: $0.slot, row: $0.slot.textRow) }))
        pendingImage = nil
        if !pendingCellImages.isEmpty { pendingCellImages = [] }
        if !lineImages.isEmpty { endInlineImages() }
    }

    /// Before a line holding inline boxes aligned to the bottom: their first
    /// rows, each with its alt text at its column, holding nothing else.
    private mutating func addRaisedLine() {
        var spans: [Span] = []
        var x = 0
        for (column, label) in raisedLabels {
            if column > x { spans.append(Span.blank(column - x)) }
            spans.append(label)
            x = column + label.width
        }
        raisedLabels = []
        lines.append(StyledLine(spans: spans, cellImages: lineImages.filter { $0.slot.textRow > 0 }))
    }

    /// After a line holding inline boxes: a line for the second row of those
    /// two rows high whose text stands on their first, holding nothing else.
    private mutating func endInlineImages() {
        let secondRows = lineImages.filter { $0.slot.box.rows > $0.slot.textRow + 1 }.map { ImageRow(slot: $0.slot, row: $0.slot.textRow + 1) }
        lineImages = []
        if !secondRows.isEmpty { lines.append(StyledLine(cellImages: secondRows)) }
    }

    /// Hands every line but the trailing blank ones to `sink`: those are
    /// still open to margins collapsing against them, or to `finish`
    /// trimming them from the page's end. The lines kept last time are
    /// known blank, so only the lines after them are looked at.
    private mutating func handOnSettledLines(to sink: LineSink) {
        var settled = lines.count
        while settled > blankLinesKept && lines[settled - 1].isBlank { settled -= 1 }
        if settled > blankLinesKept {
            sink.take(lines[..<settled])
            lines.removeSubrange(..<settled)
            linesHandedOn += settled
        }
        blankLinesKept = lines.count
    }
}

/// Where a page walk hands its finished lines (`LineComposer.sink`), in
/// order, a batch at a time. For `--dump`: a big page's lines held until the
/// end were 12-17 MiB of its peak beside the DOM (docs/performance.md).
package final class LineSink {
    /// Lines gathered before a batch is handed on.
    static let batchSize = 64
    let take: (ArraySlice<StyledLine>) -> Void
    /// When set, a line that is not blank and has no images is handed on
    /// as its spans the moment it ends, in order with `take`'s lines (those
    /// before it first): a writer of text needs no `StyledLine` (making one
    /// and freeing it were 4% of a big page's dump). The second argument is
    /// the text of the last span, when it is still the bytes the layout
    /// gathered (that span's `text` is then empty): the text follows the
    /// spans' texts, and no `String` is made of it (rust-avx512f-src's
    /// 111 000 lines of code made one each).
    let takeSpans: (([Span], _ lastText: UnsafeBufferPointer<UInt8>) -> Void)?

    package init(_ take: @escaping (ArraySlice<StyledLine>) -> Void,
                 spans takeSpans: (([Span], _ lastText: UnsafeBufferPointer<UInt8>) -> Void)? = nil) {
        self.take = take
        self.takeSpans = takeSpans
    }
}

// MARK: Resuming (Render/Incremental)

extension LineComposer {
    /// A copy to resume from later. Of the finished lines it keeps only the
    /// last: all that decides what comes next is whether there is one and
    /// whether it is blank (margins collapse against it).
    package func checkpoint() -> LineComposer {
        var copy = self
        copy.closeText()
        copy.openText = GatheredBytes()
        copy.closeWordTail()
        copy.wordTail = []
        // Exactly its spans, not the buffer kept for the next line.
        copy.line = copy.line.isEmpty ? [] : copy.line.withUnsafeBufferPointer { Array($0) }
        copy.lines = lines.last.map { [$0] } ?? []
        // An empty buffer kept for its capacity would be shared, and the
        // next word would have to copy it.
        if copy.word.isEmpty { copy.word = [] }
        return copy
    }

    /// Whether everything laid out from here on comes out the same as from
    /// `other`. Not `Equatable`: the finished lines and the widest word do
    /// not matter for what follows.
    package func continuesLike(_ other: LineComposer) -> Bool {
        var mine = self
        mine.closeText()
        mine.closeWordTail()
        var theirs = other
        theirs.closeText()
        theirs.closeWordTail()
        return mine.continuesLikeClosed(theirs)
    }

    private func continuesLikeClosed(_ other: LineComposer) -> Bool {
        width == other.width && requestedIndent == other.requestedIndent && preformatted == other.preformatted
            && lineWidth == other.lineWidth && lineHasContent == other.lineHasContent && wordWidth == other.wordWidth
            && pendingSpace == other.pendingSpace && pendingBlankLines == other.pendingBlankLines
            && pendingMarker == other.pendingMarker && pendingPrefix == other.pendingPrefix
            && line == other.line && word == other.word && lineImages == other.lineImages
            && lines.isEmpty == other.lines.isEmpty && lines.last?.isBlank == other.lines.last?.isBlank
    }

    /// Spans waiting for their line that point at a link, a field or a
    /// label: their indices would be stale once targets before them change.
    package var holdsTargets: Bool {
        pendingPrefix?.link != nil || line.contains { $0.link != nil || $0.field != nil || $0.style.label != nil }
            || word.contains { $0.link != nil || $0.field != nil || $0.style.label != nil }
            || (!wordTail.isEmpty && (wordTailLink != nil || wordTailStyle.label != nil))
    }
}
