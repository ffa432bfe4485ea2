import Foundation
import Testing
import Base
import Turbo

/// Turbo 8's one-link prefetch cache, on a clock the test moves.
@Suite("Prefetch cache: the delay, one link, the cache time")
struct PrefetchCacheTests {
    private static let start = SystemMonotonicClock().now
    private static let a = URL(string: "http://app.test/a")!
    private static let b = URL(string: "http://app.test/b")!

    @Test func theRequestIsDueOnlyAfterTheDelay() {
        var cache = PrefetchCache<String>()
        cache.schedule(Self.a, now: Self.start, timeToLive: .seconds(10))
        #expect(cache.deadline == Self.start + .milliseconds(100))
        #expect(cache.start(now: Self.start + .milliseconds(99), ticket: 1) == nil)
        #expect(cache.start(now: Self.start + .milliseconds(100), ticket: 1) == Self.a)
        #expect(cache.deadline == nil, "sent once")
        #expect(cache.start(now: Self.start + .milliseconds(200), ticket: 2) == nil)
    }

    @Test func theAnswerServesOneVisitWithinTheCacheTime() {
        var cache = PrefetchCache<String>()
        cache.schedule(Self.a, now: Self.start, timeToLive: .seconds(10))
        _ = cache.start(now: Self.start + .milliseconds(100), ticket: 7)
        cache.finish(ticket: 7, with: "page a")
        guard case .answered(let answer)? = cache.take(URL(string: "http://app.test/a#intro")!, now: Self.start + .seconds(10)) else {
            Issue.record("the answer was not found")
            return
        }
        #expect(answer == "page a")
        #expect(cache.take(Self.a, now: Self.start + .seconds(10)) == nil, "taken once")
    }

    @Test func anAnswerOlderThanTheCacheTimeIsNotUsed() {
        var cache = PrefetchCache<String>()
        cache.schedule(Self.a, now: Self.start, timeToLive: .seconds(2))
        _ = cache.start(now: Self.start + .milliseconds(100), ticket: 1)
        cache.finish(ticket: 1, with: "page a")
        #expect(cache.take(Self.a, now: Self.start + .milliseconds(2100)) == nil, "expired: counted from the request")
    }

    @Test func aRequestOnItsWayIsFoundByItsTicket() {
        var cache = PrefetchCache<String>()
        cache.schedule(Self.a, now: Self.start, timeToLive: .seconds(10))
        _ = cache.start(now: Self.start + .milliseconds(100), ticket: 3)
        guard case .fetching(let ticket)? = cache.take(Self.a, now: Self.start + .milliseconds(150)) else {
            Issue.record("the request on its way was not found")
            return
        }
        #expect(ticket == 3)
    }

    @Test func anotherLinkOrAnotherVisitEmptiesIt() {
        var cache = PrefetchCache<String>()
        cache.schedule(Self.a, now: Self.start, timeToLive: .seconds(10))
        _ = cache.start(now: Self.start + .milliseconds(100), ticket: 1)
        cache.schedule(Self.b, now: Self.start + .milliseconds(150), timeToLive: .seconds(10))
        cache.finish(ticket: 1, with: "page a")
        #expect(cache.url == Self.b)
        #expect(cache.take(Self.a, now: Self.start + .milliseconds(300)) == nil)
        #expect(cache.url == nil, "a visit elsewhere empties it too")
    }

    @Test func aFramesPrefetchServesThatFramesLoadOnly() {
        var cache = PrefetchCache<String>()
        cache.schedule(Self.a, frameID: "list", now: Self.start, timeToLive: .seconds(10))
        _ = cache.start(now: Self.start + .milliseconds(100), ticket: 1)
        cache.finish(ticket: 1, with: "list of a")
        #expect(cache.frameID == "list")
        #expect(cache.take(Self.a, now: Self.start + .milliseconds(200)) == nil, "a page visit of the URL asks for itself")
        #expect(cache.url == nil, "and empties the cache, as any GET does in Turbo")

        cache.schedule(Self.a, frameID: "list", now: Self.start, timeToLive: .seconds(10))
        _ = cache.start(now: Self.start + .milliseconds(100), ticket: 2)
        cache.finish(ticket: 2, with: "list of a")
        #expect(cache.take(Self.a, frameID: "other", now: Self.start + .milliseconds(200)) == nil, "another frame's load asks too")

        cache.schedule(Self.a, frameID: "list", now: Self.start, timeToLive: .seconds(10))
        _ = cache.start(now: Self.start + .milliseconds(100), ticket: 3)
        cache.finish(ticket: 3, with: "list of a")
        guard case .answered(let answer)? = cache.take(Self.a, frameID: "list", now: Self.start + .milliseconds(200)) else {
            Issue.record("the frame's load did not find its answer")
            return
        }
        #expect(answer == "list of a")
    }

    @Test func aPagesPrefetchIsNoFramesAnswer() {
        var cache = PrefetchCache<String>()
        cache.schedule(Self.a, now: Self.start, timeToLive: .seconds(10))
        _ = cache.start(now: Self.start + .milliseconds(100), ticket: 1)
        cache.finish(ticket: 1, with: "page a")
        #expect(cache.take(Self.a, frameID: "list", now: Self.start + .milliseconds(200)) == nil)
    }

    @Test func aFailedPrefetchKeepsNothing() {
        var cache = PrefetchCache<String>()
        cache.schedule(Self.a, now: Self.start, timeToLive: .seconds(10))
        _ = cache.start(now: Self.start + .milliseconds(100), ticket: 1)
        cache.finish(ticket: 1, with: nil)
        #expect(cache.take(Self.a, now: Self.start + .milliseconds(300)) == nil)
    }
}
