/// One `refresh` stream, for a `RefreshDebouncer`: its `request-id` (nil
/// when it had none; our own are ignored) and what it asks of the refresh.
public struct StreamRefresh: Equatable, Sendable {
    public var requestID: String?
    public var overrides: PageRefreshOverrides

    public init(requestID: String?, overrides: PageRefreshOverrides = PageRefreshOverrides()) {
        self.requestID = requestID
        self.overrides = overrides
    }
}
