#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Who hears that Details changed its entity: List, in the seed's head-on solution.
@MainActor
protocol DetailsViewControllerDelegate: AnyObject {
    func detailsViewController(_ sender: DetailsViewController, didChangeEntity entity: Entity)
}
