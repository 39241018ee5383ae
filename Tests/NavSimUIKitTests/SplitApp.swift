import NavSimCore
import NavSimUIKit

/// A mail-like app whose window's root is a split view controller: a list of messages
/// ("List") and a message ("Message", or the "Placeholder" shown before one is chosen),
/// driven by `SplitViewTests` on NavSim's compact screen.
@MainActor final class SplitApp: NSObject, UISplitViewControllerDelegate {
    /// How the app builds its split view controller.
    enum Layout {
        /// `viewControllers = [list's navigation, placeholder's navigation]`.
        case classic
        /// `viewControllers = [list, placeholder]`, neither in a navigation controller.
        case classicPlain
        /// `viewControllers = [list's navigation, placeholder]`: a navigation controller, then a
        /// plain controller.
        case classicMixed
        /// As `classic`, with the placeholder's navigation controller made and held by a
        /// `DetailCoordinator`, the coordinator that drives the secondary column.
        case detailCoordinator
        /// Column style: the list as `.primary`, the placeholder as `.secondary`, and a
        /// "Compact" screen as `.compact` when `compact` is set.
        case columns(compact: Bool)
        /// Triple-column style: the list as `.primary`, a "Threads" screen as `.supplementary`,
        /// the placeholder as `.secondary`; the list's `primary` and `supplementary` buttons
        /// set a new controller ("Other") for that column.
        case tripleColumns
    }

    private let timeline: Timeline
    /// What `collapseSecondary` answers (`nil`: not implemented, UIKit's default).
    private let collapsesSecondaryAway: Bool?
    /// What `topColumnForCollapsingToProposedTopColumn` answers (`nil`: the proposed one).
    private let topColumn: UISplitViewController.Column?
    let split: UISplitViewController
    /// The coordinator of the secondary column, in the `detailCoordinator` layout.
    private(set) var detail: DetailCoordinator?
    /// The child coordinators of the messages opened, kept until their flow ends.
    var messageFlows: [MessageCoordinator] = []
    /// Whether a message flow removes itself when its screen is popped.
    let flowsRemoveThemselves: Bool

    init(
        timeline: Timeline, layout: Layout, collapsesSecondaryAway: Bool? = nil,
        topColumn: UISplitViewController.Column? = nil, flowsRemoveThemselves: Bool = true
    ) {
        self.timeline = timeline
        self.collapsesSecondaryAway = collapsesSecondaryAway
        self.topColumn = topColumn
        self.flowsRemoveThemselves = flowsRemoveThemselves
        let list = ButtonsViewController("List", coordinator: nil)
        let placeholder = ButtonsViewController("Placeholder", coordinator: nil)
        switch layout {
        case .classic:
            split = UISplitViewController()
            split.viewControllers = [
                UINavigationController(rootViewController: list),
                UINavigationController(rootViewController: placeholder),
            ]
        case .classicPlain:
            split = UISplitViewController()
            split.viewControllers = [list, placeholder]
        case .classicMixed:
            split = UISplitViewController()
            split.viewControllers = [UINavigationController(rootViewController: list), placeholder]
        case .detailCoordinator:
            let detail = DetailCoordinator(root: placeholder)
            self.detail = detail
            split = UISplitViewController()
            split.viewControllers = [UINavigationController(rootViewController: list), detail.navigationController]
        case .columns(let compact):
            split = UISplitViewController(style: .doubleColumn)
            split.setViewController(list, for: .primary)
            split.setViewController(placeholder, for: .secondary)
            if compact { split.setViewController(ButtonsViewController("Compact", coordinator: nil), for: .compact) }
        case .tripleColumns:
            split = UISplitViewController(style: .tripleColumn)
            split.setViewController(list, for: .primary)
            split.setViewController(ButtonsViewController("Threads", coordinator: nil), for: .supplementary)
            split.setViewController(placeholder, for: .secondary)
            for column in [UISplitViewController.Column.primary, .supplementary] {
                list.addButton("\(column)") { [unowned split] in
                    split.setViewController(ButtonsViewController("Other", coordinator: nil), for: column)
                }
            }
        }
        super.init()
        split.delegate = self
        list.addButton("show") { [unowned list] in
            list.show(ButtonsViewController("Shown", coordinator: nil), sender: list)
        }
        // The `DetailCoordinator` owns the secondary column: the list does not replace it.
        if detail == nil {
            list.addButton("open") { [unowned self, unowned list] in
                let flow = MessageCoordinator(app: self)
                messageFlows.append(flow)
                list.showDetailViewController(flow.message, sender: list)
            }
            list.addButton("other") { [unowned self] in
                split.setViewController(ButtonsViewController("Other", coordinator: nil), for: .secondary)
            }
            // Apple's way to replace a secondary column rather than push onto it: nil first.
            list.addButton("replace") { [unowned self] in
                split.setViewController(nil, for: .secondary)
                split.setViewController(ButtonsViewController("Other", coordinator: nil), for: .secondary)
            }
        }
        placeholder.addButton("reply") { [unowned self, unowned placeholder] in
            let flow = ReplyCoordinator(app: self, screenName: "Reply")
            messageFlows.append(flow)
            placeholder.show(flow.message, sender: placeholder)
        }
    }

    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        let answer = collapsesSecondaryAway ?? false
        timeline.note(
            "collapseSecondary \(label(secondaryViewController)) onto \(label(primaryViewController)): \(answer)")
        return answer
    }

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        let answer = topColumn ?? proposedTopColumn
        timeline.note("topColumnForCollapsing proposed \(proposedTopColumn): \(answer)")
        return answer
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        timeline.note("didCollapse")
    }
}

/// The flow of one opened message: it ends when its screen has left its parent (popped, not
/// when a back swipe begins and may be cancelled), and removes itself from the app then when
/// `flowsRemoveThemselves`.
@MainActor class MessageCoordinator {
    private unowned let app: SplitApp
    private let screenName: String
    private(set) lazy var message: ButtonsViewController = {
        let screen = ButtonsViewController(screenName, coordinator: nil)
        screen.onDidDisappear = { [weak self, unowned screen] in
            guard let self, screen.isMovingFromParent, app.flowsRemoveThemselves else { return }
            app.messageFlows.removeAll { $0 === self }
        }
        return screen
    }()

    init(app: SplitApp, screenName: String = "Message") {
        self.app = app
        self.screenName = screenName
    }
}

/// A reply to the message in the secondary column, pushed onto that column's navigation
/// controller.
@MainActor final class ReplyCoordinator: MessageCoordinator {}

/// The coordinator of a split view controller's secondary column: it makes and holds the
/// column's navigation controller.
@MainActor final class DetailCoordinator {
    let navigationController: UINavigationController

    init(root: UIViewController) {
        navigationController = UINavigationController(rootViewController: root)
    }
}

/// A scene whose window's root is `app`'s split view controller.
final class SplitSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let makeApp: @MainActor () -> SplitApp
    private var app: SplitApp?

    init(makeApp: @escaping @MainActor () -> SplitApp) {
        self.makeApp = makeApp
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let app = makeApp()
        self.app = app
        window = UIWindow(windowScene: scene)
        window?.rootViewController = app.split
        window?.makeKeyAndVisible()
    }
}
