#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The parent coordinator: the home screen, and the editing scene it presents.
@MainActor
final class AppCoordinator {
    let sceneViewController = UINavigationController()
    let variant: AppVariant
    var children: [SceneCoordinator] = []

    init(variant: AppVariant) {
        self.variant = variant
    }

    func start() {
        let home = HomeViewController()
        home.coordinator = self
        sceneViewController.pushViewController(home, animated: false)
    }

    func startScene() {
        let child = SceneCoordinator(parent: self, variant: variant)
        children.append(child)
        child.start()
    }

    func childDidFinish(_ child: SceneCoordinator) {
        children.removeAll { $0 === child }
    }
}
