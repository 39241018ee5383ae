import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// UIKit refuses to present from a controller whose view is not in the window hierarchy
/// ("Attempt to present … whose view is not in the window hierarchy", a console warning)
/// and drops the completion: a root that presents in `viewDidLoad` at launch, a screen in
/// `viewWillAppear`, a tab not selected, a screen below the top of its stack. A screen
/// covered by what its layer presents gets "already presenting".
@Suite @MainActor struct PresentationHierarchyTests {
    /// A root screen that presents its sign-in form as soon as its view loads (the
    /// launch-time bug), or once it appeared (the fix).
    final class HomeViewController: UIViewController {
        let presentsOnLoad: Bool
        var completions = 0

        init(presentsOnLoad: Bool) {
            self.presentsOnLoad = presentsOnLoad
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            if presentsOnLoad { presentSignIn() }
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if !presentsOnLoad, presentedViewController == nil { presentSignIn() }
        }

        private func presentSignIn() {
            let signIn = SignInFormViewController()
            signIn.modalPresentationStyle = .fullScreen
            present(signIn, animated: false) { [weak self] in self?.completions += 1 }
        }
    }

    final class SignInFormViewController: UIViewController {}

    final class HomeSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let presentsOnLoad: Bool
        var home: HomeViewController?

        init(presentsOnLoad: Bool) { self.presentsOnLoad = presentsOnLoad }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let home = HomeViewController(presentsOnLoad: presentsOnLoad)
            self.home = home
            window = UIWindow(windowScene: scene)
            window?.rootViewController = UINavigationController(rootViewController: home)
            window?.makeKeyAndVisible()
        }
    }

    func launchedHome(presentsOnLoad: Bool) throws -> (Session, EventLog, HomeSceneDelegate) {
        let scene = HomeSceneDelegate(presentsOnLoad: presentsOnLoad)
        let log = EventLog()
        let session = Session(app: NavSimApp(sceneDelegate: { scene }), sink: log)
        try session.launch()
        return (session, log, scene)
    }

    @Test func aRootThatPresentsInViewDidLoadAtLaunchIsRefusedAndItsCompletionDropped() throws {
        let (session, log, scene) = try launchedHome(presentsOnLoad: true)
        #expect(
            events(of: log, after: 0) == [
                "launched", "windowCreated w1", "containerCreated k1 navigation by none",
                "screenCreated s1 Home by none state null", "stackReplaced k1 with [s1]", "windowRootSet w1 to k1",
                "viewDidLoad s1", "screenCreated s2 SignInForm by none state null",
                "commandIgnored present s2 from s1: Attempt to present <SignInFormViewController> on "
                    + "<UINavigationController> (from <HomeViewController>) whose view is not in the window hierarchy",
                "screenDeallocated s2", "viewWillAppear s1", "viewDidAppear s1",
            ])
        #expect(scene.home?.completions == 0)
        #expect(scene.home?.presentedViewController == nil)
        #expect(session.state.frontScreen == ScreenID(1))
    }

    @Test func aRootThatPresentsOnceItAppearedPresents() throws {
        let (session, log, scene) = try launchedHome(presentsOnLoad: false)
        #expect(
            events(of: log, after: 0) == [
                "launched", "windowCreated w1", "containerCreated k1 navigation by none",
                "screenCreated s1 Home by none state null", "stackReplaced k1 with [s1]", "windowRootSet w1 to k1",
                "viewDidLoad s1", "viewWillAppear s1", "viewDidAppear s1",
                "screenCreated s2 SignInForm by none state null",
                "presented s2 by k1 as fullScreen", "viewDidLoad s2", "viewWillDisappear s1", "viewWillAppear s2",
                "viewDidAppear s2", "viewDidDisappear s1",
            ])
        #expect(scene.home?.completions == 1)
        #expect(session.state.frontScreen == ScreenID(2))
        #expect(session.state.invariantViolations().isEmpty)
    }

    /// The presenters a screen in front can reach that are not in view: a pushed screen in
    /// its `viewWillAppear`, the tab not selected, the screen below the top.
    @Test func presentingFromAControllerNotInViewIsRefused() throws {
        var completions = 0
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("pushEager") {
                let eager = coordinator.screen("Eager")
                eager.onWillAppear = { [unowned eager] in
                    eager.present(UIViewController(), animated: false) { completions += 1 }
                }
                coordinator.navigationController.pushViewController(eager, animated: false)
            }
            root.addButton("pushTabs") {
                let shown = coordinator.screen("Shown")
                let hidden = coordinator.screen("Hidden")
                shown.addButton("fromHiddenTab") {
                    hidden.present(UIViewController(), animated: false) { completions += 1 }
                }
                shown.addButton("fromBelow") { root.present(UIViewController(), animated: false) { completions += 1 } }
                let tabs = UITabBarController()
                tabs.viewControllers = [shown, hidden]
                coordinator.navigationController.pushViewController(tabs, animated: false)
            }
        }
        var mark = log.events.count
        try session.tap("pushEager")
        #expect(
            events(of: log, after: mark) == [
                "userTapped pushEager on s1", "screenCreated s2 Eager by c1 state null", "pushed s2 onto k1",
                "viewDidLoad s2", "viewWillDisappear s1", "viewWillAppear s2", "screenCreated s3 UI by none state null",
                "commandIgnored present s3 from s2: Attempt to present <UIViewController> on "
                    + "<UINavigationController> (from <ButtonsViewController>) whose view is not in the window hierarchy",
                "screenDeallocated s3", "viewDidDisappear s1", "viewDidAppear s2",
            ])
        try session.tapBack()
        try session.tap("pushTabs")
        mark = log.events.count
        try session.tap("fromHiddenTab")
        #expect(
            events(of: log, after: mark) == [
                "userTapped fromHiddenTab on s4", "screenCreated s6 UI by none state null",
                "commandIgnored present s6 from s5: Attempt to present <UIViewController> on "
                    + "<UINavigationController> (from <ButtonsViewController>) whose view is not in the window hierarchy",
                "screenDeallocated s6",
            ])
        mark = log.events.count
        try session.tap("fromBelow")
        #expect(
            events(of: log, after: mark) == [
                "userTapped fromBelow on s4", "screenCreated s7 UI by none state null",
                "commandIgnored present s7 from s1: Attempt to present <UIViewController> on "
                    + "<UINavigationController> (from <ButtonsViewController>) whose view is not in the window hierarchy",
                "screenDeallocated s7",
            ])
        #expect(completions == 0)
    }

    /// A navigation controller in view presents from its own view, which is in the window
    /// whatever its stack shows: replacing the stack and presenting in one turn (a signed-in
    /// home, then its onboarding over it) presents, before the new top appeared.
    @Test func aNavigationControllerInViewPresentsRightAfterReplacingItsStack() throws {
        var completions = 0
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("signIn") {
                let navigation = coordinator.navigationController
                navigation.setViewControllers([coordinator.screen("Home")], animated: false)
                navigation.present(coordinator.screen("Onboarding"), animated: false) { completions += 1 }
            }
        }
        let mark = log.events.count
        try session.tap("signIn")
        #expect(events(of: log, after: mark) == Self.signInEvents(animated: false))
        #expect(completions == 1)
        #expect(session.state.frontScreen == ScreenID(3))
        #expect(session.state.invariantViolations().isEmpty)
    }

    /// The same from an async coordinator: the sign-in screen resumes the continuation the
    /// coordinator awaits, and the code after the `await` replaces the stack and presents.
    @Test func anAsyncCoordinatorPresentsAfterReplacingTheStackWhenItsContinuationResumes() throws {
        var continuation: CheckedContinuation<Void, Never>?
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("signIn") { continuation?.resume() }
            Task { @MainActor in
                await withCheckedContinuation { continuation = $0 }
                let navigation = coordinator.navigationController
                navigation.setViewControllers([coordinator.screen("Home")], animated: false)
                navigation.present(coordinator.screen("Onboarding"), animated: true)
            }
        }
        let mark = log.events.count
        try session.tap("signIn")
        // The task, which held what it captured while it waited, has ended with the input.
        var expected = Self.signInEvents(animated: true)
        expected.insert("pendingWorkHeld []", at: expected.firstIndex(of: "animationsEnded") ?? expected.endIndex)
        #expect(events(of: log, after: mark) == expected)
        #expect(session.state.frontScreen == ScreenID(3))
    }

    /// Signing in when the stack replacement and the presentation commit in one transition:
    /// Home and Onboarding load and appear together, and the sign-in screen is released.
    private static func signInEvents(animated: Bool) -> [String] {
        [
            "userTapped signIn on s1", "screenCreated s2 Home by c1 state null", "stackReplaced k1 with [s2]",
            "screenCreated s3 Onboarding by c1 state null", "presented s3 by k1 as pageSheet", "viewDidLoad s2",
            "viewDidLoad s3", "viewWillDisappear s1", "viewWillAppear s2", "viewWillAppear s3",
        ] + (animated ? ["animationsEnded"] : [])
            + ["viewDidDisappear s1", "viewDidAppear s2", "viewDidAppear s3", "screenDeallocated s1"]
    }

    /// A screen covered by a full-screen presentation of its layer gets UIKit's other
    /// refusal: its layer is already presenting.
    @Test func presentingFromAScreenCoveredByAPresentationSaysAlreadyPresenting() throws {
        var completed = false
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("cover") {
                let cover = coordinator.screen("Cover")
                cover.modalPresentationStyle = .fullScreen
                cover.addButton("fromCovered") {
                    root.present(UIViewController(), animated: false) { completed = true }
                }
                root.present(cover, animated: false)
            }
        }
        try session.tap("cover")
        let mark = log.events.count
        try session.tap("fromCovered")
        #expect(
            events(of: log, after: mark) == [
                "userTapped fromCovered on s2", "screenCreated s3 UI by none state null",
                "commandIgnored present s3 from s1: s1 is already presenting", "screenDeallocated s3",
            ])
        #expect(!completed)
    }
}
