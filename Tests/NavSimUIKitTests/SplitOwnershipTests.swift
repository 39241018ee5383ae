import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// A split view controller no coordinator made: the object that builds it (the scene
/// delegate, or a plain object the scene delegate keeps) is its delegate and holds the flows
/// it opens. Those flows do not own the split view controller, so a flow that ends does not
/// leave it `orphanedScreen` (docs/uikit.md, "How NavSim sees your objects").
@Suite @MainActor struct SplitOwnershipTests {
    /// Who builds the split view controller and holds the note flows.
    enum Builder: CaseIterable {
        /// The scene delegate: it holds the split view controller through its window only.
        case sceneDelegate
        /// A plain object the scene delegate keeps, which holds the split view controller.
        case keeper
    }

    /// The launch: the split view controller is recorded with no owner, its two plain
    /// columns embedded.
    static let launch = [
        "launched", "windowCreated w1", "screenCreated s1 UISplit by none state null", "windowRootSet w1 to s1",
        "viewDidLoad s1", "screenCreated s2 List by none state null", "viewDidLoad s2", "screenEmbedded s2 in s1",
        "screenCreated s3 Placeholder by none state null", "viewDidLoad s3", "screenEmbedded s3 in s1",
        "viewWillAppear s1", "viewWillAppear s2", "viewWillAppear s3", "viewDidAppear s1", "viewDidAppear s2",
        "viewDidAppear s3",
    ]

    @Test(arguments: Builder.allCases)
    func aFlowTheSplitsDelegateHoldsDoesNotOwnTheSplit(builder: Builder) throws {
        let timeline = Timeline()
        let session = Session(
            app: NavSimApp(sceneDelegate: { NoteSceneDelegate(builder: builder) }, horizontalSizeClass: .regular),
            sink: timeline)
        try session.launch()
        #expect(timeline.entries == Self.launch)
        var mark = timeline.entries.count
        try session.tap("open")
        // The scene delegate, a root, is walked at once: its new flow is seen after the first
        // callback; the keeper's when the note is recorded.
        let first = ["coordinatorCreated c1 NoteCoordinator"]
        #expect(
            Array(timeline.entries[mark...]) == ["userTapped open on s1", "viewWillDisappear s3"]
                + (builder == .sceneDelegate ? first : []) + [
                    "viewDidDisappear s3", "screenUnembedded s3", "screenDeallocated s3",
                ] + (builder == .keeper ? first : []) + [
                    "coordinatorStarted c1", "screenCreated s4 Note by c1 state null", "viewDidLoad s4",
                    "screenEmbedded s4 in s1", "viewWillAppear s4", "viewDidAppear s4",
                ])
        #expect(session.state.screens[ScreenID(1)]?.owner == nil)
        mark = timeline.entries.count
        // The second note replaces the first, whose flow ends and is let go.
        try session.tap("open")
        let second = ["coordinatorCreated c2 NoteCoordinator"]
        #expect(
            Array(timeline.entries[mark...]) == ["userTapped open on s1", "viewWillDisappear s4"]
                + (builder == .sceneDelegate ? second : []) + ["viewDidDisappear s4"]
                + (builder == .keeper ? second : []) + [
                    "coordinatorDeallocated c1", "screenUnembedded s4", "screenDeallocated s4", "coordinatorStarted c2",
                    "screenCreated s5 Note by c2 state null", "viewDidLoad s5", "screenEmbedded s5 in s1",
                    "viewWillAppear s5", "viewDidAppear s5",
                ])
        #expect(session.state.screens[ScreenID(1)]?.owner == nil)
        #expect(session.state.invariantViolations().isEmpty)
    }
}

/// One opened note: its flow ends when its screen leaves the split view controller.
@MainActor final class NoteCoordinator {
    private unowned let holder: any NoteFlowHolding
    private(set) lazy var note: ButtonsViewController = {
        let screen = ButtonsViewController("Note", coordinator: nil)
        screen.onDidDisappear = { [weak self] in
            guard let self else { return }
            holder.flows.removeAll { $0 === self }
        }
        return screen
    }()

    init(holder: any NoteFlowHolding) {
        self.holder = holder
    }
}

/// What holds the note flows and builds the split view controller that shows them.
@MainActor protocol NoteFlowHolding: AnyObject {
    var flows: [NoteCoordinator] { get set }
}

extension NoteFlowHolding {
    /// A classic split view controller of a List and a Placeholder, with this object as its
    /// delegate; List's "open" shows a new note flow's screen as the detail.
    func makeSplit(delegate: any UISplitViewControllerDelegate) -> UISplitViewController {
        let list = ButtonsViewController("List", coordinator: nil)
        let split = UISplitViewController()
        split.viewControllers = [list, ButtonsViewController("Placeholder", coordinator: nil)]
        split.delegate = delegate
        list.addButton("open") { [unowned self, unowned list] in
            let flow = NoteCoordinator(holder: self)
            flows.append(flow)
            list.showDetailViewController(flow.note, sender: list)
        }
        return split
    }
}

/// A plain object that builds and keeps the split view controller and holds its flows.
@MainActor final class NoteSplitKeeper: NSObject, NoteFlowHolding, UISplitViewControllerDelegate {
    var flows: [NoteCoordinator] = []
    private(set) var split: UISplitViewController?

    override init() {
        super.init()
        split = makeSplit(delegate: self)
    }
}

/// The scene delegate: builds the split view controller itself, or has a keeper build it.
final class NoteSceneDelegate: UIResponder, UIWindowSceneDelegate, NoteFlowHolding, UISplitViewControllerDelegate {
    var window: UIWindow?
    var flows: [NoteCoordinator] = []
    private let builder: SplitOwnershipTests.Builder
    private var keeper: NoteSplitKeeper?

    init(builder: SplitOwnershipTests.Builder) {
        self.builder = builder
        super.init()
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let split: UISplitViewController?
        switch builder {
        case .sceneDelegate:
            split = makeSplit(delegate: self)
        case .keeper:
            let keeper = NoteSplitKeeper()
            self.keeper = keeper
            split = keeper.split
        }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = split
        window?.makeKeyAndVisible()
    }
}
