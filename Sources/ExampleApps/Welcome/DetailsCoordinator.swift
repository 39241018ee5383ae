#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The seed's Details coordinator: it never implements `dismiss()`, so the protocol's
/// default runs.
final class DetailsCoordinator: DetailsCoordinatorBase, Coordinator, DetailsCoordinatorDelegate {
    func controllerDismissed() {
        dismiss()
    }
}
