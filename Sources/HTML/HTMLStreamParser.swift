/// Parses a page as its bytes arrive (libcurl's pieces, a file read in
/// chunks) into a `Document`, never holding the whole body. The charset is
/// decided as `HTMLDecoder.sniff` decides it for a whole body: a byte order
/// mark, then the Content-Type's charset, then a `<meta>` in the first 1024
/// bytes (HTML §13.2.3.2), else UTF-8; bytes are held back only until it is
/// decided. UTF-8 goes to the parser as it comes (the tokenizer keeps a
/// sequence cut between pieces); UTF-16 and legacy charsets are decoded piece
/// by piece (`UTF16StreamDecoder`, `IconvDecoder`).
package struct HTMLStreamParser {
    private enum Decoding {
        case undecided
        case utf8
        case utf16(UTF16StreamDecoder)
        case legacy(IconvDecoder)
    }

    private let declaredCharset: String?
    private var decoding = Decoding.undecided
    /// The first bytes, until the charset is decided.
    private var held: [UInt8] = []
    private var parser: HTMLDocumentParser

    /// `declaredCharset`: the Content-Type's `charset` parameter, if any.
    /// `pipelineAfterBytes`: once the parser has had this many bytes, its
    /// tokenizer moves to a thread of its own (`HTMLDocumentParser`); nil:
    /// never, as for a page shown while it arrives, whose parse is spread
    /// over the arrival anyway. `keepsSVGGraphics`: false for a dump
    /// (`TreeBuilder.keepsSVGGraphics`).
    package init(declaredCharset: String? = nil, pipelineAfterBytes: Int? = nil, keepsSVGGraphics: Bool = true) {
        self.declaredCharset = declaredCharset
        parser = HTMLDocumentParser(pipelineAfterBytes: pipelineAfterBytes, keepsSVGGraphics: keepsSVGGraphics)
    }

    /// The body's whole size, known before its first byte (a file's): a
    /// parser that would go to two threads once `pipelineAfterBytes` had come
    /// does so from the start if the body is that big, and never if it is not.
    /// The body is then taken to be at hand, each piece fed as soon as the
    /// parser is ready for it (`TokenizerPipeline.inputAtHand`).
    package mutating func expect(totalBytes: Int) {
        parser.expect(totalBytes: totalBytes)
    }

    package mutating func feed(_ piece: UnsafeBufferPointer<UInt8>) {
        guard case .undecided = decoding else { return decode(piece) }
        held.append(contentsOf: piece)
        guard canDecide else { return }
        decide()
    }

    package mutating func feed(_ piece: [UInt8]) {
        piece.withUnsafeBufferPointer { feed($0) }
    }

    /// The document as far as the pieces fed so far go, as a copy of its
    /// own (the browser shows it while the rest arrives); bytes held back
    /// for the charset or cut inside a character are not in it yet.
    package func snapshot() -> Document {
        parser.snapshot()
    }

    /// Whether the tokenizer ever ran on a thread of its own (`HTMLDocumentParser`).
    package var wasPipelined: Bool { parser.wasPipelined }

    /// The end of the input: the document is complete.
    package mutating func finish() -> Document {
        if case .undecided = decoding { decide() }
        switch decoding {
        case .undecided, .utf8:
            break
        case .utf16(var decoder):
            decoder.finish { parser.feed($0) }
        case .legacy(let decoder):
            decoder.finish { parser.feed($0) }
        }
        return parser.finish()
    }

    /// A BOM needs three bytes; with a usable declared charset nothing more
    /// is needed, else the prescan's window.
    private var canDecide: Bool {
        guard held.count >= 3 else { return false }
        if let declaredCharset, Charset(label: declaredCharset) != nil { return true }
        return held.count >= MetaCharsetPrescan.window
    }

    private mutating func decide() {
        let (charset, start) = HTMLDecoder.sniff(held, declaredCharset: declaredCharset)
        switch charset {
        case .utf8:
            decoding = .utf8
        case .utf16LittleEndian, .utf16BigEndian:
            decoding = .utf16(UTF16StreamDecoder(littleEndian: charset == .utf16LittleEndian))
        case .legacy(let name):
            // iconv not knowing the charset: read as UTF-8, as `HTMLDecoder.decode` does.
            decoding = IconvDecoder(charset: name).map { .legacy($0) } ?? .utf8
        }
        let first = held
        held = []
        first.withUnsafeBufferPointer { decode(UnsafeBufferPointer(rebasing: $0[start...])) }
    }

    private mutating func decode(_ piece: UnsafeBufferPointer<UInt8>) {
        switch decoding {
        case .undecided:
            break
        case .utf8:
            parser.feed(piece)
        case .utf16(var decoder):
            decoding = .undecided // the decoder is uniquely held while it changes
            decoder.decode(piece) { parser.feed($0) }
            decoding = .utf16(decoder)
        case .legacy(let decoder):
            decoder.decode(piece) { parser.feed($0) }
        }
    }
}
