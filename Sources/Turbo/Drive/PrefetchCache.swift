import FoundationEssentials
import Base

/// Turbo 8's prefetch cache (`core/drive/prefetch_cache.js`, turbo-wire
/// R6): one link at a time. A link is `schedule`d when it comes under the
/// pointer (here: takes the focus); once `PrefetchPolicy.delay` has passed
/// its GET is sent (`start`), and its answer is kept until the cache time
/// after the request went out. Following a link `take`s the entry: the
/// answer when it is in and fresh, the request when it is still on its way.
/// A link that drives a frame is kept with the frame's id (its request
/// carried `Turbo-Frame`): only that frame's load takes it, never a page
/// visit of the same URL, whose answer a server may lay out otherwise.
/// Anything else the cache held is dropped then, as Turbo clears it on every
/// GET visit. No clock of its own: times come in, so tests move them.
package struct PrefetchCache<Answer> {
    package enum Entry {
        /// The link waits for its delay to pass.
        case scheduled(due: MonotonicInstant)
        /// The request is on its way (`ticket` names it).
        case fetching(ticket: Int)
        case answered(Answer)
    }

    /// What a followed link finds.
    package enum Found {
        case answered(Answer)
        /// The prefetch still on its way: its answer is the visit's.
        case fetching(ticket: Int)
    }

    package private(set) var url: URL?
    /// The frame the request is for; nil: a page visit.
    package private(set) var frameID: String?
    package private(set) var entry: Entry?
    /// The answer is kept until then (from the moment the request went out, as Turbo's `set`).
    private var expires: MonotonicInstant?
    private var timeToLive = PrefetchPolicy.defaultCacheTime

    package init() {}

    /// A new link took the pointer: whatever was kept for another is dropped.
    package mutating func schedule(_ url: URL, frameID: String? = nil, now: MonotonicInstant, timeToLive: Duration) {
        clear()
        self.url = url
        self.frameID = frameID
        self.timeToLive = timeToLive
        entry = .scheduled(due: now + PrefetchPolicy.delay)
    }

    /// When the scheduled link's request is due: the loop wakes then.
    package var deadline: MonotonicInstant? {
        if case .scheduled(let due)? = entry { return due }
        return nil
    }

    /// The scheduled URL once its delay has passed; the caller sends it as `ticket`.
    package mutating func start(now: MonotonicInstant, ticket: Int) -> URL? {
        guard case .scheduled(let due)? = entry, due <= now, let url else { return nil }
        entry = .fetching(ticket: ticket)
        expires = now + timeToLive
        return url
    }

    /// The prefetch `ticket` answered; an answer for a request since dropped is ignored.
    /// nil `answer`: it failed, and nothing is kept (a follow makes its own request).
    package mutating func finish(ticket: Int, with answer: Answer?) {
        guard case .fetching(let number)? = entry, number == ticket else { return }
        guard let answer else { return clear() }
        entry = .answered(answer)
    }

    /// A visit to `url` (a load of the frame `frameID`) begins: it gets what
    /// the cache has for it, if fresh. The cache is empty afterwards either way.
    package mutating func take(_ url: URL, frameID: String? = nil, now: MonotonicInstant) -> Found? {
        defer { clear() }
        // The request carries no fragment: an answer for the page serves any anchor on it.
        guard let kept = self.url, SnapshotKey(kept) == SnapshotKey(url), self.frameID == frameID else { return nil }
        switch entry {
        case .answered(let answer)?:
            guard let expires, now < expires else { return nil }
            return .answered(answer)
        case .fetching(let ticket)?:
            return .fetching(ticket: ticket)
        case .scheduled?, nil:
            return nil
        }
    }

    /// The link lost the pointer (Turbo's `mouseleave`): nothing is kept.
    package mutating func clear() {
        url = nil
        frameID = nil
        entry = nil
        expires = nil
    }
}
