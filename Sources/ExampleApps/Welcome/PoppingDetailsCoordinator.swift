#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
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
