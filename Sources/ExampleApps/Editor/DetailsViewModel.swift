#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The entity the details screen shows.
final class DetailsViewModel {
    var entity: Entity

    init(entity: Entity) {
        self.entity = entity
    }
}
