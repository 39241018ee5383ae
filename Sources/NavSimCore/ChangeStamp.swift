import Synchronization

/// Which change left a part of a ``NavigationState`` as it is: every change takes a stamp no
/// other change in the process took (a fresh state's empty part has the first), so two states
/// whose stamps are the same hold that part as one change left it, whatever path each came by.
///
/// Not part of the state's value: every stamp is `==` to every other and hashes to nothing, so
/// states equal in what they hold stay equal; ``isSame(as:)`` compares stamps.
struct ChangeStamp: Hashable, Sendable {
    /// The last stamp taken in this process.
    private static let taken = Atomic<UInt64>(0)

    private let value: UInt64

    /// The stamp of a fresh state's part, before any change.
    init() {
        value = 0
    }

    private init(value: UInt64) {
        self.value = value
    }

    /// A stamp no change took before.
    static func next() -> ChangeStamp {
        ChangeStamp(value: taken.wrappingAdd(1, ordering: .relaxed).newValue)
    }

    /// Whether `other` is this very stamp.
    func isSame(as other: ChangeStamp) -> Bool { value == other.value }

    static func == (_: ChangeStamp, _: ChangeStamp) -> Bool { true }

    func hash(into _: inout Hasher) {}
}
