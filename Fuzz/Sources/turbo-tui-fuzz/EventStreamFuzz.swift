import Net

/// A server-sent event stream fed in pieces of a size the first byte picks.
enum EventStreamFuzz {
    static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let body = Array(bytes.dropFirst())
        let piece = 1 + Int(first) % 64
        var parser = EventStreamParser(maximumLineBytes: 1 << 16)
        var offset = 0
        while offset < body.count {
            let end = min(body.count, offset + piece)
            guard (try? parser.receive(Array(body[offset..<end]))) != nil else { return }
            offset = end
        }
        if let delay = parser.reconnectionDelay {
            FuzzCheck.require(delay >= .zero && delay <= .milliseconds(EventStreamParser.longestRetryMilliseconds), "retry \(delay)")
        }
    }
}
