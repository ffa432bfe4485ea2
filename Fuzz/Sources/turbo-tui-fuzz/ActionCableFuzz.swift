import Turbo

/// One Action Cable server message (JSON text from the socket).
enum ActionCableFuzz {
    static func run(_ bytes: [UInt8]) {
        _ = ActionCableServerMessage(json: String(decoding: bytes, as: UTF8.self))
    }
}
