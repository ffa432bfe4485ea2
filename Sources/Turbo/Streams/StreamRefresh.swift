/// One `refresh` stream, for a `RefreshDebouncer`: its `request-id` (nil
/// when it had none; our own are ignored) and what it asks of the refresh.
package struct StreamRefresh: Equatable, Sendable {
    package var requestID: String?
    package var overrides: PageRefreshOverrides

    package init(requestID: String?, overrides: PageRefreshOverrides = PageRefreshOverrides()) {
        self.requestID = requestID
        self.overrides = overrides
    }
}
