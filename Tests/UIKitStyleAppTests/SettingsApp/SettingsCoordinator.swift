#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

final class SettingsCoordinator: Coordinator {
    var childCoordinators = [Coordinator]()
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let settings = SettingsViewController(style: .insetGrouped)
        settings.coordinator = self
        navigationController.pushViewController(settings, animated: false)
    }

    func showDetail(titled title: String) {
        navigationController.pushViewController(SettingDetailViewController(settingTitle: title), animated: true)
    }

    func showWallpapers() {
        navigationController.pushViewController(WallpapersViewController(), animated: true)
    }
}
