import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// Which ways back a pushed screen offers: a custom left item replaces the system back
/// button and its swipe (unless it supplements it), and a disabled
/// `interactivePopGestureRecognizer` leaves the button but no swipe, as on a payment step.
@Suite @MainActor struct BackSwipeAvailabilityTests {
    enum Step {
        case plain, customLeft, supplementingLeft, swipeOff
    }

    final class StepViewController: UIViewController {
        let step: Step
        init(step: Step) {
            self.step = step
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            switch step {
            case .plain, .swipeOff: break
            case .customLeft, .supplementingLeft:
                navigationItem.leftBarButtonItem = UIBarButtonItem(
                    systemItem: .cancel, primaryAction: UIAction { _ in })
                navigationItem.leftItemsSupplementBackButton = step == .supplementingLeft
            }
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.interactivePopGestureRecognizer?.isEnabled = step != .swipeOff
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
    }

    @Test func aDisabledPopGestureLeavesTheBackButtonOnly() throws {
        let (ways, session) = try waysBack(.swipeOff)
        #expect(ways == ["back"])
        #expect(throws: SessionError.backSwipeDisabled(ContainerID(1))) {
            try session.send(.interactiveBackBegan(container: ContainerID(1)))
        }
    }
}
