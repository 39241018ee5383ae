/// The Swift runtime's side table of an object, read in place: whether the object is alive,
/// without loading a weak reference to it.
///
/// The runtime makes an object's side table when the first weak reference to it is taken and
/// frees it only when the last weak reference goes, after the object died. Loading a weak
/// reference retains the object and the caller releases it, both on the runtime's slow path
/// for an object with a side table (about 150 instructions the pair); the coordinator tracker
/// holds every coordinator weakly and asks at every look which are alive, so a leaked
/// coordinator cost that pair at every look. Reading the side table's refcount bits costs a
/// load.
///
/// The layout read is the 64-bit runtime's (`stdlib/public/SwiftShims/RefCount.h`): the word
/// after an object's metadata pointer has its top two bits set when it holds the address of
/// the side table, shifted right by 3; the side table starts with the object's address and
/// holds, 16 bytes in, refcount bits whose bit 32 the runtime sets when the object begins to
/// deinitialize (a weak reference to it then loads `nil`). ``isReadable`` checks that layout
/// once on objects of its own; where it does not hold, no side table is read.
struct SideTable {
    /// The side table's address.
    private let address: UInt

    /// The runtime's side table of `object`, when it has one (a weak reference to it was
    /// taken) and the layout is the one read; `nil` otherwise.
    init?(of object: AnyObject) {
        guard Self.isReadable, let address = Self.address(of: object) else { return nil }
        self.address = address
    }

    /// Whether the object is alive: it has not begun to deinitialize.
    var isObjectAlive: Bool {
        Self.refCountBits(at: address) & Self.isDeinitingBit == 0
    }

    /// The refcount bit the runtime sets when an object begins to deinitialize.
    private static let isDeinitingBit: UInt64 = 1 << 32
    /// The top two bits of an object's refcount word: it holds its side table's address.
    private static let sideTableMark: UInt64 = 0b11 << 62
    /// The byte offset of the refcount bits in a side table (16-byte aligned, after the
    /// object's address).
    private static let refCountsOffset = 16

    /// The address of `object`'s side table, read from its refcount word, or `nil` if it has
    /// none.
    private static func address(of object: AnyObject) -> UInt? {
        let word = withExtendedLifetime(object) {
            UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
                .load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt64.self)
        }
        guard word & sideTableMark == sideTableMark else { return nil }
        return UInt((word & ~sideTableMark) << 3)
    }

    private static func refCountBits(at address: UInt) -> UInt64 {
        UnsafeRawPointer(bitPattern: address).map {
            $0.load(fromByteOffset: refCountsOffset, as: UInt64.self)
        } ?? isDeinitingBit
    }

    /// Whether this runtime lays out side tables as read here: an object of its own, once
    /// weakly referenced, has a side table that names it and shows it alive, and dead once
    /// its last strong reference goes while the weak one stays.
    static let isReadable: Bool = {
        #if arch(x86_64) || arch(arm64)
            final class Probe {}
            final class Weak {
                weak var object: AnyObject?
            }
            /// The side table's address if it names `probe` and shows it alive.
            func aliveSideTable(of probe: AnyObject) -> UInt? {
                guard let address = address(of: probe), let side = UnsafeRawPointer(bitPattern: address),
                    side.load(as: UInt.self) == UInt(bitPattern: ObjectIdentifier(probe)),
                    refCountBits(at: address) & isDeinitingBit == 0
                else { return nil }
                return address
            }
            let weak = Weak()
            var object: Probe? = Probe()
            weak.object = object
            guard let address = object.flatMap(aliveSideTable) else { return false }
            object = nil
            return withExtendedLifetime(weak) {
                weak.object == nil && refCountBits(at: address) & isDeinitingBit != 0
            }
        #else
            return false
        #endif
    }()
}
