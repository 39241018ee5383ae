import Foundation

/// A mutex for NavSimCombine's subjects and subscriptions that is no object of Foundation's.
///
/// NavSim's object walk looks through NavSimCombine's objects to what they deliver to; an
/// `NSLock` in one would be reported as an object that the subject's holder holds.
final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }
}
