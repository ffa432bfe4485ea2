import FoundationEssentials

/// The `X-Turbo-Request-Id` values this client sent lately (turbo-wire D2):
/// a fresh UUID v4 per request, the last 20 remembered, so that a `refresh`
/// stream caused by one of our own requests can be ignored.
package struct RequestIDHistory: Sendable {
    package static let capacity = 20
    private var recent: [String] = []

    package init() {}

    /// A new id, remembered (the oldest is forgotten past the capacity).
    package mutating func next() -> String {
        let id = UUID().uuidString.lowercased()
        recent.append(id)
        if recent.count > Self.capacity { recent.removeFirst(recent.count - Self.capacity) }
        return id
    }

    package func contains(_ id: String) -> Bool {
        recent.contains(id.lowercased())
    }

    package var ids: [String] { recent }
}
