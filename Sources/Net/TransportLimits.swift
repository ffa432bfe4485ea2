/// Bounds on one transfer, so a dead, slow or huge answer cannot hang or
/// swamp the program.
package struct TransportLimits: Sendable, Equatable {
    package static let defaultMaximumBodyBytes = 32 << 20

    package var connectTimeoutSeconds = 10
    /// A transfer that receives nothing for this long fails.
    package var idleTimeoutSeconds = 30
    /// A whole answer, its redirect hops included, must arrive within this (counted
    /// from the first hop's start), so neither a server that trickles a byte a second
    /// nor a chain of slow redirects can hold a visit forever; nil for streams that
    /// never end (SSE).
    package var answerTimeoutSeconds: Int? = 120
    /// The most one answer's body may bring (decoded), counted whole also when
    /// the bytes are streamed on as they come; `unlimitedBodyBytes` for a
    /// download or an event stream, which bound themselves.
    package var maximumBodyBytes = TransportLimits.defaultMaximumBodyBytes
    package var maximumRedirects = 10

    /// Large enough for any answer, small enough that adding a turn's bytes cannot overflow.
    package static let unlimitedBodyBytes = Int(Int64.max / 2)

    package init() {}

    package init(connectTimeoutSeconds: Int = 10, idleTimeoutSeconds: Int = 30, answerTimeoutSeconds: Int? = 120,
                maximumBodyBytes: Int = TransportLimits.defaultMaximumBodyBytes, maximumRedirects: Int = 10) {
        self.connectTimeoutSeconds = connectTimeoutSeconds
        self.idleTimeoutSeconds = idleTimeoutSeconds
        self.answerTimeoutSeconds = answerTimeoutSeconds
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumRedirects = maximumRedirects
    }
}
