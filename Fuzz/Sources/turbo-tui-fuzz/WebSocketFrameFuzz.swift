import Net

/// Server frames fed in two pieces (split where the first byte says), as sockets
/// deliver them: the decoder keeps its state across the split and bounds messages.
enum WebSocketFrameFuzz {
    static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let body = Array(bytes.dropFirst())
        let split = body.isEmpty ? 0 : Int(first) % (body.count + 1)
        var decoder = WebSocketFrameDecoder(maximumMessageBytes: 1 << 16)
        var total = 0
        for piece in [Array(body[..<split]), Array(body[split...])] {
            guard let messages = try? decoder.receive(piece) else { return }
            for case .text(let text) in messages { total += text.utf8.count }
        }
        FuzzCheck.require(total <= body.count, "more text out than bytes in")
    }
}
