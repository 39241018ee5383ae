import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// A tab's flow started from the tab bar controller's `viewDidLoad`, as closure-wired apps do
/// (`tabs[selectedIndex].onSelectFlow(navigationController)`): the flow sets its root screen
/// and pushes a detail at once (a deep link), while the tab's stack is not in a window yet.
@Suite @MainActor struct TabFlowSetUpTests {
    final class FlowTabBarController: UITabBarController {
        let startFlow: (UINavigationController) -> Void

        init(startFlow: @escaping (UINavigationController) -> Void) {
            self.startFlow = startFlow
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            let tab = UINavigationController()
            viewControllers = [tab, UINavigationController()]
            selectedIndex = 0
            startFlow(tab)
        }
    }

    final class StartViewController: UIViewController {
        var onFinish: (() -> Void)?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(UIButton(primaryAction: UIAction(title: "Finish") { [weak self] _ in self?.onFinish?() }))
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(
            _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            let window = UIWindow(frame: UIScreen.main.bounds)
            let start = StartViewController()
            start.onFinish = { [weak window] in
                window?.rootViewController = FlowTabBarController { tab in
                    let list = UIViewController()
                    list.title = "List"
                    tab.setViewControllers([list], animated: false)
                    let detail = UIViewController()
                    detail.title = "Detail"
                    tab.pushViewController(detail, animated: true)
                }
            }
            window.rootViewController = start
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }

    @Test func aBackTapAfterTheFlowSettledStartsNoNestedTransition() throws {
        let log = EventLog()
        let session = Session(app: NavSimApp(appDelegate: { AppDelegate() }), sink: log)
        try session.launch()
        try session.tap("Finish")
        let events = log.events.count
        try session.tapBack()

        #expect(!log.events.contains { $0.kind == "transitionNested" }, "the push had ended before the back tap")
        #expect(
            log.events[events...].map(\.description).contains("popped s3 from k2"),
            "the back tap pops the detail")
    }

    @Test func aBackSwipeToTheListThatNeverShowedLoadsItsViewFirst() throws {
        let log = EventLog()
        let session = Session(app: NavSimApp(appDelegate: { AppDelegate() }), sink: log)
        try session.launch()
        try session.tap("Finish")
        let events = log.events.count
        try session.swipeBack(completing: true)

        let callbacks = log.events[events...].map(\.description).filter { $0.hasPrefix("view") }
        #expect(callbacks.prefix(3) == ["viewDidLoad s2", "viewWillDisappear s3", "viewWillAppear s2"])
    }
}
