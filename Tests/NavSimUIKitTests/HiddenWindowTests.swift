import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// A window hidden again (`isHidden = true`) is off the screen until it shows again: what it
/// shows gets its disappearance callbacks, takes no touch, and comes back with
/// `makeKeyAndVisible()` or `isHidden = false`.
@Suite @MainActor struct HiddenWindowTests {
    /// An app with a lock window: Home's "Lock" (and a sheet's) hides the main window and
    /// shows a lock window, whose "Unlock" hides it and makes the main window key and visible
    /// again, whose "Peek" only shows the main window, whose "Replace" gives the main window
    /// a new root and whose "Notice" presents from the main window's root; Home's "Hide" only
    /// hides the main window; "Details" presents a sheet.
    private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var lock: UIWindow?
        var hiddenAtCreation: Bool?
        var noticeCompleted = false

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let home = NamedScreen("Home")
            home.add("Lock") { [unowned self] in showLock(in: scene) }
            home.add("Hide") { [unowned self] in window?.isHidden = true }
            home.add("Details") { [unowned self] in
                let details = NamedScreen("Details")
                details.add("Lock") { [unowned self] in showLock(in: scene) }
                home.present(details, animated: false)
            }
            window = UIWindow(windowScene: scene)
            hiddenAtCreation = window?.isHidden
            window?.rootViewController = home
            window?.makeKeyAndVisible()
        }

        private func showLock(in scene: UIWindowScene) {
            window?.isHidden = true
            let screen = NamedScreen("Lock")
            screen.add("Unlock") { [unowned self] in
                lock?.isHidden = true
                window?.makeKeyAndVisible()
            }
            screen.add("Peek") { [unowned self] in window?.isHidden = false }
            screen.add("Replace") { [unowned self] in window?.rootViewController = NamedScreen("Fresh") }
            screen.add("Notice") { [unowned self] in
                window?.rootViewController?.present(NamedScreen("Notice"), animated: false) { [unowned self] in
                    noticeCompleted = true
                }
            }
            lock = UIWindow(windowScene: scene)
            lock?.rootViewController = screen
            lock?.makeKeyAndVisible()
        }
    }

    private func taps(_ session: Session) -> [String] {
        session.availableInputs().compactMap {
            guard case .userTapped(_, let action, _) = $0 else { return nil }
            return action
        }
    }

    @Test func aWindowIsHiddenUntilItShows() throws {
        let (session, _, delegate) = try launchedApp(sceneDelegate: SceneDelegate())
        #expect(delegate.hiddenAtCreation == true)
        #expect(delegate.window?.isHidden == false)
        #expect(frontName(session) == "Home")
    }

    @Test func hidingTheWindowTakesItsScreenOffAndShowingItAgainBringsItBack() throws {
        let (session, log, delegate) = try launchedApp(sceneDelegate: SceneDelegate())
        #expect(
            try events(of: log, tapping: "Lock", in: session) == [
                "userTapped Lock on s1", "windowHidden w1", "viewWillDisappear s1", "viewDidDisappear s1",
                "screenCreated s2 Lock by none state null", "viewDidLoad s2", "windowCreated w2",
                "windowRootSet w2 to s2", "viewWillAppear s2", "viewDidAppear s2",
            ])
        #expect(frontName(session) == "Lock")
        #expect(taps(session) == ["Unlock", "Peek", "Replace", "Notice"], "the hidden window's controls take no touch")
        #expect(
            try events(of: log, tapping: "Unlock", in: session) == [
                "userTapped Unlock on s2", "windowHidden w2", "viewWillDisappear s2", "viewDidDisappear s2",
                "windowShown w1", "viewWillAppear s1", "viewDidAppear s1",
            ])
        #expect(frontName(session) == "Home")
        #expect(taps(session) == ["Lock", "Hide", "Details"])
        session.runtime.asCurrent {
            #expect(delegate.window?.isHidden == false)
            #expect(delegate.window?.isKeyWindow == true)
            #expect(delegate.lock?.isHidden == true)
            #expect(UIApplication.shared.windows == [delegate.lock, delegate.window].compactMap { $0 })
        }
    }

    @Test func aHiddenWindowKeepsItsPresentationsOffTheScreenUntilItShows() throws {
        let (session, log, _) = try launchedApp(sceneDelegate: SceneDelegate())
        try session.tap("Details")
        #expect(frontName(session) == "Details")
        #expect(
            try events(of: log, tapping: "Lock", in: session) == [
                "userTapped Lock on s2", "windowHidden w1",
                "viewWillDisappear s1", "viewWillDisappear s2", "viewDidDisappear s1", "viewDidDisappear s2",
                "screenCreated s3 Lock by none state null", "viewDidLoad s3", "windowCreated w2",
                "windowRootSet w2 to s3", "viewWillAppear s3", "viewDidAppear s3",
            ])
        #expect(session.state.frontSheet == nil)
        #expect(
            try events(of: log, tapping: "Unlock", in: session) == [
                "userTapped Unlock on s3", "windowHidden w2", "viewWillDisappear s3", "viewDidDisappear s3",
                "windowShown w1", "viewWillAppear s1", "viewWillAppear s2", "viewDidAppear s1",
                "viewDidAppear s2",
            ])
        #expect(frontName(session) == "Details")
        #expect(session.state.frontSheet?.controller == .screen(ScreenID(2)))
    }

    @Test func replacingAHiddenWindowsRootDismissesWhatTheOldOnePresented() throws {
        let (session, log, _) = try launchedApp(sceneDelegate: SceneDelegate())
        try session.tap("Details")
        try session.tap("Lock")
        #expect(
            try events(of: log, tapping: "Replace", in: session) == [
                "userTapped Replace on s3", "screenCreated s4 Fresh by none state null", "dismissed s2",
                "windowRootSet w1 to s4", "screenDeallocated s2",
            ])
        #expect(session.state.windows[WindowID(1)]?.modals == [])
        #expect(session.state.windows[WindowID(1)]?.root == .screen(ScreenID(4)))
        #expect(
            session.state.screens[ScreenID(4)]?.appearance == .unloaded, "the hidden window shows its new root later")
        #expect(
            try events(of: log, tapping: "Unlock", in: session) == [
                "userTapped Unlock on s3", "windowHidden w2", "viewWillDisappear s3", "viewDidDisappear s3",
                "windowShown w1", "viewDidLoad s4", "viewWillAppear s4", "viewDidAppear s4",
            ])
        #expect(frontName(session) == "Fresh")
    }

    @Test func withEveryWindowHiddenThereIsNothingToTouch() throws {
        let (session, log, delegate) = try launchedApp(sceneDelegate: SceneDelegate())
        #expect(
            try events(of: log, tapping: "Hide", in: session) == [
                "userTapped Hide on s1", "windowHidden w1", "viewWillDisappear s1", "viewDidDisappear s1",
            ])
        #expect(session.state.frontScreen == nil)
        #expect(taps(session).isEmpty)
        session.runtime.asCurrent { #expect(delegate.window?.isHidden == true) }
    }

    @Test func showingAHiddenWindowAgainPutsItInFrontWithoutMakingItKey() throws {
        let (session, log, delegate) = try launchedApp(sceneDelegate: SceneDelegate())
        try session.tap("Lock")
        #expect(
            try events(of: log, tapping: "Peek", in: session) == [
                "userTapped Peek on s2", "windowShown w1", "viewWillAppear s1", "viewDidAppear s1",
                "windowOrderedFront w1",
            ])
        #expect(frontName(session) == "Home")
        session.runtime.asCurrent {
            #expect(delegate.window?.isHidden == false)
            #expect(delegate.lock?.isKeyWindow == true)
        }
    }

    // MARK: - Presenting in a hidden window

    /// A hidden window keeps its views, so its root is still in the window hierarchy: it
    /// presents there, out of sight, and the completion runs; the presented screen loads and
    /// appears when the window shows again.
    @Test func aHiddenWindowsRootPresentsOutOfSightAndItsCompletionRuns() throws {
        let (session, log, delegate) = try launchedApp(sceneDelegate: SceneDelegate())
        try session.tap("Lock")
        session.runtime.asCurrent {
            #expect(delegate.window?.rootViewController?.view.window === delegate.window)
        }
        #expect(
            try events(of: log, tapping: "Notice", in: session) == [
                "userTapped Notice on s2", "screenCreated s3 Notice by none state null",
                "presented s3 by s1 as pageSheet",
            ])
        #expect(delegate.noticeCompleted)
        #expect(frontName(session) == "Lock")
        #expect(
            try events(of: log, tapping: "Unlock", in: session) == [
                "userTapped Unlock on s2", "windowHidden w2", "viewWillDisappear s2", "viewDidDisappear s2",
                "windowShown w1", "viewDidLoad s3", "viewWillAppear s1", "viewWillAppear s3", "viewDidAppear s1",
                "viewDidAppear s3",
            ])
        #expect(frontName(session) == "Notice")
    }

    /// What a hidden window's root presents still covers it: UIKit's "already presenting"
    /// refusal, as in a shown window, and the completion never runs.
    @Test func aHiddenWindowsRootThatPresentsIsAlreadyPresenting() throws {
        let (session, log, delegate) = try launchedApp(sceneDelegate: SceneDelegate())
        try session.tap("Details")
        try session.tap("Lock")
        #expect(
            try events(of: log, tapping: "Notice", in: session) == [
                "userTapped Notice on s3", "screenCreated s4 Notice by none state null",
                "commandIgnored present s4 from s1: s1 is already presenting", "screenDeallocated s4",
            ])
        #expect(!delegate.noticeCompleted)
    }

    /// In a hidden window, as in a shown one, a screen below the top of a stack is not in the
    /// window hierarchy: presenting from it is refused and its completion dropped, while the
    /// top presents, out of sight.
    @Test func inAHiddenWindowOnlyWhatItWouldShowPresents() throws {
        var completions: [String] = []
        let (session, log) = try launched { delegate, coordinator, root in
            root.addButton("next") {
                let next = coordinator.screen("Next")
                next.addButton("hide and present") { [weak delegate] in
                    delegate?.window?.isHidden = true
                    root.present(coordinator.screen("FromRoot"), animated: false) { completions.append("FromRoot") }
                    next.present(coordinator.screen("FromNext"), animated: false) { completions.append("FromNext") }
                }
                coordinator.navigationController.pushViewController(next, animated: false)
            }
        }
        try session.tap("next")
        #expect(
            try events(of: log, tapping: "hide and present", in: session) == [
                "userTapped hide and present on s2", "windowHidden w1", "viewWillDisappear s2", "viewDidDisappear s2",
                "screenCreated s3 FromRoot by c1 state null",
                "commandIgnored present s3 from s1: Attempt to present <ButtonsViewController> on "
                    + "<UINavigationController> (from <ButtonsViewController>) whose view is not in the window hierarchy",
                "screenDeallocated s3", "screenCreated s4 FromNext by c1 state null", "presented s4 by k1 as pageSheet",
            ])
        #expect(completions == ["FromNext"])
        #expect(session.state.windows[WindowID(1)]?.modals.map(\.controller) == [.screen(ScreenID(4))])
    }

    // MARK: - Flows in a hidden window

    /// The coordinator's screen stays in the hidden window, so its flow goes on: format 1.8
    /// recorded the window as losing its root and reported the coordinator `flowEndedButAlive`.
    @Test func aFlowWhoseScreensAreInAHiddenWindowGoesOn() throws {
        let (session, log) = try launched { delegate, _, root in
            root.addButton("hide") { [weak delegate] in delegate?.window?.isHidden = true }
        }
        let coordinator = try #require(session.state.coordinators[CoordinatorID(1)])
        #expect(coordinator.phase == .started && coordinator.hasShownScreens)
        #expect(
            try events(of: log, tapping: "hide", in: session) == [
                "userTapped hide on s1", "windowHidden w1", "viewWillDisappear s1", "viewDidDisappear s1",
            ])
        #expect(session.state.windows[WindowID(1)]?.isHidden == true)
        #expect(session.state.windowID(holding: .screen(ScreenID(1))) == WindowID(1))
        #expect(session.state.invariantViolations().isEmpty)
    }

    /// A child flow dismissed while its window is hidden has ended and is reported at once;
    /// the parent, whose screen the hidden window still holds, is not.
    @Test func aFlowThatEndsWhileItsWindowIsHiddenIsStillALeak() throws {
        let (session, log) = try launched { delegate, coordinator, root in
            root.addButton("open") {
                let child = TestCoordinator()
                coordinator.childCoordinators.append(child)
                let modal = child.screen("Modal")
                modal.addButton("hide and close") { [weak delegate] in
                    delegate?.window?.isHidden = true
                    root.dismiss(animated: true)
                }
                child.navigationController.pushViewController(modal, animated: false)
                root.present(child.navigationController, animated: true)
            }
        }
        try session.tap("open")
        #expect(session.state.invariantViolations().isEmpty)
        #expect(
            try events(of: log, tapping: "hide and close", in: session) == [
                "userTapped hide and close on s2", "windowHidden w1", "viewWillDisappear s1", "viewWillDisappear s2",
                "viewDidDisappear s1", "viewDidDisappear s2", "dismissed k2",
            ])
        #expect(
            session.state.invariantViolations() == [
                InvariantViolation(
                    rule: .flowEndedButAlive, coordinator: CoordinatorID(2), screen: nil,
                    message: "TestCoordinator#2 has no screen left on screen but is still alive: leaked")
            ])
    }
}
