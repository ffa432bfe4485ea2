import CCurl

extension CurlTransport {
    /// `poll` for callers that should not see curl's types (the UI's event
    /// loop): waits on curl's sockets and on `descriptors` for reading, runs
    /// the transfers, and returns the descriptors that became readable.
    public func wait(readable descriptors: [Int32], timeoutMilliseconds: Int32) -> Set<Int32> {
        var waits = descriptors.map { curl_waitfd(fd: $0, events: Int16(CURL_WAIT_POLLIN), revents: 0) }
        poll(extraDescriptors: &waits, timeoutMilliseconds: max(timeoutMilliseconds, 0))
        return Set(waits.filter { $0.revents != 0 }.map(\.fd))
    }
}
