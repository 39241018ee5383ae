#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// What the list shows.
final class ListViewModel {
    var entities: [Entity] = []
}
