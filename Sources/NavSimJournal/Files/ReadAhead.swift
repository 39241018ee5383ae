public import NavSimCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a trace's events on a second thread, a batch ahead of the caller, so that decoding
/// and folding run on two cores: what a replay of a long trace does.
///
/// The events come in the trace's order, exactly as ``TraceReader/next()`` gives them; an
/// error comes after every event read before it, as it would from the reader. The reader
/// belongs to the second thread from `init` on: read its report through ``report`` once
/// ``next()`` has returned `nil` or thrown.
///
/// ```swift
/// let events = ReadAhead(try TraceReader(path: "session.navtrace"))
/// var state = NavigationState()
/// while let event = try events.next() { try state.apply(event) }
/// ```
public final class ReadAhead: EventSource {
    /// The events of one batch, then how the batch ends. The events are moved out one by
    /// one, neither copied nor released twice.
    private final class Batch: @unchecked Sendable {
        private let events: UnsafeMutablePointer<NavigationEvent>
        // One thread at a time fills a batch, then another empties it, handed over under
        // the channel's mutex: no exclusivity checks at run time.
        @exclusivity(unchecked) private(set) var count = 0
        @exclusivity(unchecked) private var taken = 0
        /// The byte offset the reader had reached after the batch.
        var offset: UInt64 = 0
        var failure: TraceError?
        var isLast = false

        init(capacity: Int) { events = .allocate(capacity: capacity) }

        deinit {
            (events + taken).deinitialize(count: count - taken)
            events.deallocate()
        }

        var isEmpty: Bool { taken == count }

        /// Adds an event; there must be room for it.
        func append(_ event: NavigationEvent) {
            (events + count).initialize(to: event)
            count += 1
        }

        /// Moves the next event out; the batch must not be empty.
        func take() -> NavigationEvent {
            defer { taken += 1 }
            return (events + taken).move()
        }
    }

    /// What the two threads share, behind one mutex.
    private final class Channel: @unchecked Sendable {
        let reader: TraceReader
        let batchSize: Int
        // Guarded by the mutex: no exclusivity checks at run time (the check of `ready`
        // was hoisted to the start of every `next()`).
        @exclusivity(unchecked) var ready: [Batch] = []
        @exclusivity(unchecked) var isCancelled = false
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

        init(reader: TraceReader, batchSize: Int) {
            self.reader = reader
            self.batchSize = batchSize
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(changed, nil)
        }

        deinit {
            pthread_cond_destroy(changed)
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
            changed.deallocate()
        }

        /// Runs `body` holding the mutex, waiting first while `wait` is true.
        func locked<Result>(waitingWhile wait: () -> Bool, then body: () -> Result) -> Result {
            pthread_mutex_lock(mutex)
            while wait() { pthread_cond_wait(changed, mutex) }
            let result = body()
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(mutex)
            return result
        }

        /// The second thread: reads batches until the end, an error or cancellation, at
        /// most two batches ahead of the caller.
        func produce() {
            var isLast = false
            while !isLast {
                let batch = Batch(capacity: batchSize)
                do {
                    while batch.count < batchSize {
                        guard let record = try reader.next() else {
                            batch.isLast = true
                            break
                        }
                        batch.append(record.event)
                    }
                } catch {
                    batch.failure = error
                    batch.isLast = true
                }
                batch.offset = reader.bookmark.offset
                isLast = batch.isLast
                let stop = locked(
                    waitingWhile: { ready.count >= 2 && !isCancelled },
                    then: {
                        ready.append(batch)
                        return isCancelled
                    })
                if stop { return }
            }
        }
    }

    private let channel: Channel
    private var thread: pthread_t?
    // Only the caller's thread uses these: no exclusivity checks at run time.
    @exclusivity(unchecked) private var current = Batch(capacity: 0)
    @exclusivity(unchecked) private var isFinished = false

    /// Starts reading `reader` on a second thread, `batchSize` events at a time.
    public init(_ reader: TraceReader, batchSize: Int = 4096) {
        channel = Channel(reader: reader, batchSize: max(batchSize, 1))
        let context = Unmanaged.passRetained(channel).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { context in
                let channel = Unmanaged<Channel>.fromOpaque(context!).takeRetainedValue()
                channel.produce()
                return nil
            }, context)
        if started == 0 {
            self.thread = thread
        } else {
            // No second thread: read on this one, as the reader would.
            Unmanaged<Channel>.fromOpaque(context).release()
            channel.produce()
        }
    }

    deinit {
        channel.locked(waitingWhile: { false }, then: { channel.isCancelled = true })
        if let thread { pthread_join(thread, nil) }
    }

    /// The byte offset in the file after the last batch handed over: how far reading got.
    public var offset: UInt64 { current.offset }

    /// What the reader dropped or skipped; complete once ``next()`` has returned `nil` or
    /// thrown.
    public var report: RecoveryReport {
        if isFinished, let thread {
            pthread_join(thread, nil)
            self.thread = nil
        }
        return thread == nil ? channel.reader.report : RecoveryReport()
    }

    /// The next event, or `nil` at the end of the trace.
    ///
    /// - Throws: The ``TraceError`` the reader met, after the events before it; after an
    ///   error every call throws it again.
    public func next() throws(TraceError) -> NavigationEvent? {
        while current.isEmpty {
            if let failure = current.failure {
                isFinished = true
                throw failure
            }
            if current.isLast {
                isFinished = true
                return nil
            }
            let channel = channel
            current = channel.locked(waitingWhile: { channel.ready.isEmpty }, then: { channel.ready.removeFirst() })
        }
        return current.take()
    }

    public func nextEvent() throws -> NavigationEvent? { try next() }
}
