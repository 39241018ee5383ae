import Foundation
import NavSimCore
import Testing

@testable import NavSimSimulator

/// Plain Swift object graphs in the shapes of the seeds' UIKit apps, with no NavSim base
/// class: the tracker finds their coordinators, children and deallocations, and records
/// exactly these events.
@Suite @MainActor struct CoordinatorTrackerTests {
    let c1 = CoordinatorID(1)
    let c2 = CoordinatorID(2)
    let c3 = CoordinatorID(3)
    let c4 = CoordinatorID(4)

    /// A tracker recording into a runtime, and the events of each update.
    @MainActor final class Harness {
        let log = EventLog()
        let runtime: Runtime
        let tracker: CoordinatorTracker
        private var seen = 0

        init(isCoordinator: @escaping CoordinatorTracker.Predicate = CoordinatorTracker.defaultPredicate) {
            runtime = Runtime(sink: log)
            tracker = CoordinatorTracker(runtime: runtime, isCoordinator: isCoordinator)
        }

        /// Runs an update and returns the events it recorded.
        func update(_ roots: [AnyObject], full: Bool = false) -> [NavigationEvent] {
            tracker.update(roots: roots, full: full)
            return newEvents()
        }

        /// The events recorded since the last call.
        func newEvents() -> [NavigationEvent] {
            defer { seen = log.events.count }
            return Array(log.events[seen...])
        }
    }

    // MARK: - Shapes the seeds share

    final class NavigationController {
        var viewControllers: [AnyObject] = []
    }

    final class Window {
        var rootViewController: AnyObject?
        init(rootViewController: AnyObject?) { self.rootViewController = rootViewController }
    }

    // MARK: - Seed 002: `childCoordinators: [CoordinatorType]`, `weak var parentCoordinator`

    protocol CoordinatorType: AnyObject {
        var childCoordinators: [any CoordinatorType] { get set }
        var navigationController: NavigationController { get }
        func start()
    }

    final class MainViewController {
        weak var coordinator: MainCoordinator?
    }

    final class AddViewController {
        weak var coordinator: AddCoordinator?
    }

    final class MainCoordinator: NSObject, CoordinatorType {
        var childCoordinators: [any CoordinatorType] = []
        let navigationController: NavigationController

        init(navigationController: NavigationController) {
            self.navigationController = navigationController
            super.init()
        }

        func start() {
            let viewController = MainViewController()
            viewController.coordinator = self
            navigationController.viewControllers.append(viewController)
        }

        func addCoordinate() {
            let child = AddCoordinator(navigationController: navigationController)
            child.parentCoordinator = self
            childCoordinators.append(child)
            child.start()
        }

        func childDidFinish(_ child: AnyObject) {
            childCoordinators.removeAll { $0 === child }
        }
    }

    final class AddCoordinator: CoordinatorType {
        weak var parentCoordinator: MainCoordinator?
        var childCoordinators: [any CoordinatorType] = []
        let navigationController: NavigationController

        init(navigationController: NavigationController) { self.navigationController = navigationController }

        func start() {
            let viewController = AddViewController()
            viewController.coordinator = self
            navigationController.viewControllers.append(viewController)
        }
    }

    final class SceneDelegate {
        var window: Window?
        var mainCoordinator: MainCoordinator?
    }

    private func launchSeed002() -> (SceneDelegate, MainCoordinator) {
        let scene = SceneDelegate()
        let navigationController = NavigationController()
        let main = MainCoordinator(navigationController: navigationController)
        scene.mainCoordinator = main
        main.start()
        scene.window = Window(rootViewController: navigationController)
        return (scene, main)
    }

    @Test func childCoordinatorsInAnArrayWithAWeakParentPointer() {
        let harness = Harness()
        let (scene, main) = launchSeed002()
        #expect(harness.update([scene], full: true) == [.coordinatorCreated(c1, type: "MainCoordinator")])
        #expect(harness.update([scene]).isEmpty, "nothing changed")

        main.addCoordinate()
        weak let added = main.childCoordinators.first
        // The child's weak `parentCoordinator` is no edge: the parent is the holder.
        #expect(
            harness.update([scene]) == [.coordinatorCreated(c2, type: "AddCoordinator"), .childAdded(c2, parent: c1)])
        #expect(harness.tracker.id(of: main) == c1)
        #expect(harness.tracker.id(of: added!) == c2)

        // `childDidFinish` while the child's method is still on the stack (seed 002's
        // `viewDidDisappear`): finished and removed, deallocated at the next update.
        var running: AnyObject? = main.childCoordinators[0]
        main.childDidFinish(running!)
        #expect(harness.update([scene]) == [.coordinatorFinished(c2), .childRemoved(c2, parent: c1)])
        running = nil
        #expect(added == nil, "the tracker keeps no strong reference")
        #expect(harness.update([scene]) == [.coordinatorDeallocated(c2)])
        #expect(harness.update([scene]).isEmpty)
        #expect(harness.runtime.failure == nil)
        #expect(harness.runtime.state.coordinators.keys.sorted() == [c1])
    }

    @Test func aChildRemovedAndReleasedBeforeAnUpdateFinishedAndIsRemovedThenDeallocated() {
        let harness = Harness()
        let (scene, main) = launchSeed002()
        main.addCoordinate()
        #expect(
            harness.update([scene], full: true) == [
                .coordinatorCreated(c1, type: "MainCoordinator"), .coordinatorCreated(c2, type: "AddCoordinator"),
                .childAdded(c2, parent: c1),
            ])
        main.childCoordinators.removeAll()
        #expect(
            harness.update([scene]) == [
                .coordinatorFinished(c2), .childRemoved(c2, parent: c1), .coordinatorDeallocated(c2),
            ])
        #expect(harness.runtime.failure == nil)
    }

    @Test func theTrackerNeverExtendsALife() {
        let harness = Harness()
        var main: MainCoordinator? = MainCoordinator(navigationController: NavigationController())
        weak let weakMain = main
        #expect(harness.update([main!], full: true) == [.coordinatorCreated(c1, type: "MainCoordinator")])
        main = nil
        #expect(weakMain == nil)
        #expect(harness.update([]) == [.coordinatorDeallocated(c1)])
    }

    // MARK: - Seeds 000 and 001: a coordinator held only by its view model

    protocol WelcomeCoordinatorDelegate {
        func gotoHomeViewController()
    }

    struct WelcomeCoordinatorInput {
        let navigationController: NavigationController
    }

    final class WelcomeCoordinator: WelcomeCoordinatorDelegate {
        var input: WelcomeCoordinatorInput

        init(input: WelcomeCoordinatorInput) { self.input = input }

        func start() {
            let viewController = WelcomeVC()
            viewController.viewModel = WelcomeViewModel(delegate: self)
            input.navigationController.viewControllers.append(viewController)
        }

        func gotoHomeViewController() {}
    }

    final class WelcomeViewModel {
        var title = "Welcome"
        let delegate: any WelcomeCoordinatorDelegate
        init(delegate: any WelcomeCoordinatorDelegate) { self.delegate = delegate }
    }

    final class WelcomeVC {
        var viewModel: WelcomeViewModel!
    }

    final class AppDelegate {
        var window: Window?
    }

    private func launchSeed001() -> (AppDelegate, NavigationController) {
        let app = AppDelegate()
        let navigationController = NavigationController()
        app.window = Window(rootViewController: navigationController)
        WelcomeCoordinator(input: WelcomeCoordinatorInput(navigationController: navigationController)).start()
        return (app, navigationController)
    }

    @Test func aCoordinatorHeldOnlyByItsViewModelIsFoundAndHasNoParent() {
        let harness = Harness()
        let (app, navigationController) = launchSeed001()
        #expect(harness.update([app], full: true) == [.coordinatorCreated(c1, type: "WelcomeCoordinator")])
        do {
            let screen = navigationController.viewControllers[0]
            #expect(harness.tracker.owner(of: screen, skip: { $0 is WelcomeVC }) == c1)
            #expect(harness.newEvents().isEmpty)
        }

        // Popping the screen releases its view model and with it the coordinator; the
        // roots' fields did not change, but the weak check sees the death.
        navigationController.viewControllers = []
        #expect(harness.update([app]) == [.coordinatorDeallocated(c1)])
        #expect(harness.runtime.failure == nil)
    }

    @Test func theOwnerOfAScreenIsTrackedWhenFirstSeen() {
        let harness = Harness()
        let (app, navigationController) = launchSeed001()
        let screen = navigationController.viewControllers[0]
        // Screen → view model → its strong `delegate` (depth 2).
        #expect(harness.tracker.owner(of: screen, skip: { $0 is WelcomeVC }) == c1)
        #expect(harness.newEvents() == [.coordinatorCreated(c1, type: "WelcomeCoordinator")])
        #expect(harness.update([app], full: true).isEmpty)
    }

    protocol AppCoordinatorType: AnyObject {
        var parentCoordinator: (any AppCoordinatorType)? { get set }
        var children: [any AppCoordinatorType] { get set }
    }

    final class AppCoordinator: AppCoordinatorType {
        var parentCoordinator: (any AppCoordinatorType)?
        var children: [any AppCoordinatorType] = []
    }

    final class LoginCoordinator: AppCoordinatorType {
        var parentCoordinator: (any AppCoordinatorType)?
        var children: [any AppCoordinatorType] = []
    }

    /// Seed 000's `parentCoordinator` is strong (its protocol is not class-bound): a retain
    /// cycle, not a second parent.
    @Test func aStrongReferenceBackToTheParentIsNoEdge() {
        let harness = Harness()
        let app = AppCoordinator()
        let login = LoginCoordinator()
        login.parentCoordinator = app
        app.children.append(login)
        #expect(
            harness.update([app], full: true) == [
                .coordinatorCreated(c1, type: "AppCoordinator"), .coordinatorCreated(c2, type: "LoginCoordinator"),
                .childAdded(c2, parent: c1),
            ])
        #expect(harness.runtime.failure == nil)
        login.parentCoordinator = nil
    }

    /// When the parent lets the child go, the child's strong reference back keeps both
    /// alive (a leak), but the parent does not become the child of its former child.
    @Test func aParentHeldByTheChildItLetGoStaysARoot() {
        let harness = Harness()
        let app = AppCoordinator()
        var login: LoginCoordinator? = LoginCoordinator()
        login?.parentCoordinator = app
        app.children = [login].compactMap { $0 }
        _ = harness.update([app], full: true)
        let held = login
        app.children = []
        login = nil
        // Only the leaked child is a root now; the parent is reached through it alone.
        #expect(
            harness.update([held].compactMap { $0 }, full: true) == [
                .coordinatorFinished(c2), .childRemoved(c2, parent: c1),
            ])
        #expect(harness.runtime.state.coordinators[c1]?.parent == nil)
        held?.parentCoordinator = nil
    }

    // MARK: - Seed 003: children in a `[String: Any]`, a protocol with associated types

    protocol RouterServiceContainer {
        var router: Router { get }
    }

    protocol Coordinator: AnyObject {
        associatedtype ServicesContainerType: RouterServiceContainer
        associatedtype ViewController: AnyObject
        var servicesContainer: ServicesContainerType { get }
        var childCoordinators: [String: Any] { get set }
        var onComplete: (() -> Void)? { get set }
        var initialViewController: ViewController { get }
    }

    /// Presents view controllers: a helper, not a coordinator, despite its name.
    final class Router {
        let navigationController = NavigationController()
    }

    final class ProjectsProvider {}

    struct Services: RouterServiceContainer {
        let router: Router
        let projectsProvider: ProjectsProvider
    }

    final class ProjectsCoordinator: Coordinator {
        let servicesContainer: Services
        let initialViewController: NavigationController
        var childCoordinators: [String: Any] = [:]
        var onComplete: (() -> Void)?

        init(servicesContainer: Services) {
            self.servicesContainer = servicesContainer
            initialViewController = servicesContainer.router.navigationController
        }
    }

    final class ProjectViewController {}

    /// A child flow; its subclasses differ by name only.
    class ChildFlowCoordinator: Coordinator {
        let servicesContainer: Services
        let initialViewController = ProjectViewController()
        var childCoordinators: [String: Any] = [:]
        var onComplete: (() -> Void)?
        init(servicesContainer: Services) { self.servicesContainer = servicesContainer }
    }

    final class AddProjectCoordinator: ChildFlowCoordinator {}

    final class SettingsCoordinator: ChildFlowCoordinator {}

    final class ProjectsAppDelegate {
        var coordinator: ProjectsCoordinator?
    }

    /// Seed 003's app delegate holding its root coordinator, tracked by `harness`.
    private func trackedProjects(in harness: Harness) -> (Services, ProjectsAppDelegate, ProjectsCoordinator) {
        let services = Services(router: Router(), projectsProvider: ProjectsProvider())
        let app = ProjectsAppDelegate()
        let projects = ProjectsCoordinator(servicesContainer: services)
        app.coordinator = projects
        #expect(harness.update([app], full: true) == [.coordinatorCreated(c1, type: "ProjectsCoordinator")])
        return (services, app, projects)
    }

    @Test func childrenInAStringKeyedDictionaryOfAnyWithAPredicateOfTheAppsOwn() {
        let harness = Harness(isCoordinator: { $0 is any Coordinator })
        let (services, app, projects) = trackedProjects(in: harness)

        // Two children stored at once get ids in the order of their keys, not hash order.
        projects.childCoordinators["settings"] = SettingsCoordinator(servicesContainer: services)
        projects.childCoordinators["add"] = AddProjectCoordinator(servicesContainer: services)
        #expect(
            harness.update([app]) == [
                .coordinatorCreated(c2, type: "AddProjectCoordinator"),
                .coordinatorCreated(c3, type: "SettingsCoordinator"), .childAdded(c2, parent: c1),
                .childAdded(c3, parent: c1),
            ])

        // The add flow's first screen knows nothing of its coordinator: its owner is the
        // coordinator holding it in its own fields.
        let screen = (projects.childCoordinators["add"] as? AddProjectCoordinator)!.initialViewController
        #expect(harness.tracker.owner(of: screen, skip: { $0 is ProjectViewController }) == c2)
        #expect(harness.tracker.owner(of: ProjectViewController(), skip: { _ in false }) == nil)

        projects.childCoordinators["add"] = nil
        #expect(
            harness.update([app]) == [
                .coordinatorFinished(c2), .childRemoved(c2, parent: c1), .coordinatorDeallocated(c2),
            ])
        #expect(harness.runtime.failure == nil)
    }

    /// An app's predicate is asked once per class, whatever the number of its objects and walks.
    @Test func theAppsPredicateIsAskedOncePerClass() {
        var asked: [ObjectIdentifier] = []
        let harness = Harness(isCoordinator: { object in
            asked.append(ObjectIdentifier(type(of: object)))
            return object is any Coordinator
        })
        let (services, app, projects) = trackedProjects(in: harness)
        projects.childCoordinators["first"] = SettingsCoordinator(servicesContainer: services)
        projects.childCoordinators["second"] = SettingsCoordinator(servicesContainer: services)
        #expect(harness.update([app], full: true).count == 4, "two created, two added")
        _ = harness.update([app], full: true)
        #expect(asked.count == Set(asked).count, "each class once")
        #expect(asked.contains(ObjectIdentifier(SettingsCoordinator.self)))
        #expect(asked.contains(ObjectIdentifier(Router.self)))
    }

    @Test func theDefaultPredicateGoesByNameChildCoordinatorsOrTheAppsCoordinatorProtocols() {
        let harness = Harness()
        let projects = ProjectsCoordinator(
            servicesContainer: Services(router: Router(), projectsProvider: ProjectsProvider()))
        // Seed 003's `Router` has no children of its own: the coordinator's helper.
        #expect(harness.update([projects], full: true) == [.coordinatorCreated(c1, type: "ProjectsCoordinator")])
        let predicate = CoordinatorTracker.defaultPredicate
        #expect(predicate(Router()) == false)
        #expect(predicate(ParentRouter()) == true, "a `…Router` with children of its own is a coordinator")
        #expect(predicate(StackRouter()) == false, "the screens a `…Router` shows are no children of its own")
        #expect(predicate(StartingRouter()) == true, "it conforms to the app's `AppCoordinating`")
        #expect(predicate(Holder()) == false)
        #expect(predicate(ChildrenHolder()) == true)
        #expect(predicate(OnboardingFlowController()) == true)
        #expect(predicate(Flow<Int>()) == true)
        #expect(predicate(Onboarding()) == true, "it conforms to the app's `AppCoordinating`")
        #expect(predicate(Checkout()) == true, "its superclass conforms to the app's `PaymentFlow`")
        #expect(predicate(Settings()) == false, "a `…CoordinatorDelegate` is no coordinator protocol")
        #expect(CoordinatorProtocols.descriptors.count >= 2, "no protocol of NavSim's, but the tests' own")
    }

    protocol AppCoordinating: AnyObject { func start() }

    protocol PaymentFlow: AnyObject {}

    protocol SettingsCoordinatorDelegate: AnyObject {}

    final class Onboarding: AppCoordinating { func start() {} }

    class Payment: PaymentFlow {}

    final class Checkout: Payment {}

    final class Settings: SettingsCoordinatorDelegate {}

    final class Holder {
        var children: [AnyObject] = []
    }

    final class ChildrenHolder {
        var childCoordinators: [AnyObject] = []
    }

    final class OnboardingFlowController {}

    final class ParentRouter {
        var childRouters: [ParentRouter] = []
    }

    final class StartingRouter: AppCoordinating { func start() {} }

    /// A helper that keeps the screens it pushed (stanlyu's demo app's `BaseRouter`).
    final class StackRouter {
        var childRouterItems: [AnyObject] = []
        var childViewControllers: [AnyObject] = []
    }

    // MARK: - Edges

    final class Flow<Input> {
        var children: [AnyObject] = []
        var next: AnyObject?
    }

    @Test func aChildHeldBySeveralCoordinatorsBelongsToTheLowestIdAndMovesWhenItIsDropped() {
        let harness = Harness()
        let first = Flow<Int>()
        let second = Flow<String>()
        let shared = Flow<Double>()
        first.next = second
        first.children = [shared]
        second.children = [shared]
        // Breadth first, fields in declaration order: `shared` (in `children`) before `second`.
        #expect(
            harness.update([first], full: true) == [
                .coordinatorCreated(c1, type: "Flow<Int>"), .coordinatorCreated(c2, type: "Flow<Double>"),
                .coordinatorCreated(c3, type: "Flow<String>"), .childAdded(c2, parent: c1), .childAdded(c3, parent: c1),
            ])
        // Moved, not finished: it has a new parent.
        first.children = []
        #expect(harness.update([first]) == [.childRemoved(c2, parent: c1), .childAdded(c2, parent: c3)])
        #expect(harness.runtime.failure == nil)
    }

    @Test func aParentReleasedWithItsChildLosesTheEdgeBeforeBothAreDeallocated() {
        let harness = Harness()
        let root = Holder()
        let survivor = Flow<Double>()
        do {
            let parent = Flow<Int>()
            parent.children = [Flow<String>()]
            parent.next = survivor
            root.children = [parent]
        }
        #expect(
            harness.update([root, survivor], full: true) == [
                .coordinatorCreated(c1, type: "Flow<Double>"), .coordinatorCreated(c2, type: "Flow<Int>"),
                .coordinatorCreated(c3, type: "Flow<String>"), .childAdded(c1, parent: c2), .childAdded(c3, parent: c2),
            ])
        root.children = []
        // The survivor is not finished: its parent went, it was not let go.
        #expect(
            harness.update([root, survivor]) == [
                .childRemoved(c1, parent: c2), .childRemoved(c3, parent: c2), .coordinatorDeallocated(c2),
                .coordinatorDeallocated(c3),
            ])
        #expect(harness.runtime.failure == nil)
    }

    /// The fingerprint misses an element replaced in place; a full walk sees it.
    @Test func anInPlaceReplacementIsSeenByTheNextFullWalk() {
        let harness = Harness()
        let parent = Flow<Int>()
        var replaced: AnyObject? = Flow<String>()
        parent.children = [replaced!]
        #expect(harness.update([parent], full: true).count == 3)
        parent.children[0] = Flow<Double>()
        #expect(harness.update([parent]).isEmpty)
        #expect(
            harness.update([parent], full: true) == [
                .coordinatorCreated(c3, type: "Flow<Double>"), .coordinatorFinished(c2), .childRemoved(c2, parent: c1),
                .childAdded(c3, parent: c1),
            ])
        replaced = nil
        #expect(harness.update([parent]) == [.coordinatorDeallocated(c2)])
        #expect(harness.runtime.failure == nil)
    }

    // MARK: - Values

    protocol Step: AnyObject {}

    final class StepCoordinator: Step {}

    enum Route {
        case idle
        case showing(StepCoordinator, title: String)
    }

    final class ValuesCoordinator {
        var route = Route.idle
        var optionalSteps: [any Step]?
        var anything: [String: Any] = [:]
        var pair: (Int, AnyObject?) = (0, nil)
    }

    @Test func childrenAreFoundThroughEnumsOptionalArraysOfProtocolsAnyAndTuples() {
        let harness = Harness()
        let parent = ValuesCoordinator()
        #expect(harness.update([parent], full: true) == [.coordinatorCreated(c1, type: "ValuesCoordinator")])
        parent.route = .showing(StepCoordinator(), title: "first")
        parent.optionalSteps = [StepCoordinator()]
        parent.anything = ["step": [StepCoordinator()] as [any Step]]
        #expect(
            harness.update([parent]) == [
                .coordinatorCreated(c2, type: "StepCoordinator"), .coordinatorCreated(c3, type: "StepCoordinator"),
                .coordinatorCreated(c4, type: "StepCoordinator"), .childAdded(c2, parent: c1),
                .childAdded(c3, parent: c1), .childAdded(c4, parent: c1),
            ])
        parent.route = .idle
        parent.optionalSteps = nil
        parent.anything = [:]
        parent.pair = (1, StepCoordinator())
        #expect(
            harness.update([parent]) == [
                .coordinatorCreated(CoordinatorID(5), type: "StepCoordinator"), .coordinatorFinished(c2),
                .childRemoved(c2, parent: c1), .coordinatorFinished(c3), .childRemoved(c3, parent: c1),
                .coordinatorFinished(c4), .childRemoved(c4, parent: c1),
                .childAdded(CoordinatorID(5), parent: c1), .coordinatorDeallocated(c2), .coordinatorDeallocated(c3),
                .coordinatorDeallocated(c4),
            ])
        #expect(harness.runtime.failure == nil)
    }

    final class ViewModel {
        var items = ["a", "b"]
        var onTap: () -> Void = {}
    }

    final class ScreenController {
        let viewModel = ViewModel()
        var child: ScreenController?
    }

    @Test func objectsThatAreNoCoordinatorsRecordNothing() {
        let harness = Harness()
        let screen = ScreenController()
        screen.child = ScreenController()
        #expect(harness.update([screen, Holder()], full: true).isEmpty)
        let none = Harness(isCoordinator: { _ in false })
        #expect(none.update([launchSeed002().0], full: true).isEmpty)
    }

    final class StepScreen {
        weak var coordinator: StepCoordinator?
    }

    @Test func aCoordinatorWhoseAddressIsReusedBeforeAnUpdateIsDeallocatedThenTheNewOneTracked() {
        let harness = Harness()
        var first: StepCoordinator? = StepCoordinator()
        #expect(harness.update([first!], full: true) == [.coordinatorCreated(c1, type: "StepCoordinator")])
        first = nil
        // Often at the first one's address; either way the first is reported gone.
        let second = StepCoordinator()
        let screen = StepScreen()
        screen.coordinator = second
        #expect(harness.tracker.owner(of: screen, skip: { $0 is StepScreen }) == c2)
        #expect(harness.newEvents() == [.coordinatorCreated(c2, type: "StepCoordinator")])
        #expect(harness.update([screen]) == [.coordinatorDeallocated(c1)])
        #expect(harness.tracker.id(of: second) == c2)
        #expect(harness.runtime.failure == nil)
    }

    // MARK: - A parent's closure that names its child

    final class RootCoordinator {
        var childCoordinators: [AnyObject] = []
    }

    final class SignInCoordinator {
        var finishFlow: (() -> Void)?
    }

    final class SignInScreen {
        var onFinish: (() -> Void)?
    }

    /// The parent's closure captures itself first and the child second, and the child hands
    /// it to its screen (`vc.onFinish = finishFlow`): the screen is the child's.
    @Test func aScreenWhoseClosureNamesAParentAndItsChildIsTheChilds() {
        let harness = Harness()
        let root = RootCoordinator()
        let child = SignInCoordinator()
        root.childCoordinators.append(child)
        child.finishFlow = { [unowned root, unowned child] in
            root.childCoordinators.removeAll { $0 === child }
        }
        let screen = SignInScreen()
        screen.onFinish = child.finishFlow
        #expect(harness.update([root], full: true).contains(.childAdded(c2, parent: c1)))

        #expect(harness.tracker.owner(of: screen, skip: { $0 is SignInScreen }) == c2)
        withExtendedLifetime((root, child)) {}
    }
}
