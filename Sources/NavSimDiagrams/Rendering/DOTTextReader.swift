import CGraphviz

/// Feeds DOT text to cgraph's parser through an I/O discipline, like `agmemread` does,
/// so that `agread` can be given NavSim's own memory discipline.
final class DOTTextReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Copies up to `capacity` bytes to `buffer` and returns how many.
    func read(into buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int {
        let count = min(capacity, bytes.count - offset)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            guard let base = source.baseAddress else { return }
            UnsafeMutableRawPointer(buffer).copyMemory(from: base + offset, byteCount: count)
        }
        offset += count
        return count
    }

    // MARK: - The discipline

    /// The I/O discipline: reads from the `DOTTextReader` passed as the channel.
    nonisolated(unsafe) static let discipline: UnsafeMutablePointer<Agiodisc_t> = {
        let pointer = UnsafeMutablePointer<Agiodisc_t>.allocate(capacity: 1)
        pointer.initialize(
            to: Agiodisc_t(
                afread: { channel, buffer, size in
                    guard let channel, let buffer, size > 0 else { return 0 }
                    let reader = Unmanaged<DOTTextReader>.fromOpaque(channel).takeUnretainedValue()
                    return Int32(reader.read(into: buffer, capacity: Int(size)))
                },
                putstr: navsim_default_io_discipline().pointee.putstr,
                flush: navsim_default_io_discipline().pointee.flush
            )
        )
        return pointer
    }()
}
