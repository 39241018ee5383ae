#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// What the list shows.
final class ListViewModel {
    var entities: [Entity] = []
}
