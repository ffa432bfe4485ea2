/// Bounds on one transfer, so a dead, slow or huge answer cannot hang or
/// swamp the program.
public struct TransportLimits: Sendable, Equatable {
    public static let defaultMaximumBodyBytes = 32 << 20

    public var connectTimeoutSeconds = 10
    /// A transfer that receives nothing for this long fails.
    public var idleTimeoutSeconds = 30
    public var maximumBodyBytes = TransportLimits.defaultMaximumBodyBytes
    public var maximumRedirects = 10

    public init() {}

    public init(connectTimeoutSeconds: Int = 10, idleTimeoutSeconds: Int = 30,
                maximumBodyBytes: Int = TransportLimits.defaultMaximumBodyBytes, maximumRedirects: Int = 10) {
        self.connectTimeoutSeconds = connectTimeoutSeconds
        self.idleTimeoutSeconds = idleTimeoutSeconds
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumRedirects = maximumRedirects
    }
}
