internal import CSimulatedTime

/// A block the app sent to a dispatch queue from the session's scope, waiting for its turn.
///
/// It owns the copy of the block, and holds the queue (and the group it entered for the
/// block) until it runs; one let go without running (a session torn down) leaves its group
/// all the same, so that nothing waits for it for ever.
final class DispatchedBlock: @unchecked Sendable {
    /// The dispatch queue it was sent to: the key of a serial queue's turn.
    let queue: UnsafeMutableRawPointer
    /// Whether it runs on the session's thread: a block for the main queue.
    let isMain: Bool
    /// Whether its queue may run other blocks while it waits: a global queue, or a private
    /// concurrent one.
    let isConcurrent: Bool
    /// Whether it runs with nothing else of its queue: a private queue's block that is not
    /// concurrent, or a barrier on a private concurrent queue (libdispatch ignores barriers
    /// on global queues).
    let runsAlone: Bool
    /// Whether its queue's turn accounting counts it: any private queue's block.
    let takesTurns: Bool
    /// Whether its queue's turn was handed to it by a block that finished before it.
    var holdsQueue = false
    private let group: UnsafeMutableRawPointer?
    private var block: UnsafeMutableRawPointer?

    init(
        block: UnsafeMutableRawPointer, queue: UnsafeMutableRawPointer, group: UnsafeMutableRawPointer?,
        isBarrier: Bool
    ) {
        self.block = block
        self.queue = queue
        self.group = group
        isMain = navsim_dispatch_is_main(queue) != 0
        isConcurrent = navsim_dispatch_is_concurrent(queue) != 0
        takesTurns = !isMain && navsim_dispatch_is_global(queue) == 0
        runsAlone = takesTurns && (!isConcurrent || isBarrier)
    }

    /// Whether it ran.
    var hasRun: Bool { block == nil }

    /// The Swift closure the block was made from, while it waits: where its two words (its
    /// function, then its context) are (``swiftClosure(in:)``).
    var swiftClosure: UnsafeRawPointer? { block.flatMap { Self.swiftClosure(in: UnsafeRawPointer($0)) } }

    /// The Swift closure `block` was made from: where its two words (its function, then its
    /// context) are, or `nil` for a block made otherwise.
    ///
    /// A closure Swift passes as a block (`@convention(block)`, as `DispatchQueue`'s methods
    /// do) becomes a block whose only capture is the closure, after the block's header
    /// (`isa`, flags, reserved, invoke, descriptor: 32 bytes), and whose descriptor gives its
    /// size as 48 bytes. A block libdispatch made to wrap the app's (`dispatch_block_create`,
    /// behind a `DispatchWorkItem` and a block sent with a quality of service or flags) is
    /// read through to the block it wraps (`navsim_block_wrapped`).
    static func swiftClosure(in block: UnsafeRawPointer) -> UnsafeRawPointer? {
        let block = navsim_block_wrapped(block) ?? block
        let word = MemoryLayout<UInt>.size
        guard let descriptor = block.load(fromByteOffset: 3 * word, as: UnsafeRawPointer?.self),
            descriptor.load(fromByteOffset: word, as: UInt.self) == UInt(swiftClosureBlockSize)
        else { return nil }
        return block + 4 * word
    }

    /// The size of a block made from a Swift closure: its header and the closure's two words.
    private static let swiftClosureBlockSize = 6 * MemoryLayout<UInt>.size

    /// Runs the block on this thread, once, then leaves its group.
    func run() {
        guard let block else { return }
        self.block = nil
        navsim_dispatch_run(block, queue, group)
    }

    deinit {
        guard let block else { return }
        navsim_block_release(block)
        navsim_dispatch_let_go(queue, group)
    }
}

/// A block the app asked a group to send to a queue once the group is empty
/// (`DispatchGroup.notify`).
final class GroupNotification: @unchecked Sendable {
    let group: UnsafeMutableRawPointer
    let block: DispatchedBlock

    init(group: UnsafeMutableRawPointer, block: DispatchedBlock) {
        self.group = group
        self.block = block
    }

    /// Whether every block of the group finished (its waits would return at once).
    var isDue: Bool { navsim_dispatch_try_wait(Int32(navsim_wait_group), group) != 0 }

    deinit { navsim_dispatch_release_group(group) }
}
