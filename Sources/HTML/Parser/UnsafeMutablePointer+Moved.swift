extension UnsafeMutablePointer {
    /// A new buffer of `capacity` holding this buffer's first `count`
    /// elements, moved (not retained again); this buffer is freed. For the
    /// parser's own growable buffers (`PendingAttributes`, `ElementStack`).
    package func moved(count: Int, toCapacity capacity: Int) -> UnsafeMutablePointer<Pointee> {
        let newBase = UnsafeMutablePointer<Pointee>.allocate(capacity: capacity)
        newBase.moveInitialize(from: self, count: count)
        deallocate()
        return newBase
    }
}
