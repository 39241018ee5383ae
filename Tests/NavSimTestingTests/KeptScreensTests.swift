import Foundation
import NavSimCore
import NavSimExploration
import NavSimJournal
import NavSimSimulator
import NavSimTesting
import NavSimUIKit
import Testing

/// A catalog whose coordinator pushes a detail screen for each tap on `open`. The leaky
/// variant appends every detail it pushes to an array and never removes one: on iOS the
/// popped details stay in memory, more with each visit. The fixed variant keeps one
/// detail and pushes it again, a cache that is no leak.
@MainActor private final class CatalogCoordinator: Starting {
    let navigation: UINavigationController
    let keepsEveryDetail: Bool
    var details: [DetailViewController] = []

    init(navigation: UINavigationController, keepsEveryDetail: Bool) {
        self.navigation = navigation
        self.keepsEveryDetail = keepsEveryDetail
    }

    func start() {
        navigation.pushViewController(CatalogViewController { [weak self] in self?.openDetail() }, animated: false)
    }

    func openDetail() {
        let detail = keepsEveryDetail ? DetailViewController() : details.first ?? DetailViewController()
        if keepsEveryDetail || details.isEmpty { details.append(detail) }
        navigation.pushViewController(detail, animated: false)
    }
}

private final class CatalogViewController: UIViewController {
    let open: @MainActor () -> Void
    let actionTitle: String

    init(actionTitle: String = "open", open: @escaping @MainActor () -> Void) {
        self.actionTitle = actionTitle
        self.open = open
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(UIButton(primaryAction: UIAction(title: actionTitle) { [weak self] _ in self?.open() }))
    }
}

private final class DetailViewController: UIViewController {}

/// A catalog with a tour: `tour` pushes a page view controller over three pages, whose
/// last page's `done` pops back. The coordinator is the data source. The kept variant makes
/// the three pages up front and keeps them in an array, to show them again on every tour:
/// no leak on iOS. The leaky variant makes a page anew each time the page view controller
/// asks for one and appends it to an array it never empties: the kept pages grow with every
/// swipe and every tour.
@MainActor private final class TourCoordinator: NSObject, Starting, UIPageViewControllerDataSource {
    let navigation: UINavigationController
    let makesPagesAnew: Bool
    var pages: [TourPageViewController] = []

    init(navigation: UINavigationController, makesPagesAnew: Bool) {
        self.navigation = navigation
        self.makesPagesAnew = makesPagesAnew
    }

    func start() {
        if !makesPagesAnew { pages = (0..<3).map { TourPageViewController(index: $0) } }
        navigation.pushViewController(
            CatalogViewController(actionTitle: "tour") { [weak self] in self?.openTour() }, animated: false)
    }

    func openTour() {
        let tour = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        tour.dataSource = self
        tour.setViewControllers([page(0)], direction: .forward, animated: false)
        navigation.pushViewController(tour, animated: true)
    }

    /// The page at `index`: the kept one, or one made now and appended.
    func page(_ index: Int) -> TourPageViewController {
        guard makesPagesAnew else { return pages[index] }
        let page = TourPageViewController(index: index)
        page.onDone = { [weak self] in _ = self?.navigation.popViewController(animated: true) }
        pages.append(page)
        return page
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = (viewController as? TourPageViewController)?.index, index > 0 else { return nil }
        return page(index - 1)
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = (viewController as? TourPageViewController)?.index, index < 2 else { return nil }
        return page(index + 1)
    }
}

private final class TourPageViewController: UIViewController {
    let index: Int
    var onDone: (@MainActor () -> Void)?

    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard index == 2 else { return }
        view.addSubview(
            UIButton(
                primaryAction: UIAction(title: "done") { [weak self] _ in
                    if let onDone = self?.onDone {
                        onDone()
                    } else {
                        _ = self?.parent?.navigationController?.popViewController(animated: true)
                    }
                }))
    }
}

@Suite @MainActor struct KeptScreensTests {
    static func catalog(keepsEveryDetail: Bool) -> NavSimApp {
        NavSimApp(sceneDelegate: {
            NavigationSceneDelegate(keepingRoot: true) { navigation in
                CatalogCoordinator(navigation: navigation, keepsEveryDetail: keepsEveryDetail).started()
            }
        })
    }

    @Test func explorationFindsDetailsKeptAfterTheirPopAndProvesTheReusedDetail() {
        let leaky = SystematicExploration(depth: 4) { Self.catalog(keepsEveryDetail: true) }.run()
        #expect(
            leaky.findings.map(\.message) == [
                "CatalogCoordinator#1 keeps 2 Detail screens that left the screen (Detail#2, Detail#3): leaked"
            ])
        #expect(
            leaky.findings.first?.inputs.map(ScenarioFile.line(for:)) == [
                #"{"tap": "open", "on": "Catalog"}"#, #"{"back": "button"}"#, #"{"tap": "open", "on": "Catalog"}"#,
                #"{"back": "button"}"#,
            ])
        let fixed = SystematicExploration(depth: 4) { Self.catalog(keepsEveryDetail: false) }.run()
        #expect(fixed.isProof)
    }

    static func tour(makesPagesAnew: Bool) -> NavSimApp {
        NavSimApp(sceneDelegate: {
            NavigationSceneDelegate(keepingRoot: true) { navigation in
                TourCoordinator(navigation: navigation, makesPagesAnew: makesPagesAnew).started()
            }
        })
    }

    @Test func pagesMadeUpFrontAndKeptInAnArrayAreNoLeakToDepthSix() {
        let kept = SystematicExploration(depth: 6) { Self.tour(makesPagesAnew: false) }.run()
        #expect(kept.findings.map(\.message) == [])
        #expect(kept.isProof)
        #expect(kept.coverage.actions.contains { $0.action == "swipe to previous page" }, "the tour reached its pages")
    }

    @Test func pagesMadeAnewForEverySwipeAndKeptAreFoundWithTheShortestRepro() {
        let leaky = SystematicExploration(depth: 4) { Self.tour(makesPagesAnew: true) }.run()
        #expect(
            leaky.findings.map(\.message) == [
                "TourCoordinator#1 keeps 2 TourPage screens that left the screen (TourPage#3, TourPage#4): leaked"
            ])
        #expect(
            leaky.findings.first?.inputs.map(ScenarioFile.line(for:)) == [
                #"{"tap": "tour", "on": "Catalog"}"#, #"{"tap": "swipe to next page", "on": "UIPage"}"#,
                #"{"tap": "swipe to next page", "on": "UIPage"}"#,
            ],
            "the first page left, then the second, made anew when the first had left")
    }

    @Test func theSamePageSwipesRecordByteIdenticalTraces() throws {
        let directory = try temporaryDirectory()
        func record(_ name: String) throws -> Data {
            let path = directory + "/\(name).navtrace"
            let writer = try TraceWriter(creating: path, manifest: TraceManifest(app: "tour", variant: "kept"))
            let session = Session(app: Self.tour(makesPagesAnew: false), sink: writer)
            try session.launch()
            try session.perform([
                .tap("tour", on: "Catalog", argument: .null), .tap("swipe to next page", on: "UIPage", argument: .null),
                .tap("swipe to next page", on: "UIPage", argument: false),
                .tap("swipe to next page", on: "UIPage", argument: .null),
                .tap("done", on: "UIPage", argument: .null), .tap("tour", on: "Catalog", argument: .null),
            ])
            #expect(session.state.invariantViolations().isEmpty)
            session.close()
            try writer.close()
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        let first = try record("first")
        #expect(first.count > 0)
        #expect(first == (try record("second")))
    }
}
