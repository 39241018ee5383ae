import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// Navigation and tab bar controllers get their own appearance callbacks when they come
/// into view or leave it, each right before the screens they show, as UIKit forwards a
/// parent's callbacks to its children after its own; a push inside a container sends it
/// none.
@Suite @MainActor struct ContainerAppearanceTests {
    /// What the controllers' callbacks were, in order.
    final class CallbackLog {
        var entries: [String] = []
    }

    final class LoggingTabBarController: UITabBarController {
        let log: CallbackLog

        init(log: CallbackLog, tabs: [UIViewController]) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
            viewControllers = tabs
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            log.entries.append("Tabs viewDidLoad")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.entries.append("Tabs viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.entries.append("Tabs viewDidAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.entries.append("Tabs viewWillDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.entries.append("Tabs viewDidDisappear")
        }
    }

    final class LoggingNavigationController: UINavigationController {
        var log: CallbackLog?
        var name = ""

        convenience init(_ name: String, log: CallbackLog, root: UIViewController) {
            self.init(rootViewController: root)
            self.name = name
            self.log = log
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            log?.entries.append("\(name) viewDidLoad")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log?.entries.append("\(name) viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log?.entries.append("\(name) viewDidAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log?.entries.append("\(name) viewWillDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log?.entries.append("\(name) viewDidDisappear")
        }
    }

    final class LoggingViewController: UIViewController {
        let log: CallbackLog
        let name: String

        init(_ name: String, log: CallbackLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            log.entries.append("\(name) viewDidLoad")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.entries.append("\(name) viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.entries.append("\(name) viewDidAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.entries.append("\(name) viewWillDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.entries.append("\(name) viewDidDisappear")
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let log = CallbackLog()

        func application(
            _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = LoggingTabBarController(
                log: log,
                tabs: [
                    LoggingNavigationController("Home", log: log, root: LoggingViewController("Feed", log: log)),
                    LoggingNavigationController("Orders", log: log, root: LoggingViewController("List", log: log)),
                ])
            window?.makeKeyAndVisible()
            return true
        }
    }

    private func launched() throws -> (Session, AppDelegate) {
        var delegate: AppDelegate?
        let app = NavSimApp(appDelegate: {
            let made = AppDelegate()
            delegate = made
            return made
        })
        let session = Session(app: app, sink: EventLog())
        try session.launch()
        return try (session, #require(delegate))
    }

    /// The entries `work` adds to the log.
    private func entries(of delegate: AppDelegate, during work: () throws -> Void) rethrows -> [String] {
        let start = delegate.log.entries.count
        try work()
        return Array(delegate.log.entries[start...])
    }

    @Test func aWindowsTabBarControllerAndItsFirstTabAppearBeforeTheScreenTheyShow() throws {
        let (_, delegate) = try launched()
        #expect(
            delegate.log.entries == [
                "Tabs viewDidLoad", "Home viewDidLoad", "Feed viewDidLoad",
                "Tabs viewWillAppear", "Home viewWillAppear", "Feed viewWillAppear",
                "Tabs viewDidAppear", "Home viewDidAppear", "Feed viewDidAppear",
            ])
    }

    @Test func switchingTabsSendsEachTabsNavigationControllerItsCallbacksBeforeItsScreen() throws {
        let (session, delegate) = try launched()
        let switched = try entries(of: delegate) { try session.tapTab(1) }
        #expect(
            switched == [
                "Orders viewDidLoad", "List viewDidLoad",
                "Orders viewWillAppear", "List viewWillAppear",
                "Home viewWillDisappear", "Feed viewWillDisappear",
                "Home viewDidDisappear", "Feed viewDidDisappear",
                "Orders viewDidAppear", "List viewDidAppear",
            ])
    }

    @Test func aFullScreenPresentationTakesThePresentersContainersOutOfViewAndBackIn() throws {
        let (session, delegate) = try launched()
        let presented = try entries(of: delegate) {
            session.runtime.asCurrent {
                let modal = LoggingNavigationController(
                    "Modal", log: delegate.log, root: LoggingViewController("Form", log: delegate.log))
                modal.modalPresentationStyle = .fullScreen
                delegate.window?.rootViewController?.present(modal, animated: false)
            }
            try session.settle()
        }
        #expect(
            presented == [
                "Modal viewDidLoad", "Form viewDidLoad",
                "Tabs viewWillDisappear", "Home viewWillDisappear", "Feed viewWillDisappear",
                "Modal viewWillAppear", "Form viewWillAppear",
                "Modal viewDidAppear", "Form viewDidAppear",
                "Tabs viewDidDisappear", "Home viewDidDisappear", "Feed viewDidDisappear",
            ])
        let dismissed = try entries(of: delegate) {
            session.runtime.asCurrent { delegate.window?.rootViewController?.dismiss(animated: false) }
            try session.settle()
        }
        #expect(
            dismissed == [
                "Modal viewWillDisappear", "Form viewWillDisappear",
                "Tabs viewWillAppear", "Home viewWillAppear", "Feed viewWillAppear",
                "Tabs viewDidAppear", "Home viewDidAppear", "Feed viewDidAppear",
                "Modal viewDidDisappear", "Form viewDidDisappear",
            ])
    }

    @Test func aPushAndAPopInsideAContainerSendItNoCallback() throws {
        let (session, delegate) = try launched()
        let pushed = try entries(of: delegate) {
            session.runtime.asCurrent {
                let home = (delegate.window?.rootViewController as? UITabBarController)?.viewControllers?.first
                (home as? UINavigationController)?.pushViewController(
                    LoggingViewController("Detail", log: delegate.log), animated: false)
            }
            try session.settle()
            try session.tapBack()
        }
        #expect(
            pushed == [
                "Detail viewDidLoad", "Feed viewWillDisappear", "Detail viewWillAppear", "Feed viewDidDisappear",
                "Detail viewDidAppear", "Detail viewWillDisappear", "Feed viewWillAppear", "Detail viewDidDisappear",
                "Feed viewDidAppear",
            ])
    }
}
