import Base

/// The pipelined parser's two threads: the tokenizer runs on a thread of its
/// own, a chunk ahead, while the tree builder works on the caller's thread
/// (`HTMLDocumentParser`). On a big page the two halves of the parse cost
/// about the same, so the parse takes little more than half the time on two
/// cores (docs/performance.md).
///
/// The tokenizer cannot wait for the tree builder's answers (the state to go
/// on in after `<title>`, whether `<![CDATA[` opens a section), so it
/// guesses them (`TokenizerStatePrediction`) and marks each guess in the
/// batch it hands over. The tree builder checks each against its real answer;
/// at the first wrong one the parser stops this thread and tokenizes again
/// from that token on its own thread, to the end. For that the chunks are
/// kept from the last guess found right on.
///
/// Locking: one lock guards the fields under "shared"; the tokenizer's
/// thread owns its tokenizer and `PipelinePiece`'s two fields until it
/// has stopped; the rest belongs to the tree builder's thread.
final class TokenizerPipeline: @unchecked Sendable {
    /// Chunks the tokenizer may be behind before the tree builder's thread
    /// waits for it: bounds what is kept and what the batches hold.
    static let maximumLagPieces = 8
    /// The same for input at hand (`inputAtHand`), which the tree builder's
    /// thread keeps topped up to this many chunks: it never lets the
    /// tokenizer run dry, so fewer chunks need to wait (each is 64 KiB of
    /// the peak memory until the tree is built past it).
    static let maximumLagPiecesAtHand = 2
    /// Batches the tokenizer may be ahead before it waits for the tree builder.
    static let maximumReadyBatches = 4
    /// The batches the tree builder's thread, once waiting, waits for.
    static let batchesToWakeFor = 2

    enum Wait {
        /// Wait while the tokenizer is more than `maximumLagPieces` behind.
        case untilCaughtUp
        /// Wait until the tokenizer has finished (the input has ended).
        case untilFinished
    }

    private let lock = ConditionLock()
    private let batchCapacity: Int
    /// Whether the caller can send the next chunk at once (a file, not an
    /// answer arriving): see `takeBatches`.
    private let inputAtHand: Bool
    private let maximumLag: Int

    // Shared.
    private var inbox: [PipelinePiece] = []
    private var inputEnded = false
    private var ready: [TokenBatch] = []
    /// Batches built from, for the tokenizer's thread to empty and fill again.
    private var spent: [TokenBatch] = []
    private var piecesTokenized = 0
    private var finished = false
    private var stopRequested = false
    private var consumerWaits = false

    // The tree builder's thread.
    /// The chunks sent and not yet let go, the first being `pieces[0].index`.
    private var pieces: [PipelinePiece] = []
    private var piecesSent = 0
    /// `pieces[0].index`, or the next chunk's when none is kept: kept here so
    /// that the check made at every start tag (`confirmed`) reads no piece,
    /// whose object the tokenizer's thread writes to on the other core.
    private var firstKeptPiece = 0

    /// Starts the tokenizer's thread, going on with `tokenizer` (whose state
    /// may be anywhere in the input) and `preprocessor` (the input stream's
    /// decoding state at this point).
    init(tokenizer: HTMLTokenizer, preprocessor: InputStreamPreprocessor, batchCapacity: Int = TokenBatch.defaultCapacity,
         inputAtHand: Bool = false) {
        self.batchCapacity = batchCapacity
        self.inputAtHand = inputAtHand
        maximumLag = inputAtHand ? Self.maximumLagPiecesAtHand : Self.maximumLagPieces
        let start = ProducerStart(tokenizer: tokenizer, preprocessor: preprocessor)
        DetachedThread.start(name: "html-tokenizer") { [self] in
            produce(start.tokenizer, start.preprocessor)
        }
    }

    // MARK: - The tree builder's thread

    /// The chunks kept now (sent and not yet let go), for the parser's count.
    var piecesKept: Int { pieces.count }

    func send(_ chunk: UnsafeBufferPointer<UInt8>) {
        let piece = PipelinePiece(index: piecesSent, bytes: Array(chunk))
        piecesSent += 1
        pieces.append(piece)
        lock.lock()
        inbox.append(piece)
        lock.broadcast()
        lock.unlock()
    }

    func endInput() {
        lock.lock()
        inputEnded = true
        lock.broadcast()
        lock.unlock()
    }

    /// The batches ready, in order, after waiting as `wait` says; empty when
    /// there is nothing to do now (or, waiting until finished, ever). With
    /// input at hand, also empty while the tokenizer is fewer than
    /// `maximumLagPiecesAtHand` chunks behind, batches ready or not: the
    /// caller sends the next chunk first. Otherwise the tokenizer could use
    /// up its chunks while this thread builds (it sends one only when no
    /// batch is ready), and then wait; with input arriving, a batch is not
    /// left unbuilt for the next chunk, which may be long in coming.
    func takeBatches(_ wait: Wait) -> [TokenBatch] {
        lock.lock()
        defer { lock.unlock() }
        if inputAtHand, case .untilCaughtUp = wait, piecesSent - piecesTokenized < maximumLag { return [] }
        if ready.isEmpty && !finished {
            // Waiting, it waits for two batches: the tree builder, when it is
            // ahead, then wakes half as often (a wake-up costs a halted
            // processor of a virtual machine most), and catches up anyway.
            consumerWaits = true
            defer { consumerWaits = false }
            while ready.count < Self.batchesToWakeFor && !finished {
                switch wait {
                case .untilCaughtUp:
                    if piecesSent - piecesTokenized <= maximumLag { return [] }
                case .untilFinished:
                    break
                }
                lock.wait()
            }
        }
        let batches = ready
        ready = []
        lock.broadcast()
        return batches
    }

    /// Hands a batch built from back to the tokenizer's thread.
    func recycle(_ batch: TokenBatch) {
        lock.lock()
        spent.append(batch)
        lock.unlock()
    }

    /// A guess at `point` was right, and every later guess's point lies
    /// after it (a later `<![CDATA[`'s `<` too, however many chunks before
    /// its own guess it began): the chunks before it are let go, all but the
    /// one just before, a margin of one chunk.
    func confirmed(_ point: RestartPoint) {
        let keepFrom = point.piece - 1
        guard firstKeptPiece < keepFrom else { return }
        let dropped = min(keepFrom - firstKeptPiece, pieces.count)
        pieces.removeFirst(dropped)
        firstKeptPiece += dropped
    }

    /// Stops the tokenizer's thread and waits until it has; the batches
    /// not taken are dropped. Returns the chunks kept, from the first.
    func stop() -> [PipelinePiece] {
        lock.lock()
        stopRequested = true
        lock.broadcast()
        while !finished { lock.wait() }
        ready = []
        inbox = []
        lock.unlock()
        return pieces
    }

    /// Asks the tokenizer's thread to stop without waiting: the parser went away unfinished.
    func abandon() {
        lock.lock()
        stopRequested = true
        ready = []
        lock.broadcast()
        lock.unlock()
    }

    // MARK: - The tokenizer's thread

    private func produce(_ tokenizer: consuming HTMLTokenizer, _ preprocessor: consuming InputStreamPreprocessor) {
        var tokenizer = tokenizer
        var preprocessor = preprocessor
        var sink = GuessingSink(pipeline: self, capacity: batchCapacity)
        var scratch: [UInt8] = []
        while let piece = nextPiece() {
            piece.preprocessorBefore = preprocessor
            sink.piece = piece.index
            piece.bytes.withUnsafeBufferPointer { raw in
                preprocessor.withInputStream(of: raw, scratch: &scratch) { bytes in
                    piece.preprocessedCount = bytes.count
                    tokenizer.feedPreprocessed(bytes, into: &sink)
                }
            }
            lock.lock()
            piecesTokenized += 1
            lock.broadcast()
            lock.unlock()
        }
        if !isStopped {
            // The input has ended: a sequence cut short is one U+FFFD (no
            // guess can fall in it), then what each state does at the end.
            var tail: [UInt8] = []
            preprocessor.finish(into: &tail)
            tail.withUnsafeBufferPointer { tokenizer.feedPreprocessed($0, into: &sink) }
            tokenizer.finish(into: &sink)
            sink.publish()
        }
        lock.lock()
        finished = true
        lock.broadcast()
        lock.unlock()
    }

    /// The next chunk, waiting for one; nil once the input has ended or the parser stopped this thread.
    private func nextPiece() -> PipelinePiece? {
        lock.lock()
        defer { lock.unlock() }
        while inbox.isEmpty && !inputEnded && !stopRequested { lock.wait() }
        guard !stopRequested, !inbox.isEmpty else { return nil }
        return inbox.removeFirst()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopRequested
    }

    /// Hands a full batch over, waiting while the tree builder is far behind;
    /// the answer is a spent batch to fill next, if there is one. `stopped`
    /// once the parser has stopped this thread.
    fileprivate func publish(_ batch: TokenBatch) -> (stopped: Bool, next: TokenBatch?) {
        lock.lock()
        defer { lock.unlock() }
        while ready.count >= Self.maximumReadyBatches && !stopRequested { lock.wait() }
        guard !stopRequested else { return (true, nil) }
        ready.append(batch)
        if consumerWaits && ready.count >= Self.batchesToWakeFor { lock.broadcast() }
        return (false, spent.popLast())
    }
}

/// One chunk of input as the pipeline got it, and what the tokenizer's
/// thread learnt preprocessing it: enough to preprocess it again the same
/// way on the tree builder's thread. The two fields are written by the
/// tokenizer's thread before it tokenizes the chunk and read by the other
/// only after that thread has stopped.
final class PipelinePiece: @unchecked Sendable {
    let index: Int
    let bytes: [UInt8]
    var preprocessorBefore: InputStreamPreprocessor?
    var preprocessedCount = 0

    init(index: Int, bytes: [UInt8]) {
        self.index = index
        self.bytes = bytes
    }
}

/// What the tokenizer's thread starts with, carried to it.
private struct ProducerStart: @unchecked Sendable {
    let tokenizer: HTMLTokenizer
    let preprocessor: InputStreamPreprocessor
}

/// The tokenizer's sink on its own thread: tokens go into batches, the tree
/// builder's answers are guessed and the guesses marked.
private struct GuessingSink: HTMLTokenSink {
    static var marksRestartPoints: Bool { true }

    let pipeline: TokenizerPipeline
    let capacity: Int
    var batch: TokenBatch
    var prediction = TokenizerStatePrediction()
    /// The chunk being tokenized.
    var piece = 0
    private var startTagEnd = 0
    private var stopped = false

    init(pipeline: TokenizerPipeline, capacity: Int) {
        self.pipeline = pipeline
        self.capacity = capacity
        batch = TokenBatch(capacity: capacity)
    }

    var allowsCDATA: Bool { prediction.allowsCDATA }
    private var mayContainNUL = false

    mutating func textMayContainNUL() {
        mayContainNUL = true
        batch.textMayContainNUL = true
    }

    mutating func startTagEnds(atChunkOffset offset: Int) {
        startTagEnd = offset
    }

    mutating func decideCDATA(openedAtChunkOffset offset: Int) -> Bool {
        // The guess concerns the next token, which must be in this batch.
        if batch.isFull { publish() }
        let opened = prediction.allowsCDATA
        batch.addGuess(.cdata(opened: opened), restartingAt: RestartPoint(piece: piece, offset: offset))
        return opened
    }

    @inline(__always)
    mutating func receive(_ token: consuming HTMLToken) -> TokenizerContentState? {
        var state: TokenizerContentState?
        switch token {
        case .startTag:
            if prediction.isTracking, case .startTag(let tag) = token {
                state = prediction.startTag(tag)
            } else if let (tag, selfClosing) = token.startTagName {
                state = prediction.htmlStartTag(tag, selfClosing: selfClosing)
            }
            batch.addGuess(.startTag(state: state), restartingAt: RestartPoint(piece: piece, offset: startTagEnd))
        case .endTag:
            if prediction.isTracking, case .endTag(let tag) = token { prediction.endTag(named: tag.name) }
        default:
            break
        }
        guard !stopped else { return state }
        batch.append(token)
        if batch.isFull { publish() }
        return state
    }

    /// Hands the batch over (when it holds anything) and starts another.
    mutating func publish() {
        guard batch.count > 0 || !batch.guesses.isEmpty else { return }
        var next: TokenBatch?
        if !stopped { (stopped, next) = pipeline.publish(batch) }
        if let next {
            next.reset()
            batch = next
        } else {
            batch = TokenBatch(capacity: capacity)
        }
        batch.textMayContainNUL = mayContainNUL
    }
}
