import Foundation

#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

// An app whose item screen, once popped, stays alive while work it left pending holds it:
// a `DispatchWorkItem`, a `Timer` that fires once and a timer source that fires once, each
// capturing the screen, as on iOS until they have run: no leak. In the `repeating` variant
// the screen keeps a repeating timer source whose handler captures it, never cancelled: a
// cycle, the leak `explore` must find with its shortest inputs.

/// Starts the shelf's coordinator in a navigation controller.
final class ShelfSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: ShelfFlowCoordinator?
    private let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
    }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        let navigationController = UINavigationController()
        coordinator = ShelfFlowCoordinator(navigationController: navigationController, repeats: repeats)
        coordinator?.start()
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
    }
}

/// Shows the shelf, and an item screen, made anew, for each Open.
@MainActor final class ShelfFlowCoordinator {
    private let navigationController: UINavigationController
    private let repeats: Bool

    init(navigationController: UINavigationController, repeats: Bool) {
        self.navigationController = navigationController
        self.repeats = repeats
    }

    func start() {
        navigationController.pushViewController(ShelfListViewController(coordinator: self), animated: false)
    }

    func openItem() {
        let item = ShelfItemViewController(coordinator: self, repeats: repeats)
        navigationController.pushViewController(item, animated: true)
    }
}

/// The shelf: Open shows an item.
final class ShelfListViewController: UIViewController {
    private weak var coordinator: ShelfFlowCoordinator?

    init(coordinator: ShelfFlowCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let open = UIButton(type: .system)
        open.setTitle("open", for: .normal)
        open.accessibilityIdentifier = "open"
        open.addAction(UIAction { [weak self] _ in self?.coordinator?.openItem() }, for: .touchUpInside)
        view.addSubview(open)
    }
}

/// An item, which loads for two seconds through work that captures it, or ticks every
/// second through a timer source it keeps.
final class ShelfItemViewController: UIViewController {
    private weak var coordinator: ShelfFlowCoordinator?
    private let repeats: Bool
    private var ticker: (any DispatchSourceTimer)?
    private var ticks = 0

    init(coordinator: ShelfFlowCoordinator, repeats: Bool) {
        self.coordinator = coordinator
        self.repeats = repeats
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        repeats ? tick() : load()
    }

    private func load() {
        let work = DispatchWorkItem { self.title = "Loaded" }
        DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(2), execute: work)
        _ = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
            MainActor.assumeIsolated { self.navigationItem.prompt = "Fresh" }
        }
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(deadline: .now() + .seconds(2))
        source.setEventHandler {
            self.view.backgroundColor = .white
            source.cancel()
        }
        source.resume()
    }

    private func tick() {
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(deadline: .now() + .seconds(1), repeating: .seconds(1))
        source.setEventHandler { self.ticks += 1 }
        source.resume()
        ticker = source
    }
}
