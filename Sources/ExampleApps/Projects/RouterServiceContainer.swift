#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// A coordinator's services: at least the router that shows its view controllers.
@MainActor
protocol RouterServiceContainer {
    var router: Router { get }
}
