import Glibc

/// A mutex with a condition variable, as Foundation's `NSCondition`
/// (which FoundationEssentials does not have): lock, wait until signalled
/// (the lock released meanwhile), signal, unlock.
package final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    package init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }
    package func unlock() { pthread_mutex_unlock(mutex) }
    /// Call with the lock held; a wake-up may be spurious, so wait in a loop on the condition.
    package func wait() { pthread_cond_wait(condition, mutex) }
    package func signal() { pthread_cond_signal(condition) }
    /// Wakes every waiter: for two threads waiting on different conditions under one lock.
    package func broadcast() { pthread_cond_broadcast(condition) }
}
