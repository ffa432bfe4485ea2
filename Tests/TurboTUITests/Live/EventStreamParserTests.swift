import Testing
import Net

/// The event-stream parser against the HTML standard's rules, with the
/// input split at every byte so that a read boundary never matters.
@Suite("Server-sent events parser")
struct EventStreamParserTests {
    private func parse(_ text: String, splitAt split: Int? = nil) throws -> ([ServerSentEvent], EventStreamParser) {
        var parser = EventStreamParser()
        let bytes = Array(text.utf8)
        guard let split else { return (try parser.receive(bytes), parser) }
        let events = try parser.receive(Array(bytes[..<split])) + parser.receive(Array(bytes[split...]))
        return (events, parser)
    }

    @Test func joinsDataLinesAndKeepsTheLastID() throws {
        let stream = "\u{FEFF}id: 7\r\nevent: tick\r\ndata: one\r\ndata:two\r\n\r\n: comment\rdata: three\r\rdata\n\n"
        for split in 0...stream.utf8.count {
            let (events, parser) = try parse(stream, splitAt: split)
            #expect(events == [ServerSentEvent(type: "tick", data: "one\ntwo", lastEventID: "7"),
                               ServerSentEvent(data: "three", lastEventID: "7"),
                               ServerSentEvent(data: "", lastEventID: "7")])
            #expect(parser.lastEventID == "7")
        }
    }

    @Test func anEventWithoutDataIsNotDispatched() throws {
        let (events, _) = try parse("event: nothing\nid: 3\n\ndata: x\n\n")
        #expect(events == [ServerSentEvent(data: "x", lastEventID: "3")])
    }

    @Test func retryTakesOnlyDigits() throws {
        #expect(try parse("retry: 1500\n\n").1.reconnectionDelay == .milliseconds(1500))
        #expect(try parse("retry: 15x\n\n").1.reconnectionDelay == nil)
    }

    @Test func anUnfinishedEventAtTheEndIsNotDispatched() throws {
        #expect(try parse("data: half\n").0.isEmpty)
    }

    @Test func anIDWithNULIsIgnoredAndOnlyOneSpaceIsStripped() throws {
        let (events, _) = try parse("id: a\0b\ndata:  two spaces\n\n")
        #expect(events == [ServerSentEvent(data: " two spaces", lastEventID: "")])
    }

    @Test func aHugeLineIsRefused() {
        var parser = EventStreamParser(maximumLineBytes: 1000)
        #expect(throws: EventStreamParser.LineTooLong()) {
            try parser.receive(Array(("data: " + String(repeating: "x", count: 2000)).utf8))
        }
    }

    @Test func endlessDataLinesWithoutABlankLineAreRefused() {
        var parser = EventStreamParser(maximumLineBytes: 1000)
        #expect(throws: EventStreamParser.LineTooLong()) {
            try parser.receive(Array(String(repeating: "data: 0123456789\n", count: 200).utf8))
        }
    }
}
