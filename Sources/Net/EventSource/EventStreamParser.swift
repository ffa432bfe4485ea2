import Base
/// The `text/event-stream` parser of the HTML standard (section 9.2.6),
/// fed bytes as they arrive: a leading BOM is dropped, lines end with CRLF,
/// LF or CR (also when a CRLF is split between two reads), `data:` lines
/// join with newlines, `id:` persists, `retry:` sets the reconnection delay,
/// comments and unknown fields are ignored.
package struct EventStreamParser {
    /// A line, or an event's data, longer than this ends the connection: it
    /// cannot be a sane event, and must not grow memory without end.
    package let maximumLineBytes: Int
    /// The id sent as `Last-Event-ID` on reconnection: set only when an event is
    /// dispatched (HTML 9.2.6), so an `id:` inside an event cut off by a closed
    /// connection does not claim that event arrived.
    package private(set) var lastEventID = ""
    private var lastEventIDBuffer = ""
    package private(set) var reconnectionDelay: Duration?
    package static let longestRetryMilliseconds = 86_400_000
    private var line: [UInt8] = []
    private var eventType = ""
    private var data = ""
    private var sawBOMCheck = false
    private var previousWasCR = false

    package init(maximumLineBytes: Int = 1 << 20) {
        self.maximumLineBytes = maximumLineBytes
    }

    package struct LineTooLong: Error, Equatable {

    package init() {
    }}

    package mutating func receive(_ bytes: [UInt8]) throws(LineTooLong) -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        var input = bytes[...]
        if !sawBOMCheck {
            // The BOM may itself arrive in pieces: wait for three bytes.
            let start = line + input
            guard start.count >= 3 || !start.elementsEqual([0xEF, 0xBB, 0xBF].prefix(start.count)) else {
                line = Array(start)
                return []
            }
            sawBOMCheck = true
            input = start.starts(with: [0xEF, 0xBB, 0xBF]) ? start.dropFirst(3) : start[...]
            line = []
        }
        for byte in input {
            if previousWasCR && byte == 0x0A {
                previousWasCR = false
                continue
            }
            previousWasCR = byte == 0x0D
            if byte == 0x0A || byte == 0x0D {
                if let event = try processLine() { events.append(event) }
                line.removeAll(keepingCapacity: true)
            } else {
                guard line.count < maximumLineBytes else { throw LineTooLong() }
                line.append(byte)
            }
        }
        return events
    }

    /// A new connection starts with no half-read line or event; the last id and delay stay.
    package mutating func resetPartialEvent() {
        line = []
        eventType = ""
        data = ""
        previousWasCR = false
        sawBOMCheck = false
        lastEventIDBuffer = lastEventID
    }

    private mutating func processLine() throws(LineTooLong) -> ServerSentEvent? {
        guard !line.isEmpty else { return dispatch() }
        guard line[0] != UInt8(ascii: ":") else { return nil }
        let text = String(decoding: line, as: UTF8.self)
        let field: Substring, value: Substring
        if let colon = text.firstIndex(of: ":") {
            field = text[..<colon]
            let afterColon = text[text.index(after: colon)...]
            value = afterColon.first == " " ? afterColon.dropFirst() : afterColon
        } else {
            (field, value) = (text[...], "")
        }
        switch field {
        case "event": eventType = String(value)
        case "data":
            guard data.utf8.count + value.utf8.count < maximumLineBytes else { throw LineTooLong() }
            data += value + "\n"
        case "id": if !value.contains("\0") { lastEventIDBuffer = String(value) }
        case "retry":
            // Only ASCII digits (HTML 9.2.6); a longer wait than a day is read as a day.
            if !value.isEmpty, value.allSatisfy({ $0.isASCII && $0.isNumber }),
               let milliseconds = HTMLInteger.parse(String(value), clampedTo: 0...Self.longestRetryMilliseconds) {
                reconnectionDelay = .milliseconds(milliseconds)
            }
        default: break
        }
        return nil
    }

    private mutating func dispatch() -> ServerSentEvent? {
        defer { eventType = ""; data = "" }
        lastEventID = lastEventIDBuffer
        guard !data.isEmpty else { return nil }
        return ServerSentEvent(type: eventType.isEmpty ? "message" : eventType, data: String(data.dropLast()),
                               lastEventID: lastEventID)
    }
}
