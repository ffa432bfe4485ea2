import Foundation
import Testing
import Base
import Turbo

/// `refresh` streams: ignored when they carry one of our request ids,
/// otherwise one reload 150 ms after the last of a burst. The clock is
/// moved by hand, nothing sleeps.
@Suite("Refresh debouncing")
struct RefreshDebouncerTests {
    private let start = SystemMonotonicClock().now

    @Test func aRefreshFiresOnceAfter150Milliseconds() {
        var debouncer = RefreshDebouncer()
        let decision = debouncer.receive(requestID: nil, ownRequests: RequestIDHistory(), now: start)
        #expect(decision == .scheduled(start.advanced(by: .milliseconds(150))))
        let early = debouncer.fire(now: start.advanced(by: .milliseconds(149)))
        let due = debouncer.fire(now: start.advanced(by: .milliseconds(150)))
        let again = debouncer.fire(now: start.advanced(by: .milliseconds(400)))
        #expect(!early && due && !again)
        #expect(debouncer.deadline == nil)
    }

    @Test func aBurstBecomesOneRefreshAfterTheLast() {
        var debouncer = RefreshDebouncer()
        for step in 0..<5 {
            _ = debouncer.receive(requestID: "other", ownRequests: RequestIDHistory(), now: start.advanced(by: .milliseconds(100 * step)))
        }
        let early = debouncer.fire(now: start.advanced(by: .milliseconds(500)))
        let due = debouncer.fire(now: start.advanced(by: .milliseconds(550)))
        #expect(!early && due)
    }

    @Test func ourOwnRequestIDIsIgnored() throws {
        var factory = TurboRequestFactory()
        let request = factory.request(for: TurboFetch(method: .post, url: URL(string: "http://x.test/posts")!, isFormSubmission: true))
        let ours = try #require(request.header("X-Turbo-Request-Id"))
        var debouncer = RefreshDebouncer()
        let decision = debouncer.receive(requestID: ours.uppercased(), ownRequests: factory.requestIDs, now: start)
        #expect(decision == .ignoredAsOwnRequest)
        let fired = debouncer.fire(now: start.advanced(by: .seconds(1)))
        #expect(!fired)
    }

    @Test func leavingThePageCancels() {
        var debouncer = RefreshDebouncer()
        _ = debouncer.receive(requestID: nil, ownRequests: RequestIDHistory(), now: start)
        debouncer.cancel()
        let fired = debouncer.fire(now: start.advanced(by: .seconds(1)))
        #expect(!fired)
    }

    /// turbo-wire R3: the trailing refresh of a burst is done as it asks; our own does not count.
    @Test func theLastRefreshOfABurstSaysHowAndOurOwnChangesNothing() {
        var debouncer = RefreshDebouncer()
        var ours = RequestIDHistory()
        let own = ours.next()
        _ = debouncer.receive(StreamRefresh(requestID: nil, overrides: PageRefreshOverrides(morphs: true)), ownRequests: ours, now: start)
        _ = debouncer.receive(StreamRefresh(requestID: "x", overrides: PageRefreshOverrides(morphs: false, preservesScroll: false)),
                              ownRequests: ours, now: start)
        let ignored = debouncer.receive(StreamRefresh(requestID: own, overrides: PageRefreshOverrides(morphs: true)),
                                        ownRequests: ours, now: start)
        #expect(ignored == .ignoredAsOwnRequest)
        #expect(debouncer.fireRefresh(now: start.advanced(by: .milliseconds(100))) == nil)
        #expect(debouncer.fireRefresh(now: start.advanced(by: .milliseconds(150))) == PageRefreshOverrides(morphs: false, preservesScroll: false))
        #expect(debouncer.fireRefresh(now: start.advanced(by: .milliseconds(400))) == nil)
    }
}
