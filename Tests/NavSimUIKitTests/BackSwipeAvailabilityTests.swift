import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// Which ways back a pushed screen offers: a custom left item or `hidesBackButton`
/// replaces the system back button and UIKit's own gesture delegate refuses the swipe
/// (unless the items supplement the button), a disabled `interactivePopGestureRecognizer`
/// leaves the button but no swipe, as on a payment step, and a delegate of the app's
/// decides the swipe by `gestureRecognizerShouldBegin(_:)`.
@Suite @MainActor struct BackSwipeAvailabilityTests {
    enum Step {
        case plain, customLeft, supplementingLeft, hiddenBack, swipeOff
        /// The app's delegate refuses the swipe (an onboarding step).
        case refusingDelegate
        /// A custom back item, with the app's delegate letting the swipe begin.
        case customLeftAllowingDelegate
        /// A custom back item, with the delegate set to `nil` (openradar 19031955's fix).
        case customLeftNoDelegate
    }

    /// A gesture delegate of the app's: it answers `allows` and counts the questions.
    final class GestureGate: NSObject, UIGestureRecognizerDelegate {
        let allows: Bool
        var questions: [UIGestureRecognizer] = []
        init(allows: Bool) { self.allows = allows }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            questions.append(gestureRecognizer)
            return allows
        }
    }

    final class StepViewController: UIViewController {
        let step: Step
        let gate: GestureGate
        init(step: Step) {
            self.step = step
            gate = GestureGate(allows: step == .customLeftAllowingDelegate)
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            switch step {
            case .plain, .swipeOff, .refusingDelegate: break
            case .hiddenBack: navigationItem.hidesBackButton = true
            case .customLeft, .supplementingLeft, .customLeftAllowingDelegate, .customLeftNoDelegate:
                navigationItem.leftBarButtonItem = UIBarButtonItem(
                    systemItem: .cancel, primaryAction: UIAction { _ in })
                navigationItem.leftItemsSupplementBackButton = step == .supplementingLeft
            }
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            let recognizer = navigationController?.interactivePopGestureRecognizer
            recognizer?.isEnabled = step != .swipeOff
            switch step {
            case .refusingDelegate, .customLeftAllowingDelegate: recognizer?.delegate = gate
            case .customLeftNoDelegate: recognizer?.delegate = nil
            default: break
            }
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let step: Step
        init(step: Step) { self.step = step }

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.pushViewController(StepViewController(step: step), animated: false)
            window = UIWindow(windowScene: scene)
            window?.rootViewController = navigation
            window?.makeKeyAndVisible()
        }
    }

    /// The ways back the pushed screen offers, and the session.
    func waysBack(_ step: Step) throws -> ([String], Session) {
        let session = Session(app: NavSimApp(sceneDelegate: { SceneDelegate(step: step) }), sink: EventLog())
        try session.launch()
        let ways = session.availableInputs().compactMap { input -> String? in
            switch input {
            case .backTapped: "back"
            case .interactiveBackBegan: "swipe"
            case .userTapped(_, let action, _): action
            default: nil
            }
        }
        return (ways, session)
    }

    @Test func aCustomLeftItemReplacesTheBackButtonAndItsSwipe() throws {
        #expect(try waysBack(.plain).0 == ["back", "swipe"])
        #expect(try waysBack(.customLeft).0 == ["cancel"])
        #expect(try waysBack(.supplementingLeft).0 == ["cancel", "back", "swipe"])
        #expect(try waysBack(.hiddenBack).0 == [])
    }

    @Test func theBackSwipeHasUIKitsOwnDelegateUntilTheAppSetsOne() throws {
        let (_, session) = try waysBack(.plain)
        session.runtime.asCurrent {
            let navigation = UINavigationController(rootViewController: UIViewController())
            #expect(navigation.interactivePopGestureRecognizer?.delegate != nil)
        }
    }

    @Test func theAppsGestureDelegateDecidesTheSwipeBeforeItIsOfferedOrSent() throws {
        let (refused, refusingSession) = try waysBack(.refusingDelegate)
        #expect(refused == ["back"])
        let gate = try #require(topStep(of: refusingSession)).gate
        let recognizer = try #require(
            topStep(of: refusingSession)?.navigationController?.interactivePopGestureRecognizer)
        #expect(gate.questions.count == 1 && gate.questions.allSatisfy { $0 === recognizer })
        #expect(throws: SessionError.backSwipeDisabled(ContainerID(1))) {
            try refusingSession.send(.interactiveBackBegan(container: ContainerID(1)))
        }
        #expect(gate.questions.count == 2)

        #expect(try waysBack(.customLeftNoDelegate).0 == ["cancel", "swipe"])
        let (allowed, session) = try waysBack(.customLeftAllowingDelegate)
        #expect(allowed == ["cancel", "swipe"])
        #expect(throws: SessionError.cannotGoBack(ContainerID(1))) {
            try session.send(.backTapped(container: ContainerID(1)))
        }
        try session.swipeBack(completing: true)
        #expect(session.state.frontScreen == ScreenID(1))
    }

    /// The pushed step controller of a session, while it is on top.
    func topStep(of session: Session) -> StepViewController? {
        session.runtime.asCurrent {
            (session.state.frontScreen.flatMap { session.runtime.screen($0) }) as? StepViewController
        }
    }

    @Test func aDisabledPopGestureLeavesTheBackButtonOnly() throws {
        let (ways, session) = try waysBack(.swipeOff)
        #expect(ways == ["back"])
        #expect(throws: SessionError.backSwipeDisabled(ContainerID(1))) {
            try session.send(.interactiveBackBegan(container: ContainerID(1)))
        }
    }
}
