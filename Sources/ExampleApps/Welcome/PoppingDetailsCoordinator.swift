#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The fixed Details coordinator: `dismiss()` pops its screen.
final class PoppingDetailsCoordinator: DetailsCoordinatorBase, Coordinator, DetailsCoordinatorDelegate {
    func controllerDismissed() {
        dismiss()
    }

    func dismiss() {
        input.navigationController.popViewController(animated: true)
    }
}
