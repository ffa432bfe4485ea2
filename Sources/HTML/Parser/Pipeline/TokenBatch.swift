/// Tokens handed from the pipelined parser's tokenizer thread to the tree
/// builder's, two thousand at a time (a lock and a wake-up per token would
/// cost more than the token), with the guesses to check among them.
///
/// One owner at a time: the tokenizer fills it, the channel hands it over,
/// the tree builder moves the tokens out. Tokens not taken (the parse went
/// back to one thread) are destroyed with the batch.
final class TokenBatch: @unchecked Sendable {
    static let defaultCapacity = 1024

    private let capacity: Int
    private let tokens: UnsafeMutablePointer<HTMLToken>
    private(set) var count = 0
    /// Tokens below this have been moved out.
    private var taken = 0
    /// In token order; `Guess.token` is the index of the token it concerns.
    private(set) var guesses: [Guess] = []
    /// Whether a run from this batch on may hold U+0000 (`HTMLTokenSink.textMayContainNUL`).
    var textMayContainNUL = false

    var isFull: Bool { count == capacity }

    /// `capacity`: tokens a batch holds (tests make it small, to hand over often).
    init(capacity: Int = TokenBatch.defaultCapacity) {
        self.capacity = max(capacity, 1)
        tokens = .allocate(capacity: self.capacity)
    }

    deinit {
        (tokens + taken).deinitialize(count: count - taken)
        tokens.deallocate()
    }

    /// Empty again, for the tokenizer's thread to fill anew: batches go
    /// back to it rather than being freed on the tree builder's thread, whose
    /// `free` of memory from the other thread's heap took that heap's lock
    /// while the tokenizer was allocating from it (a wait and a wake-up each).
    func reset() {
        (tokens + taken).deinitialize(count: count - taken)
        count = 0
        taken = 0
        guesses.removeAll(keepingCapacity: true)
        textMayContainNUL = false
    }

    func append(_ token: consuming HTMLToken) {
        (tokens + count).initialize(to: token)
        count += 1
    }

    /// A guess about the token to be appended next (one per start tag:
    /// inlined, as it was before the guess was made smaller).
    @inline(__always)
    func addGuess(_ kind: Guess.Kind, restartingAt point: RestartPoint) {
        guesses.append(Guess(token: count, kind: kind, point: point))
    }

    /// Moves the next token out (in order, each once).
    func take() -> HTMLToken {
        defer { taken += 1 }
        return (tokens + taken).move()
    }
}

/// A guess the tokenizer thread made for the tree builder
/// (`TokenizerStatePrediction`), checked when the tree builder gets there.
/// One per start tag, so kept in 16 bytes: batches in flight held a quarter
/// of a megabyte of guesses at 48 (sqlite-lang-select). The tag's name, the
/// "last start tag" to tokenize again with, is the token's own.
struct Guess {
    enum Kind {
        /// After this start tag the tokenizer went on in `state` (nil: data).
        case startTag(state: TokenizerContentState?)
        /// Before this token, `<![CDATA[` was taken to open a CDATA section or not.
        case cdata(opened: Bool)
    }

    /// The index of the token in its batch.
    let token: Int32
    private let piece: Int32
    private let offset: Int32
    let kind: Kind

    @inline(__always)
    init(token: Int, kind: Kind, point: RestartPoint) {
        self.token = Int32(token)
        piece = Int32(point.piece)
        offset = Int32(point.offset)
        self.kind = kind
    }

    var point: RestartPoint { RestartPoint(piece: Int(piece), offset: Int(offset)) }
}

/// Where to tokenize again from if a guess was wrong: an offset in the
/// preprocessed bytes of one chunk (`piece`, counted from the first chunk
/// the pipeline got). A `<![CDATA[` may have begun in an earlier chunk: the
/// offset is then negative. Both fit 32 bits: a chunk is 64 KiB
/// (`HTMLParser.chunkSize`) and a page is capped far below 2^31 of them.
struct RestartPoint {
    let piece: Int
    let offset: Int
}
