import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// Navigation and tab bar controllers load their views when they come into view, so the
/// code apps put in a container subclass's `viewDidLoad` runs, as in UIKit.
@Suite @MainActor struct ContainerViewLoadTests {
    /// A tab bar controller that makes its tabs in `viewDidLoad`, a common UIKit shape.
    final class MainTabBarController: UITabBarController {
        let second = OrdersNavigationController(rootViewController: OrdersViewController())

        override func viewDidLoad() {
            super.viewDidLoad()
            viewControllers = [UINavigationController(rootViewController: HomeViewController()), second]
        }
    }

    /// A navigation controller that is its own delegate from `viewDidLoad` on.
    final class OrdersNavigationController: UINavigationController, UINavigationControllerDelegate {
        private(set) var shown: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            delegate = self
        }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            shown.append(viewController.title ?? "")
        }
    }

    final class HomeViewController: UIViewController {
        private(set) var layouts = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Home"
        }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            layouts += 1
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            layouts += 1
        }
    }

    final class OrdersViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Orders"
            let detail = UIButton(
                primaryAction: UIAction(title: "Detail") { [weak self] _ in
                    let detail = UIViewController()
                    detail.title = "Detail"
                    self?.navigationController?.pushViewController(detail, animated: true)
                })
            view.addSubview(detail)
        }
    }

    /// A presented navigation controller that sets its presentation delegate in `viewDidLoad`.
    final class SheetNavigationController: UINavigationController, UIAdaptivePresentationControllerDelegate {
        private(set) var hadPresentationController = false

        override func viewDidLoad() {
            super.viewDidLoad()
            hadPresentationController = presentationController != nil
            presentationController?.delegate = self
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(
            _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = MainTabBarController()
            window?.makeKeyAndVisible()
            return true
        }
    }

    private func launched() throws -> (Session, EventLog, AppDelegate) {
        let log = EventLog()
        var delegate: AppDelegate?
        let app = NavSimApp(appDelegate: {
            let made = AppDelegate()
            delegate = made
            return made
        })
        let session = Session(app: app, sink: log)
        try session.launch()
        return try (session, log, #require(delegate))
    }

    @Test func aTabBarControllerMakesItsTabsInViewDidLoadBeforeTheFirstTabAppears() throws {
        let (_, log, _) = try launched()
        #expect(
            log.events.map(\.description) == [
                "launched",
                "windowCreated w1",
                "containerCreated k1 tabBar by none",
                "windowRootSet w1 to k1",
                "containerCreated k2 navigation by none",
                "screenCreated s1 Home by none state null",
                "stackReplaced k2 with [s1]",
                "containerCreated k3 navigation by none",
                "screenCreated s2 Orders by none state null",
                "stackReplaced k3 with [s2]",
                "tabsSet k1 to [k2, k3]",
                "viewDidLoad s1",
                "viewWillAppear s1",
                "viewDidAppear s1",
            ])
    }

    @Test func layoutCallbacksCanBeOverriddenAndAreNeverCalled() throws {
        let (_, _, delegate) = try launched()
        let tabBar = try #require(delegate.window?.rootViewController as? MainTabBarController)
        let home = try #require((tabBar.viewControllers?.first as? UINavigationController)?.topViewController)
        #expect(home.isViewLoaded)
        #expect((home as? HomeViewController)?.layouts == 0, "NavSim lays nothing out")
    }

    @Test func aNavigationControllerInATabLoadsItsViewWhenTheTabIsSelected() throws {
        let (session, _, delegate) = try launched()
        let tabBar = try #require(delegate.window?.rootViewController as? MainTabBarController)
        #expect(!tabBar.second.isViewLoaded, "UIKit loads a tab's view when the tab is first selected")

        try session.tapTab(1)
        #expect(tabBar.second.isViewLoaded)
        try session.tap("Detail")
        try session.tapBack()

        #expect(tabBar.second.shown == ["Detail", "Orders"], "the delegate set in viewDidLoad hears the push and pop")
    }

    @Test func aPresentedContainerLoadsItsViewWithItsPresentationControllerReady() throws {
        let (session, log, delegate) = try launched()
        let sheet = session.runtime.asCurrent {
            let sheet = SheetNavigationController(rootViewController: UIViewController())
            delegate.window?.rootViewController?.present(sheet, animated: true)
            return sheet
        }
        #expect(!sheet.isViewLoaded, "UIKit loads the presented view at the end of the run loop's turn")
        try session.settle()

        #expect(sheet.isViewLoaded)
        #expect(sheet.hadPresentationController)
        #expect(sheet.presentationController?.delegate === sheet)
        #expect(
            log.events.suffix(5).map(\.description) == [
                "presented k4 by k1 as pageSheet", "viewDidLoad s3", "viewWillAppear s3", "animationsEnded",
                "viewDidAppear s3",
            ])
    }
}
