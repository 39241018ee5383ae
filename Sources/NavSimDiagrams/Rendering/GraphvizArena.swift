import CGraphviz
import Foundation

/// A bump allocator that cgraph uses for one graph instead of `malloc`.
///
/// cgraph's default id discipline makes a named subgraph's id the address of its interned
/// name, and keeps subgraphs ordered by id. With `malloc`, that address depends on what the
/// process freed before, so the same DOT laid out twice in one process ordered its
/// clusters differently and gave different SVGs. The arena hands out addresses that only
/// grow and never reuses freed memory, so subgraphs are ordered by the position of their
/// first mention in the DOT text, on every render — which is also the order a fresh `dot`
/// process gives for the DOT NavSim writes (the tests check both).
///
/// `free` is a no-op; `agclose` releases the whole arena through `close`. A graph that is
/// never closed (after a failed layout) leaks its arena on purpose.
final class GraphvizArena {
    private static let blockSize = 1 << 20
    private static let alignment = 16

    private var blocks: [UnsafeMutableRawPointer] = []
    private var cursor: UnsafeMutableRawPointer?
    private var remaining = 0

    deinit {
        for block in blocks { free(block) }
    }

    /// Zeroed memory of `size` bytes, aligned to 16, or `nil` when the system is out of memory.
    func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        let rounded = max(Self.alignment, (size + Self.alignment - 1) & ~(Self.alignment - 1))
        if rounded > remaining || cursor == nil {
            let capacity = max(rounded, Self.blockSize)
            guard let block = calloc(1, capacity) else { return nil }
            blocks.append(block)
            cursor = block
            remaining = capacity
        }
        guard let result = cursor else { return nil }
        cursor = result + rounded
        remaining -= rounded
        return result
    }

    // MARK: - The discipline

    /// The memory discipline: static, so its address outlives every graph.
    nonisolated(unsafe) static let discipline: UnsafeMutablePointer<Agmemdisc_t> = {
        let pointer = UnsafeMutablePointer<Agmemdisc_t>.allocate(capacity: 1)
        pointer.initialize(
            to: Agmemdisc_t(
                open: { _ in Unmanaged.passRetained(GraphvizArena()).toOpaque() },
                alloc: { state, size in
                    guard let state else { return nil }
                    return Unmanaged<GraphvizArena>.fromOpaque(state).takeUnretainedValue().allocate(size)
                },
                resize: { state, old, oldSize, newSize in
                    guard let state else { return nil }
                    let arena = Unmanaged<GraphvizArena>.fromOpaque(state).takeUnretainedValue()
                    guard let fresh = arena.allocate(newSize) else { return nil }
                    if let old { fresh.copyMemory(from: old, byteCount: min(oldSize, newSize)) }
                    return fresh
                },
                free: { _, _ in },
                close: { state in
                    guard let state else { return }
                    Unmanaged<GraphvizArena>.fromOpaque(state).release()
                }
            )
        )
        return pointer
    }()
}
