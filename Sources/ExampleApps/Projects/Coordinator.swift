#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The seed's coordinator: built from a services container, children stored by name,
/// `onComplete` set by whoever pushes or presents it.
@MainActor
protocol Coordinator: AnyObject {
    associatedtype ServicesContainerType: RouterServiceContainer
    associatedtype T: UIViewController

    var servicesContainer: ServicesContainerType { get }
    var childCoordinators: [String: Any] { get set }
    var onComplete: (() -> Void)? { get set }

    var initialViewController: T { get }
}
