import NavSimCore
import NavSimExploration
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

    init(open: @escaping @MainActor () -> Void) {
        self.open = open
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(UIButton(primaryAction: UIAction(title: "open") { [weak self] _ in self?.open() }))
    }
}

private final class DetailViewController: UIViewController {}

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
}
