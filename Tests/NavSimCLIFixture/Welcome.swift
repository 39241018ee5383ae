import Foundation

#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

// An app whose launches share state through a file-level global and a private singleton,
// as many apps' do: on iOS both start over at each launch. The intro shows at the first
// launch only of a process, the tip once per process; Later on the tip and Refresh on the
// home screen do nothing, the bugs `explore` must find with their shortest inputs.

/// Whether the intro was shown, which the next launch reads: a file-level global.
@MainActor var introWasShown = false

/// Whether the tip was shown: a singleton the app keeps private, which no NavSim-only file can reset.
@MainActor private final class TipCenter {
    static let shared = TipCenter()
    var tipWasShown = false
}

/// Shows the intro, or the home screen once the intro was shown.
final class WelcomeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        let navigationController = UINavigationController()
        let first: UIViewController = introWasShown ? HomeViewController() : IntroViewController()
        navigationController.pushViewController(first, animated: false)
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
    }
}

/// A button that runs `action` when tapped.
@MainActor private func button(_ identifier: String, in view: UIView, action: @escaping () -> Void) {
    let button = UIButton(type: .system)
    button.setTitle(identifier, for: .normal)
    button.accessibilityIdentifier = identifier
    button.addAction(UIAction { _ in action() }, for: .touchUpInside)
    view.addSubview(button)
}

/// The intro: Continue replaces it with the home screen.
final class IntroViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        button("continue", in: view) { [weak self] in
            introWasShown = true
            self?.navigationController?.setViewControllers([HomeViewController()], animated: true)
        }
    }
}

/// The home screen: the tip over it once, and a Refresh button that does nothing.
final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        button("refresh", in: view) {}
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !TipCenter.shared.tipWasShown else { return }
        TipCenter.shared.tipWasShown = true
        present(TipViewController(), animated: true)
    }
}

/// The tip: OK dismisses it; Later does nothing.
final class TipViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        button("ok", in: view) { [weak self] in self?.dismiss(animated: true) }
        button("later", in: view) {
            // WELCOME_LATER_HANGS=1: Later hangs, so that a test can interrupt a fresh launch mid-input.
            while getenv("WELCOME_LATER_HANGS") != nil { sleep(60) }
        }
    }
}
