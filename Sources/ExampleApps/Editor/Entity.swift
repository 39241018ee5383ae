#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// One item of the list; the editor changes its title.
struct Entity: Equatable {
    var id: Int
    var title: String
}
