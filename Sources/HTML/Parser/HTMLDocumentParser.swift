import Base

/// Our HTML parser: `HTMLTokenizer` feeding `TreeBuilder`, fed UTF-8 in
/// chunks of any size (state carries across chunk boundaries, even inside a
/// character or a tag), building the DOM as it goes.
///
/// A big page can be parsed on two threads (`pipelineAfterBytes`): the
/// tokenizer then runs on its own thread (`TokenizerPipeline`) while this
/// one builds the tree, and the tree is the same as on one.
package struct HTMLDocumentParser {
    /// The tokenizer on this thread; nil while the pipeline's thread has it
    /// (its tables, 100 KB, stayed allocated for nothing on every big page),
    /// until a wrong guess brings the parse back here (`tokenizeAgain`).
    private var tokenizer: HTMLTokenizer?
    private var builder: TreeBuilder
    /// Once this many bytes have been fed, the tokenizer moves to a thread
    /// of its own (on a machine with two cores or more); nil: never.
    private var pipelineAfterBytes: Int?
    private var fedBytes = 0
    private var pipeline: PipelineOwner?
    /// How many times a wrong guess sent the parse back to one thread (0 or 1).
    package private(set) var pipelineRestarts = 0
    /// Whether the tokenizer ever ran on a thread of its own.
    package private(set) var wasPipelined = false
    /// The most chunks the pipeline kept at once: each is held in memory
    /// until the tree is built past it (`TokenizerPipeline.inputAtHand`).
    package private(set) var mostPipelineChunksKept = 0
    private var pipelineBatchCapacity = TokenBatch.defaultCapacity
    private var inputAtHand = false
    /// Tests pipeline whatever the machine's cores.
    private var forcePipeline = false

    /// `keepsSVGGraphics`: see `TreeBuilder.keepsSVGGraphics` (false for a dump).
    package init(pipelineAfterBytes: Int? = nil, keepsSVGGraphics: Bool = true) {
        tokenizer = HTMLTokenizer()
        builder = TreeBuilder()
        builder.keepsSVGGraphics = keepsSVGGraphics
        self.pipelineAfterBytes = pipelineAfterBytes
    }

    /// For tests: pipelined from the first byte whatever the machine, with
    /// batches of `batchCapacity` tokens, the input at hand or arriving.
    package init(pipelinedWithBatchCapacity batchCapacity: Int, inputAtHand: Bool = false) {
        self.init()
        pipelineAfterBytes = 0
        pipelineBatchCapacity = batchCapacity
        forcePipeline = true
        self.inputAtHand = inputAtHand
    }

    /// The HTML fragment parsing algorithm (HTML §13.4) with this context
    /// element. No start tag has been emitted yet, so no end tag is
    /// "appropriate": `</script>` in a script context stays text (§13.2.5).
    package init(fragmentContext context: Element) {
        tokenizer = HTMLTokenizer(state: TreeBuilder.tokenizerState(forFragmentContext: context), lastStartTag: nil)
        builder = TreeBuilder(fragmentContext: context)
    }

    /// See `HTMLStreamParser.expect(totalBytes:)`; only before the first byte.
    /// Told the size, the parser takes the input as at hand, a file's: the
    /// pipeline keeps fewer chunks in flight (`TokenizerPipeline.inputAtHand`).
    package mutating func expect(totalBytes: Int) {
        guard fedBytes == 0, let threshold = pipelineAfterBytes else { return }
        inputAtHand = true
        pipelineAfterBytes = totalBytes >= threshold ? 0 : nil
    }

    package mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>) {
        if pipeline == nil, let threshold = pipelineAfterBytes, fedBytes >= threshold { startPipeline() }
        fedBytes += chunk.count
        guard let pipeline = pipeline?.pipeline else {
            return tokenizer!.feed(chunk, into: &builder)
        }
        pipeline.send(chunk)
        mostPipelineChunksKept = max(mostPipelineChunksKept, pipeline.piecesKept)
        buildFromPipeline(.untilCaughtUp)
    }

    /// Ends the input; the document is complete. Its depth is capped (see `DepthCap`).
    package mutating func finish() -> Document {
        if let pipeline = pipeline?.pipeline {
            pipeline.endInput()
            buildFromPipeline(.untilFinished)
            self.pipeline = nil
        }
        // Unless a wrong guess sent the parse back to this thread, the
        // pipeline's tokenizer has finished, its end-of-file token built.
        if pipelineRestarts > 0 || !wasPipelined {
            tokenizer!.finish(into: &builder)
        }
        if builder.deepestStack > HTMLParser.maximumDepth || builder.reparented {
            builder.document.wasDepthCapped = DepthCap.apply(to: builder.document, maximumDepth: HTMLParser.maximumDepth)
        }
        return builder.document
    }

    /// A copy of the document as far as it is parsed, for showing a page
    /// while it arrives (the parser goes on building the original). Text
    /// fed so far is in it: character runs are flushed at the end of each
    /// chunk. Capped in depth as `finish` caps the whole document.
    package func snapshot() -> Document {
        guard let copy = builder.document.deepClone() as? Document else { return Document() }
        copy.quirksMode = builder.document.quirksMode
        if builder.deepestStack > HTMLParser.maximumDepth || builder.reparented {
            copy.wasDepthCapped = DepthCap.apply(to: copy, maximumDepth: HTMLParser.maximumDepth)
        }
        return copy
    }

    // MARK: - Two threads

    /// Moves the tokenizer to a thread of its own, when it can help: two
    /// cores, a document (not a fragment), and no SVG or MathML open (the
    /// tokenizer's guesses start from HTML).
    private mutating func startPipeline() {
        pipelineAfterBytes = nil
        guard forcePipeline || ProcessorCount.available >= 2, builder.context == nil,
              builder.openElements.foreignCount == 0 else { return }
        var handed = tokenizer!
        tokenizer = nil
        let preprocessor = handed.takePreprocessor()
        pipeline = PipelineOwner(TokenizerPipeline(tokenizer: handed, preprocessor: preprocessor,
                                                   batchCapacity: pipelineBatchCapacity, inputAtHand: inputAtHand))
        wasPipelined = true
    }

    /// Builds the tree from the batches the tokenizer's thread hands over,
    /// checking each guess; at a wrong one, tokenizes again from there here.
    private mutating func buildFromPipeline(_ wait: TokenizerPipeline.Wait) {
        guard let pipeline = pipeline?.pipeline else { return }
        while true {
            let batches = pipeline.takeBatches(wait)
            if batches.isEmpty { return }
            for batch in batches {
                if let restart = build(batch, checkingWith: pipeline) {
                    return tokenizeAgain(from: restart, pieces: pipeline.stop())
                }
                pipeline.recycle(batch)
            }
        }
    }

    private struct Restart {
        let point: RestartPoint
        let state: TokenizerContentState
        let lastStartTag: String?
    }

    private mutating func build(_ batch: TokenBatch, checkingWith pipeline: TokenizerPipeline) -> Restart? {
        // Told for the batch of the first token that may hold one (or earlier).
        if batch.textMayContainNUL { builder.textMayContainNUL() }
        let guesses = batch.guesses
        var next = 0
        // The token the next guess concerns (past the batch when none is
        // left): the tokens before it go to the tree builder with one
        // comparison each, not a look into the guesses.
        var guessed = guesses.isEmpty ? Int.max : Int(guesses[0].token)
        for index in 0..<batch.count {
            // The token goes straight from the batch into the tree builder: held in
            // a local first, it was copied (a retain and a release of each string).
            if index < guessed {
                // Only start tags switch the tokenizer (HTML §13.2.6).
                let answer = builder.receive(batch.take())
                assert(answer == nil, "the tree builder switched the tokenizer after a token other than a start tag")
                continue
            }
            // A guess left behind would leave the rest of the batch unchecked.
            precondition(index == guessed, "the pipelined parser skipped a guess")
            // Several `<![CDATA[` with nothing between (empty sections) guess for the same token.
            while next < guesses.count, guesses[next].token == index, case .cdata(let opened) = guesses[next].kind {
                if builder.allowsCDATA != opened {
                    return Restart(point: guesses[next].point, state: .data, lastStartTag: nil)
                }
                pipeline.confirmed(guesses[next].point)
                next += 1
            }
            guard next < guesses.count, guesses[next].token == index, case .startTag(let state) = guesses[next].kind else {
                let answer = builder.receive(batch.take())
                assert(answer == nil, "the tree builder switched the tokenizer after a token other than a start tag")
                guessed = next < guesses.count ? Int(guesses[next].token) : Int.max
                precondition(guessed > index, "the pipelined parser skipped a guess")
                continue
            }
            let answer = builder.receive(batch.take())
            if (answer ?? .data) != (state ?? .data) {
                // The "last start tag" matters only in the states a rule
                // switches to; back in data the next such tag sets it.
                let name = answer == nil ? nil : builder.lastSwitchingTagName
                return Restart(point: guesses[next].point, state: answer ?? .data, lastStartTag: name)
            }
            pipeline.confirmed(guesses[next].point)
            next += 1
            guessed = next < guesses.count ? Int(guesses[next].token) : Int.max
            precondition(guessed > index, "the pipelined parser skipped a guess")
        }
        return nil
    }

    /// After a wrong guess: a tokenizer in the state the tree builder asked
    /// for goes on here from just after the token, over the chunks kept,
    /// each preprocessed again from the state it was preprocessed in.
    private mutating func tokenizeAgain(from restart: Restart, pieces: [PipelinePiece]) {
        pipeline = nil
        pipelineRestarts += 1
        guard let first = pieces.first else {
            tokenizer = HTMLTokenizer(state: restart.state, lastStartTag: restart.lastStartTag)
            return
        }
        var index = restart.point.piece - first.index
        var offset = restart.point.offset
        // A `<![CDATA[` begun in the chunk before its guess.
        while offset < 0 && index > 0 {
            index -= 1
            offset += pieces[index].preprocessedCount
        }
        guard index >= 0, index < pieces.count, var preprocessor = pieces[index].preprocessorBefore else {
            preconditionFailure("the pipelined parser lost the chunk it had to start again from")
        }
        var again = HTMLTokenizer(state: restart.state, lastStartTag: restart.lastStartTag)
        var scratch: [UInt8] = []
        for (position, piece) in pieces[index...].enumerated() {
            let skip = position == 0 ? max(offset, 0) : 0
            piece.bytes.withUnsafeBufferPointer { raw in
                preprocessor.withInputStream(of: raw, scratch: &scratch) { bytes in
                    again.feedPreprocessed(UnsafeBufferPointer(rebasing: bytes[min(skip, bytes.count)...]), into: &builder)
                }
            }
        }
        again.adoptPreprocessor(preprocessor)
        tokenizer = again
    }

    /// The nodes a fragment parsed to (call after `finish`).
    package var fragmentNodes: [Node] { builder.fragmentNodes }

    package static func parse(_ html: String) -> Document {
        var parser = HTMLDocumentParser()
        var html = html
        html.withUTF8 { parser.feed($0) }
        return parser.finish()
    }

    package static func parseFragment(_ html: String, context: Element) -> [Node] {
        var parser = HTMLDocumentParser(fragmentContext: context)
        var html = html
        html.withUTF8 { parser.feed($0) }
        _ = parser.finish()
        return parser.fragmentNodes
    }

    /// A context as html5lib's tests and `turbo-tui tree --fragment` name it:
    /// `td`, `svg path` (the SVG element), `math mi` (the MathML one).
    package static func contextElement(named description: String) -> Element {
        if description.hasPrefix("svg ") { return Element(name: String(description.dropFirst(4)), namespace: .svg) }
        if description.hasPrefix("math ") { return Element(name: String(description.dropFirst(5)), namespace: .mathml) }
        return Element(name: description.lowercased())
    }
}

/// Stops the tokenizer's thread when the parser goes away unfinished (a
/// body over its limit, a file that could not be read to the end).
private final class PipelineOwner {
    let pipeline: TokenizerPipeline

    init(_ pipeline: TokenizerPipeline) {
        self.pipeline = pipeline
    }

    deinit {
        pipeline.abandon()
    }
}
