import Foundation
import Testing
import Base
import HTML
import Net
import Turbo

/// The pure parts of the live sources: identifiers, the cable's address,
/// the sources found in a page, the monitor's arithmetic and the timers.
@Suite("Live sources without a network")
struct LiveUnitsTests {
    @Test func identifierIsTurboRailsJSONWithDataAttributesInSnakeCase() {
        let identifier = ActionCableIdentifier(channel: "Turbo::StreamsChannel", signedStreamName: "abc\"--1",
                                               data: [("data-room-id", "7"), ("data-x", "a\nb")])
        #expect(identifier.json == #"{"channel":"Turbo::StreamsChannel","signed_stream_name":"abc\"--1","room_id":"7","x":"a\nb"}"#)
    }

    @Test func cableURLComesFromTheMetaTagOrDefaultsToSlashCable() {
        let page = URL(string: "https://app.test:8443/posts?x=1")!
        let withMeta = HTMLParser.parse(#"<head><meta name="action-cable-url" content="/live/cable"></head>"#)
        #expect(ActionCableLocation.url(for: withMeta, pageURL: page)?.absoluteString == "wss://app.test:8443/live/cable")
        #expect(ActionCableLocation.url(for: HTMLParser.parse("<p>"), pageURL: URL(string: "http://a.test/x")!)?.absoluteString
                == "ws://a.test/cable")
        #expect(ActionCableLocation.origin(of: page) == "https://app.test:8443")
    }

    @Test func sourcesAreFoundInThePage() {
        let document = HTMLParser.parse("""
            <turbo-cable-stream-source channel="Turbo::StreamsChannel" signed-stream-name="s1" data-a-b="c"></turbo-cable-stream-source>
            <turbo-cable-stream-source channel="Turbo::StreamsChannel"></turbo-cable-stream-source>
            <turbo-stream-source src="/events"></turbo-stream-source>
            <turbo-stream-source src="wss://push.test/socket"></turbo-stream-source>
            """)
        let sources = LiveStreamSource.sources(in: document, pageURL: URL(string: "http://app.test/page")!)
        #expect(sources == [.cable(ActionCableIdentifier(channel: "Turbo::StreamsChannel", signedStreamName: "s1", data: [("data-a-b", "c")])),
                            .stream(URL(string: "http://app.test/events")!), .stream(URL(string: "wss://push.test/socket")!)])
    }

    @Test func monitorCallsACableStaleAfterSixSilentSeconds() {
        var monitor = ConnectionMonitor(startedAt: .seconds(0))
        monitor.recordConnect(at: .seconds(1))
        #expect(!monitor.isStale(at: .seconds(7)))
        #expect(monitor.isStale(at: .milliseconds(7001)))
        monitor.recordMessage(at: .seconds(7))
        let reopens = monitor.shouldReopen(at: .seconds(12))
        #expect(!reopens)
    }

    @Test func monitorWaitsAfterARecentDropAndBacksOff() {
        var monitor = ConnectionMonitor(startedAt: .seconds(0))
        #expect(monitor.pollInterval(jitter: 0) == .seconds(6))
        #expect(monitor.pollInterval(jitter: 1) == .seconds(12))
        monitor.recordDisconnect(at: .seconds(5))
        let tooSoon = monitor.shouldReopen(at: .seconds(8))
        #expect(!tooSoon) // stale, but dropped 3 s ago
        #expect(monitor.reconnectAttempts == 1)
        let later = monitor.shouldReopen(at: .seconds(12))
        #expect(later)
        #expect(monitor.pollInterval(jitter: 0) == .seconds(6) * (1.15 * 1.15))
        for second in 13...40 { _ = monitor.shouldReopen(at: .seconds(second)) }
        // Backoff stops growing after 10 attempts.
        #expect(monitor.pollInterval(jitter: 0) < .seconds(25))
    }

    @Test func timersFireInDeadlineOrderAndCancelledOnesNever() {
        let clock = ManualClock()
        let timers = TimerQueue(clock: clock)
        var fired: [String] = []
        timers.schedule(after: .seconds(2)) { fired.append("b") }
        let cancelled = timers.schedule(after: .seconds(1)) { fired.append("x") }
        timers.schedule(after: .milliseconds(500)) { fired.append("a") }
        timers.cancel(cancelled)
        #expect(timers.timeoutMilliseconds(limit: 10_000) == 500)
        #expect(timers.timeoutMilliseconds(limit: 100) == 100)
        clock.advance(by: .seconds(3))
        timers.fireDue()
        #expect(fired == ["a", "b"])
        #expect(timers.count == 0)
        #expect(timers.timeoutMilliseconds(limit: -1) == -1)
    }
}
