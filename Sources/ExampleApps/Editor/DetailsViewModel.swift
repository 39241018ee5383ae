#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// The entity the details screen shows.
final class DetailsViewModel {
    var entity: Entity

    init(entity: Entity) {
        self.entity = entity
    }
}
