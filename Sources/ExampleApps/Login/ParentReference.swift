/// A child coordinator's reference to its parent: strong, as the seed's classes write
/// `var parentCoordinator: Coordinator?` (its protocol is not class-bound, so they could
/// not even write `weak`), or weak, the fix.
struct ParentReference {
    private var strong: Coordinator?
    private weak var weak: AnyObject?
    private let isWeak: Bool

    /// An empty reference that will hold its parent weakly if `isWeak`.
    init(isWeak: Bool) {
        self.isWeak = isWeak
    }

    /// The parent.
    var coordinator: Coordinator? {
        get { isWeak ? weak as? Coordinator : strong }
        set {
            if isWeak { weak = newValue.map { $0 as AnyObject } } else { strong = newValue }
        }
    }
}
