import NavSimCore
import NavSimSimulator

/// Seed 002 (a Korean note): `MainCoordinator` starts a child `AddCoordinator` that keeps
/// a weak `parentCoordinator`; the parent stores children in `childCoordinators` and
/// removes them in `childDidFinish`. Every view controller holds its coordinator weakly.
///
/// The variants are the ways this is written in real apps, four of them wrong.
enum ChildrenExample {
    /// How the app stores and removes its child coordinator.
    enum Variant: String, CaseIterable {
        /// The seed: the child's first screen reports the end in `viewDidDisappear`.
        case removedOnDisappear
        /// The child is started but never appended to `childCoordinators`.
        case notStored
        /// The first screen reports the end in `viewWillDisappear` when `isMovingFromParent`.
        case removedOnWillDisappear
        /// The child is appended but never removed.
        case neverRemoved
        /// The fix: the parent, as navigation controller delegate, removes the child once
        /// its first screen has really left the stack.
        case navigationDelegate
    }

    static let example = Example(
        name: "children", seed: "002",
        summary: "MainCoordinator with a child AddCoordinator, weak parentCoordinator, childDidFinish",
        variants: [
            .init(
                name: "removedOnDisappear",
                summary: "the child is removed in its first screen's viewDidDisappear (the seed)",
                bug: "viewDidDisappear also fires when AddSecond is pushed on top: the child is removed while on screen"
            ),
            .init(
                name: "notStored", summary: "the child is started but never stored",
                bug: "with only weak references the child is deallocated at once; its buttons do nothing"),
            .init(
                name: "removedOnWillDisappear",
                summary: "the child is removed in viewWillDisappear when isMovingFromParent",
                bug: "a back swipe that is cancelled still removed the child: the flow is torn down"),
            .init(
                name: "neverRemoved", summary: "the child is stored and never removed",
                bug: "after the user goes back the child stays alive with no screen: a leak"),
            .init(
                name: "navigationDelegate",
                summary: "the parent removes the child when its first screen has left the stack (the fix)",
                bug: nil),
        ],
        build: { name in App(variant: Variant(rawValue: name) ?? .removedOnDisappear) })

    // MARK: - The seed's protocol

    @MainActor protocol CoordinatorType: BaseCoordinator {
        var childCoordinators: [any CoordinatorType] { get set }
        var navigationController: NavigationController { get set }
        func start()
    }

    // MARK: - SceneDelegate

    final class App: AppModel {
        let variant: Variant
        var window: Window?
        var mainCoordinator: MainCoordinator?

        init(variant: Variant) { self.variant = variant }

        func didFinishLaunching(runtime: Runtime) {
            window = Window(runtime: runtime)
            let nav = NavigationController(runtime: runtime)
            mainCoordinator = MainCoordinator(nav: nav, variant: variant)
            mainCoordinator?.start()
            window?.rootViewController = nav
            window?.makeKeyAndVisible()
        }
    }

    // MARK: - Main

    final class MainCoordinator: BaseCoordinator, CoordinatorType, NavigationControllerDelegate {
        var childCoordinators: [any CoordinatorType] = [] {
            didSet { childrenDidChange(from: oldValue, to: childCoordinators) }
        }
        var navigationController: NavigationController
        let variant: Variant

        init(nav: NavigationController, variant: Variant) {
            navigationController = nav
            self.variant = variant
            super.init(runtime: nav.runtime)
        }

        override func start() {
            super.start()
            if variant == .navigationDelegate { navigationController.delegate = self }
            let vc = MainViewController(owner: self)
            vc.coordinator = self
            navigationController.pushViewController(vc, animated: true)
        }

        func pushSecondVC() {
            let vc = PlainViewController(name: "Second", owner: self)
            navigationController.pushViewController(vc, animated: true)
        }

        func pushThirdVC() {
            let vc = PlainViewController(name: "Third", owner: self)
            navigationController.pushViewController(vc, animated: true)
        }

        func addCoordinate() {
            let child = AddCoordinator(nav: navigationController, variant: variant)
            child.parentCoordinator = self
            if variant != .notStored { childCoordinators.append(child) }
            child.start()
        }

        func childDidFinish(_ child: (any CoordinatorType)?) {
            for (idx, coordinator) in childCoordinators.enumerated() where coordinator === child {
                childCoordinators.remove(at: idx)
                break
            }
        }

        func navigationController(
            _ navigationController: NavigationController, didShow screen: Screen, from previous: Screen?
        ) {
            guard let previous, !navigationController.viewControllers.contains(where: { $0 === previous }) else {
                return
            }
            if let addViewController = previous as? AddViewController, let child = addViewController.coordinator {
                child.finish()
                childDidFinish(child)
            }
        }
    }

    final class MainViewController: Screen {
        weak var coordinator: MainCoordinator?

        init(owner: MainCoordinator) {
            super.init(name: "Main", runtime: owner.runtime, owner: owner)
            addAction("pushSecond") { [weak self] _ in self?.coordinator?.pushSecondVC() }
            addAction("pushThird") { [weak self] _ in self?.coordinator?.pushThirdVC() }
            addAction("add") { [weak self] _ in self?.coordinator?.addCoordinate() }
        }
    }

    /// Second, Third and AddSecond: screens with no controls of their own.
    final class PlainViewController: Screen {
        init(name: String, owner: BaseCoordinator) {
            super.init(name: name, runtime: owner.runtime, owner: owner)
        }
    }

    // MARK: - Add (the child)

    final class AddCoordinator: BaseCoordinator, CoordinatorType {
        weak var parentCoordinator: MainCoordinator?
        var childCoordinators: [any CoordinatorType] = [] {
            didSet { childrenDidChange(from: oldValue, to: childCoordinators) }
        }
        var navigationController: NavigationController
        let variant: Variant

        init(nav: NavigationController, variant: Variant) {
            navigationController = nav
            self.variant = variant
            super.init(runtime: nav.runtime)
        }

        override func start() {
            super.start()
            let addVC = AddViewController(owner: self)
            addVC.coordinator = self
            navigationController.pushViewController(addVC, animated: true)
        }

        func pushSecondVC() {
            let addSecondVC = PlainViewController(name: "AddSecond", owner: self)
            navigationController.pushViewController(addSecondVC, animated: true)
        }

        func didFinishChild() {
            finish()
            parentCoordinator?.childDidFinish(self)
        }
    }

    final class AddViewController: Screen {
        weak var coordinator: AddCoordinator?
        let variant: Variant

        init(owner: AddCoordinator) {
            variant = owner.variant
            super.init(name: "Add", runtime: owner.runtime, owner: owner)
            addAction("next") { [weak self] _ in self?.coordinator?.pushSecondVC() }
        }

        override func viewWillDisappear() {
            if variant == .removedOnWillDisappear, isMovingFromParent { coordinator?.didFinishChild() }
        }

        override func viewDidDisappear() {
            if variant == .removedOnDisappear { coordinator?.didFinishChild() }
        }
    }
}
