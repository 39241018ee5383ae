#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// One item of the list; the editor changes its title.
struct Entity: Equatable {
    var id: Int
    var title: String
}
