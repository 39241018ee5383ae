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
    /// function, then its context) are.
    ///
    /// A closure Swift passes as a block (`@convention(block)`, as `DispatchQueue`'s methods
    /// do) becomes a block whose only capture is the closure, after the block's header
    /// (`isa`, flags, reserved, invoke, descriptor: 32 bytes), and whose descriptor gives its
    /// size as 48 bytes. A block libdispatch wrapped (`dispatch_block_create`, behind a
    /// `DispatchWorkItem` and a block sent with a quality of service or flags) captures its
    /// private data after the header: a magic number, then the wrapped block at byte 40 of it
    /// (libdispatch's `dispatch_block_private_data_s`, 80 bytes); that block is read in turn.
    /// Any other block is not read: `nil`.
    var swiftClosure: UnsafeRawPointer? {
        guard let block else { return nil }
        let wrapped = Self.wrappedBlock(in: UnsafeRawPointer(block))
        return Self.closure(in: UnsafeRawPointer(block)) ?? wrapped.flatMap(Self.closure(in:))
    }

    /// Where the closure a block made from a Swift closure holds is, or `nil` for another
    /// block.
    private static func closure(in block: UnsafeRawPointer) -> UnsafeRawPointer? {
        size(of: block) == headerSize + 2 * MemoryLayout<UInt>.size ? block + headerSize : nil
    }

    /// The block that a block made by `dispatch_block_create` wraps, or `nil` for another
    /// block.
    private static func wrappedBlock(in block: UnsafeRawPointer) -> UnsafeRawPointer? {
        guard size(of: block) == headerSize + privateDataSize,
            block.load(fromByteOffset: headerSize, as: UInt.self) == privateDataMagic
        else { return nil }
        return block.load(fromByteOffset: headerSize + wrappedBlockOffset, as: UnsafeRawPointer?.self)
    }

    /// The size a block's descriptor gives, or 0 when it has no descriptor.
    private static func size(of block: UnsafeRawPointer) -> Int {
        let word = MemoryLayout<UInt>.size
        guard let descriptor = block.load(fromByteOffset: 3 * word, as: UnsafeRawPointer?.self) else { return 0 }
        return Int(descriptor.load(fromByteOffset: word, as: UInt.self))
    }

    /// The size of a block's header, before what it captures.
    private static let headerSize = 4 * MemoryLayout<UInt>.size
    /// libdispatch's private data of a block it made, on 64-bit platforms: its size, its first
    /// word, and where the wrapped block is in it.
    private static let privateDataSize = 80
    private static let privateDataMagic: UInt = 0xD159_B10C
    private static let wrappedBlockOffset = 40

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
