import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// Storyboards and xibs read from their XML, as the package `navsim init` writes installs
/// them: scenes, outlets, actions, segues, relationships, File's Owner.
@Suite(.serialized) @MainActor struct StoryboardFileTests {
    final class ProductScreen: UIViewController {
        weak var nameLabel: UILabel!
        var added = 0
        var prepared: [String] = []
        var allowsReviews = true

        func addTapped(_ sender: UIButton) { added += 1 }

        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { allowsReviews }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append(segue.identifier ?? "")
            (segue.destination as? ReviewsScreen)?.productName = nameLabel.text ?? ""
        }

        static var connections: PortedInterface.Connections {
            PortedInterface.Connections(
                of: ProductScreen.self,
                outlets: ["nameLabel": { ($0 as! ProductScreen).nameLabel = $1 as? UILabel }],
                actions: ["addTapped:": Selector(navSimPort: "addTapped(_:)", ProductScreen.addTapped(_:))])
        }
    }

    final class ReviewsScreen: UIViewController {
        var productName = ""
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="nav">
          <scenes>
            <scene sceneID="s0"><objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="p" kind="relationship" relationship="rootViewController" id="r"/></connections>
              </navigationController>
            </objects></scene>
            <scene sceneID="s1"><objects>
              <viewController storyboardIdentifier="Product" title="Tea &amp; cake" id="p" customClass="ProductScreen">
                <view key="view" id="v">
                  <subviews>
                    <label text="Tea" id="l"/>
                    <button id="b"><state key="normal" title="Add"/>
                      <connections><action selector="addTapped:" destination="p" eventType="touchUpInside" id="a"/></connections>
                    </button>
                    <button id="rb"><state key="normal" title="Reviews"/>
                      <connections><segue destination="rv" kind="show" identifier="showReviews" id="sg"/></connections>
                    </button>
                  </subviews>
                </view>
                <connections>
                  <outlet property="nameLabel" destination="l" id="o"/>
                  <segue destination="rv" kind="presentation" identifier="manual" modalPresentationStyle="fullScreen" id="m"/>
                </connections>
              </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
              <viewController id="rv" customClass="ReviewsScreen"/>
            </objects></scene>
          </scenes>
        </document>
        """

    private func install() {
        install(
            ["Main.storyboard": Self.storyboard], classes: [ProductScreen.self, ReviewsScreen.self],
            connections: [ProductScreen.connections])
    }

    /// Installs `documents` as the app's, with `classes` under their own names.
    private func install(
        _ documents: [String: String], classes: [AnyClass], connections: [PortedInterface.Connections]
    ) {
        PortedInterface.install(
            documents: documents,
            classes: Dictionary(uniqueKeysWithValues: classes.map { (String(describing: $0), $0) }),
            connections: connections)
    }

    /// The scene `identifier` of the storyboard `name` (its initial scene when `nil`), made
    /// as a `Screen`.
    private func instantiate<Screen>(_ name: String, _ identifier: String? = nil, as _: Screen.Type) throws -> Screen {
        let storyboard = UIStoryboard(name: name, bundle: nil)
        let scene =
            identifier.map { storyboard.instantiateViewController(withIdentifier: $0) }
            ?? storyboard.instantiateInitialViewController()
        return try #require(scene as? Screen)
    }

    /// A session launched by an app whose Info.plist names `storyboard` its main storyboard.
    private func launched(storyboard: String) throws -> Session {
        let session = Session(
            app: NavSimApp(sceneDelegate: { StoryboardSceneDelegate() }, storyboard: storyboard), sink: EventLog())
        try session.launch()
        return session
    }

    @Test func aSceneGetsItsClassTitleViewOutletsAndActions() throws {
        install()
        try withSession {
            let product = try instantiate("Main", "Product", as: ProductScreen.self)
            #expect(product.title == "Tea & cake")
            #expect(!product.isViewLoaded)
            product.loadViewIfNeeded()
            #expect(product.nameLabel?.text == "Tea")
            let add = try #require(product.view.subviews.compactMap { $0 as? UIButton }.first)
            add.tap(argument: .null)
            #expect(product.added == 1)
        }
    }

    /// Each launch of a ported app installs its documents again: the same documents keep
    /// their parse, another document under the same name is read anew.
    @Test func installingAnotherDocumentUnderTheSameNameReadsItAnew() throws {
        func sceneIdentifiers(_ element: InterfaceElement?) -> Set<String> {
            guard let element else { return [] }
            return element.children.reduce(into: Set(element["storyboardIdentifier"].map { [$0] } ?? [])) {
                $0.formUnion(sceneIdentifiers($1))
            }
        }
        install()
        #expect(sceneIdentifiers(PortedInterface.document("Main.storyboard")).contains("Product"))
        install()
        #expect(sceneIdentifiers(PortedInterface.document("Main.storyboard")).contains("Product"))
        install(
            ["Main.storyboard": Self.dashboardStoryboard], classes: [DashboardScreen.self, SummaryScreen.self],
            connections: [DashboardScreen.connections])
        let dashboard = sceneIdentifiers(PortedInterface.document("Main.storyboard"))
        #expect(dashboard.contains("Dashboard") && !dashboard.contains("Product"))
    }

    /// A new scene is autoreleased, as UIKit returns it: it lives until the run loop's turn
    /// ends, so a coordinator that keeps it only in a `weak var` until it pushes it still has
    /// it (AndreyPanov/ApplicationCoordinator's sign-up screen), and one nobody keeps is
    /// deallocated then, not at once.
    @Test func aNewSceneLivesUntilTheRunLoopsTurnEnds() throws {
        install()
        let session = try launched(storyboard: "Main")
        weak var dropped: UIViewController?
        weak var pushed: UIViewController?
        let navigation = session.runtime.asCurrent { UINavigationController() }
        session.runtime.asCurrent {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            dropped = storyboard.instantiateViewController(withIdentifier: "Product")
            pushed = storyboard.instantiateViewController(withIdentifier: "Product")
            #expect(dropped != nil && pushed != nil, "held until the turn ends")
            if let pushed { navigation.pushViewController(pushed, animated: false) }
        }
        try session.settle()
        #expect(dropped == nil, "released when the turn ended")
        #expect(pushed != nil && navigation.viewControllers.first === pushed)
    }

    final class DetailScreen: UIViewController {
        weak var titleItem: UINavigationItem!

        static var connections: PortedInterface.Connections {
            PortedInterface.Connections(
                of: DetailScreen.self,
                outlets: ["titleItem": { ($0 as! DetailScreen).titleItem = $1 as? UINavigationItem }], actions: [:])
        }
    }

    /// An outlet to a scene's navigation item is the controller's own item, as iOS connects
    /// it (RecipeFood's detail screen sets its title through one).
    @Test func anOutletToTheScenesNavigationItemIsTheControllersItem() throws {
        install(
            [
                "Detail.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="d">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="d" customClass="DetailScreen">
                      <navigationItem key="navigationItem" title="Recipe" id="ni"/>
                      <connections><outlet property="titleItem" destination="ni" id="o"/></connections>
                    </viewController>
                  </objects></scene></scenes>
                </document>
                """
            ],
            classes: [DetailScreen.self], connections: [DetailScreen.connections])
        try withSession {
            let detail = try instantiate("Detail", as: DetailScreen.self)
            #expect(detail.titleItem === detail.navigationItem)
            #expect(detail.titleItem?.title == "Recipe")
        }
    }

    /// A scene whose `customClass` names one of UIKit's classes is made of that class, as iOS
    /// makes it (ApplicationCoordinator's tabs are `<viewController customClass="UINavigationController">`).
    @Test func aCustomClassNamingAUIKitClassMakesThatClass() throws {
        PortedInterface.install(
            documents: [
                "Tabs.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="n">
                  <scenes><scene sceneID="s"><objects>
                    <viewController id="n" customClass="UINavigationController"/>
                  </objects></scene></scenes>
                </document>
                """
            ],
            classes: [:], connections: [])
        withSession {
            let made = UIStoryboard(name: "Tabs", bundle: nil).instantiateInitialViewController()
            #expect(made is UINavigationController)
        }
    }

    final class TabScreen: UIViewController {
        weak var label: UILabel!

        static var connections: PortedInterface.Connections {
            PortedInterface.Connections(
                of: TabScreen.self, outlets: ["label": { ($0 as! TabScreen).label = $1 as? UILabel }], actions: [:])
        }
    }

    /// Each tab's outlets into its own view are connected when that view loads, whichever
    /// tab loads first (RecipeFood's search tab found its search bar nil).
    @Test func eachTabsOutletsAreConnectedWhenItsViewLoads() throws {
        install(
            [
                "Tabs.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="t">
                  <scenes>
                    <scene sceneID="s0"><objects>
                      <tabBarController id="t" sceneMemberID="viewController">
                        <connections>
                          <segue destination="a" kind="relationship" relationship="viewControllers" id="ra"/>
                          <segue destination="b" kind="relationship" relationship="viewControllers" id="rb"/>
                        </connections>
                      </tabBarController>
                    </objects></scene>
                    <scene sceneID="s1"><objects>
                      <viewController id="a" customClass="TabScreen">
                        <view key="view" id="va"><subviews><label text="First" id="la"/></subviews></view>
                        <connections><outlet property="label" destination="la" id="oa"/></connections>
                      </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                      <viewController id="b" customClass="TabScreen">
                        <view key="view" id="vb"><subviews><label text="Second" id="lb"/></subviews></view>
                        <connections><outlet property="label" destination="lb" id="ob"/></connections>
                      </viewController>
                    </objects></scene>
                  </scenes>
                </document>
                """
            ],
            classes: [TabScreen.self], connections: [TabScreen.connections])
        try withSession {
            let tabs = try instantiate("Tabs", as: UITabBarController.self)
            let screens = (tabs.viewControllers ?? []).compactMap { $0 as? TabScreen }
            #expect(screens.count == 2)
            for screen in screens { screen.loadViewIfNeeded() }
            #expect(screens.map { $0.label?.text } == ["First", "Second"])
        }
    }

    /// The scene delegate of an app whose Info.plist launches Main.storyboard.
    final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        static weak var last: StoryboardSceneDelegate?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            Self.last = self
        }
    }

    /// Launched with the storyboard, the window shows its initial navigation controller
    /// (given to the scene delegate before it connects), its root made through the
    /// relationship; a control's segue asks `shouldPerformSegue`, lets the source prepare a
    /// new destination and shows it; `performSegue` does not ask, and presents as it says.
    @Test func segueAsksPreparesAndShowsANewDestination() throws {
        install()
        let session = try launched(storyboard: "Main")
        try session.runtime.asCurrent {
            let navigation = try #require(
                StoryboardSceneDelegate.last?.window?.rootViewController as? UINavigationController)
            let product = try #require(navigation.topViewController as? ProductScreen)
            #expect(product.isViewLoaded && product.nameLabel.text == "Tea")

            product.allowsReviews = false
            try session.tap("Reviews")
            #expect(navigation.viewControllers.count == 1 && product.prepared.isEmpty, "shouldPerformSegue said no")

            product.allowsReviews = true
            try session.tap("Reviews")
            let first = try #require(navigation.topViewController as? ReviewsScreen)
            #expect(first.productName == "Tea" && product.prepared == ["showReviews"])

            try session.tapBack()
            #expect(navigation.topViewController === product)
            product.allowsReviews = false
            product.performSegue(withIdentifier: "manual", sender: nil)
            let presented = try #require(product.presentedViewController as? ReviewsScreen)
            #expect(presented !== first, "each performance makes a new destination")
            #expect(presented.modalPresentationStyle == .fullScreen)
            #expect(product.prepared == ["showReviews", "manual"])
        }
    }

    final class ReceiptScreen: UIViewController {
        var totalLabel: UILabel!
        var doneTaps = 0
        func done() { doneTaps += 1 }

        static var connections: PortedInterface.Connections {
            PortedInterface.Connections(
                of: ReceiptScreen.self,
                outlets: ["totalLabel": { ($0 as! ReceiptScreen).totalLabel = $1 as? UILabel }],
                actions: ["done": Selector(navSimPort: "done", ReceiptScreen.done)])
        }
    }

    static let receiptXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ReceiptScreen">
              <connections>
                <outlet property="totalLabel" destination="t" id="o1"/>
                <outlet property="view" destination="root" id="o2"/>
              </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view id="root">
              <subviews>
                <label text="Total: 3" id="t"><accessibility key="accessibilityConfiguration" identifier="total"/></label>
                <button id="d"><state key="normal" title="Done"/>
                  <connections><action selector="done" destination="-1" eventType="touchUpInside" id="a"/></connections>
                </button>
              </subviews>
            </view>
          </objects>
        </document>
        """

    /// A controller with no nib name loads the xib named after its class without
    /// "Controller", else after its class, as File's Owner.
    @Test func aControllerLoadsTheXibNamedAfterItAsFilesOwner() throws {
        install(["ReceiptScreen.xib": Self.receiptXib], classes: [], connections: [ReceiptScreen.connections])
        try withSession {
            let receipt = ReceiptScreen()
            receipt.loadViewIfNeeded()
            #expect(receipt.totalLabel?.text == "Total: 3")
            #expect(receipt.totalLabel?.accessibilityIdentifier == "total")
            #expect(receipt.totalLabel?.superview === receipt.view)
            let done = try #require(receipt.view.subviews.compactMap { $0 as? UIButton }.first)
            done.tap(argument: .null)
            #expect(receipt.doneTaps == 1)
            #expect(UIViewController().viewIfLoaded == nil)
        }
    }

    /// A dashboard whose container view embeds a summary scene; both log what happens.
    final class DashboardScreen: UIViewController {
        static var log: [String] = []
        weak var header: UILabel!
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            Self.log.append("prepare \(segue.identifier ?? "") header \(header?.text ?? "none")")
            (segue.destination as? SummaryScreen)?.total = 7
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            Self.log.append("dashboard viewDidLoad, children \(children.count)")
        }
        static var connections: PortedInterface.Connections {
            PortedInterface.Connections(
                of: DashboardScreen.self, outlets: ["header": { ($0 as! DashboardScreen).header = $1 as? UILabel }],
                actions: [:])
        }
    }

    final class SummaryScreen: UIViewController {
        var total = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            DashboardScreen.log.append("summary viewDidLoad, total \(total)")
        }
    }

    static let dashboardStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
          <scenes>
            <scene sceneID="s1"><objects>
              <viewController storyboardIdentifier="Dashboard" id="d" customClass="DashboardScreen">
                <view key="view" id="v">
                  <subviews>
                    <containerView id="cv">
                      <connections><segue destination="sm" kind="embed" identifier="embedSummary" id="e"/></connections>
                    </containerView>
                    <label text="Today" id="h"/>
                  </subviews>
                </view>
                <connections><outlet property="header" destination="h" id="o"/></connections>
              </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
              <viewController id="sm" customClass="SummaryScreen"/>
            </objects></scene>
          </scenes>
        </document>
        """

    /// An embed segue runs as the scene's view loads: after its outlets are connected, before
    /// its `viewDidLoad`; the scene prepares for it and the child's view is in the container.
    @Test func aContainerViewEmbedsItsSceneAsAChildBeforeTheParentLoads() throws {
        install(
            ["Main.storyboard": Self.dashboardStoryboard], classes: [DashboardScreen.self, SummaryScreen.self],
            connections: [DashboardScreen.connections])
        DashboardScreen.log = []
        try withSession {
            let dashboard = try instantiate("Main", "Dashboard", as: DashboardScreen.self)
            #expect(DashboardScreen.log == [], "nothing is embedded before the view loads")
            dashboard.loadViewIfNeeded()
            #expect(
                DashboardScreen.log == [
                    "prepare embedSummary header Today", "summary viewDidLoad, total 7",
                    "dashboard viewDidLoad, children 1",
                ])
            let summary = try #require(dashboard.children.first as? SummaryScreen)
            #expect(summary.parent === dashboard)
            #expect(summary.view.superview === dashboard.view.subviews.first)
        }
    }

    /// The list an unwind goes back to, logging what reaches it.
    final class ListScreen: UIViewController {
        static var log: [String] = []
        func unwindToList(_ segue: UIStoryboardSegue) {
            Self.log.append("unwindToList \(segue.identifier ?? "") from \(type(of: segue.source))")
        }
        static var connections: PortedInterface.Connections {
            PortedInterface.Connections(
                of: ListScreen.self, outlets: [:],
                actions: ["unwindToList:": Selector(navSimPort: "unwindToList(_:)", ListScreen.unwindToList(_:))])
        }
    }

    final class EditorScreen: UIViewController {
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            ListScreen.log.append("prepare \(segue.identifier ?? "") to \(type(of: segue.destination))")
        }
    }

    /// List → (show) Detail → (present) Editor, whose Save button and manual segue unwind to
    /// the list's `unwindToList:`.
    static let flowStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="nav">
          <scenes>
            <scene sceneID="s0"><objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r"/></connections>
              </navigationController>
            </objects></scene>
            <scene sceneID="s1"><objects>
              <viewController id="list" customClass="ListScreen">
                <view key="view" id="lv"><subviews>
                  <button id="ob"><state key="normal" title="Open"/>
                    <connections><segue destination="detail" kind="show" id="sg1"/></connections>
                  </button>
                </subviews></view>
              </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
              <viewController id="detail">
                <view key="view" id="dv"><subviews>
                  <button id="eb"><state key="normal" title="Edit"/>
                    <connections><segue destination="editor" kind="presentation" modalPresentationStyle="fullScreen" id="sg2"/></connections>
                  </button>
                </subviews></view>
              </viewController>
            </objects></scene>
            <scene sceneID="s3"><objects>
              <viewController id="editor" customClass="EditorScreen">
                <view key="view" id="ev"><subviews>
                  <button id="sb"><state key="normal" title="Save"/>
                    <connections><segue destination="x" kind="unwind" unwindAction="unwindToList:" identifier="save" id="u1"/></connections>
                  </button>
                </subviews></view>
                <connections><segue destination="x" kind="unwind" unwindAction="unwindToList:" identifier="cancel" id="u2"/></connections>
              </viewController>
              <exit id="x" userLabel="Exit" sceneMemberID="exit"/>
            </objects></scene>
          </scenes>
        </document>
        """

    /// An unwind finds the nearest controller with its action across a presentation and a
    /// stack: the source prepares, the action runs, the editor is dismissed and the stack
    /// pops to the list; a manual unwind runs by its identifier the same way.
    @Test func anUnwindSegueRunsTheActionThenDismissesAndPopsToItsDestination() throws {
        install(
            ["Flow.storyboard": Self.flowStoryboard], classes: [ListScreen.self, EditorScreen.self],
            connections: [ListScreen.connections])
        ListScreen.log = []
        let session = try launched(storyboard: "Flow")
        try session.runtime.asCurrent {
            let navigation = try #require(
                StoryboardSceneDelegate.last?.window?.rootViewController as? UINavigationController)
            let list = try #require(navigation.topViewController as? ListScreen)
            for (input, identifier) in [("Save", "save"), (nil, "cancel")] {
                try session.tap("Open")
                try session.tap("Edit")
                let editor = try #require(navigation.topViewController?.presentedViewController as? EditorScreen)
                #expect(navigation.viewControllers.count == 2)
                if let input {
                    try session.tap(input)
                } else {
                    editor.performSegue(withIdentifier: identifier, sender: nil)
                    try session.settle()
                }
                #expect(
                    ListScreen.log.suffix(2) == [
                        "prepare \(identifier) to ListScreen", "unwindToList \(identifier) from EditorScreen",
                    ])
                #expect(navigation.viewControllers.map { $0 === list } == [true])
                #expect(navigation.presentedViewController == nil && list.presentedViewController == nil)
            }
        }
    }

    /// A list whose table's data source, delegate and prefetch data source Interface Builder
    /// connects: to the controller, and (NewsApp's storyboard) to the scene's own view.
    final class HeadlinesScreen: UIViewController, UITableViewDataSource, UITableViewDelegate,
        UITableViewDataSourcePrefetching
    {
        weak var table: UITableView!
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell()
        }
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
    }

    @Test func aTablesPrefetchDataSourceIsConnectedLikeItsDataSource() throws {
        let storyboard = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
              <scenes><scene sceneID="s"><objects>
                <viewController storyboardIdentifier="Headlines" id="h" customClass="HeadlinesScreen">
                  <view key="view" id="v"><subviews>
                    <tableView id="t"><connections>
                      <outlet property="dataSource" destination="h" id="o1"/>
                      <outlet property="delegate" destination="h" id="o2"/>
                      <outlet property="prefetchDataSource" destination="h" id="o3"/>
                    </connections></tableView>
                    <tableView id="t2"><connections>
                      <outlet property="prefetchDataSource" destination="v" id="o4"/>
                    </connections></tableView>
                  </subviews></view>
                  <connections><outlet property="table" destination="t" id="o5"/></connections>
                </viewController>
              </objects></scene></scenes>
            </document>
            """
        install(
            ["Headlines.storyboard": storyboard], classes: [HeadlinesScreen.self],
            connections: [
                PortedInterface.Connections(
                    of: HeadlinesScreen.self,
                    outlets: ["table": { ($0 as! HeadlinesScreen).table = $1 as? UITableView }], actions: [:])
            ])
        try withSession {
            let screen = try instantiate("Headlines", "Headlines", as: HeadlinesScreen.self)
            screen.loadViewIfNeeded()
            let table = try #require(screen.table)
            #expect(table.dataSource === screen && table.delegate === screen && table.prefetchDataSource === screen)
            let other = try #require(screen.view.subviews.last as? UITableView)
            #expect(other !== table && other.prefetchDataSource == nil, "a view that is no prefetch data source")
        }
    }

    @Test func documentsAreReadWithTheirEntitiesAndDamageIsAnErrorNotACrash() throws {
        let element = try InterfaceXMLReader.read(
            "<?xml version=\"1.0\"?><!-- c --><a x='1 &lt; 2' y=\"&#x41;&#66;&quot;\"><b/><!-- d --><c k=\"v\">text</c></a>"
        )
        #expect(element.name == "a" && element["x"] == "1 < 2" && element["y"] == "AB\"")
        #expect(element.children.map(\.name) == ["b", "c"])
        for damaged in ["<a>", "<a></b>", "<a x=1/>", "<a x=\"&bogus;\"/>", "", "<a/><b/>", "<a x=\"1\""] {
            #expect(throws: InterfaceXMLReader.Failure.self, "\(damaged)") { try InterfaceXMLReader.read(damaged) }
        }
        let deep = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        #expect(throws: InterfaceXMLReader.Failure.self) { try InterfaceXMLReader.read(deep) }
    }
}
