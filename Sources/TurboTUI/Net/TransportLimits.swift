/// Bounds on one transfer, so a dead, slow or huge answer cannot hang or
/// swamp the program.
public struct TransportLimits: Sendable {
    public var connectTimeoutSeconds = 10
    /// A transfer that receives nothing for this long fails.
    public var idleTimeoutSeconds = 30
    public var maximumBodyBytes = 32 << 20
    public var maximumRedirects = 10

    public init() {}
}
