import Foundation

/// Work over a stream of inputs on several threads, with the results handed back in the
/// inputs' order on the calling thread, so that what a command prints never depends on
/// which thread finished first.
///
/// Inputs are taken a batch at a time: the threads share the batch's inputs, and the
/// results are delivered in order once the batch is done. Only one batch of inputs and
/// results is held at a time.
///
/// ```swift
/// OrderedWork(threads: 2).run(next: inputs.next, transform: check) { say($0) }
/// ```
struct OrderedWork {
    /// How many threads share a batch.
    let threads: Int
    /// How many inputs a batch holds.
    var batchSize = 256

    /// One thread per core, or `NAVSIM_THREADS` (1 to 64) when set, for tests that compare
    /// the output of one thread with that of two.
    static var threadCount: Int {
        if let value = ProcessInfo.processInfo.environment["NAVSIM_THREADS"], let count = Int(value),
            (1...64).contains(count)
        {
            return count
        }
        return max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Calls `transform` on every input `next` gives, on `threads` threads, and `deliver`
    /// on each result in the inputs' order, on the calling thread.
    func run<Input: Sendable, Output: Sendable>(
        next: () -> Input?, transform: @escaping @Sendable (Input) -> Output, deliver: (Output) throws -> Void
    ) rethrows {
        while true {
            var batch: [Input] = []
            while batch.count < batchSize, let input = next() { batch.append(input) }
            guard !batch.isEmpty else { return }
            let results = Results<Output>(count: batch.count)
            let inputs = batch
            if threads <= 1 || inputs.count == 1 {
                for (index, input) in inputs.enumerated() { results.store(transform(input), at: index) }
            } else {
                DispatchQueue.concurrentPerform(iterations: min(threads, inputs.count)) { _ in
                    while let index = results.claim() { results.store(transform(inputs[index]), at: index) }
                }
            }
            for output in results.outputs { try deliver(output) }
        }
    }
}

/// The results of one batch, filled by several threads: each claims the next input's index
/// and stores its result there.
private final class Results<Output: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Output?]
    private var claimed = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// The index of the next input no thread has taken, or `nil` when all are taken.
    func claim() -> Int? {
        lock.withLock {
            guard claimed < slots.count else { return nil }
            defer { claimed += 1 }
            return claimed
        }
    }

    func store(_ output: Output, at index: Int) {
        lock.withLock { slots[index] = output }
    }

    /// Every result, in the inputs' order, once every input has been transformed.
    var outputs: [Output] { lock.withLock { slots.compactMap { $0 } } }
}
