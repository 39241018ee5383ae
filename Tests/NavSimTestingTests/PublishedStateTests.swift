import NavSimCombine
import NavSimCore
import NavSimTesting
import NavSimUIKit
import Testing

/// A window whose root screen "Feed" keeps its ViewModel in `feedViewModel`, with a
/// `@Published` count that "Like" raises and a button "Nothing" that does nothing.
private final class FeedSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = FeedViewController()
        window?.makeKeyAndVisible()
    }
}

private final class FeedViewModel: ObservableObject {
    @Published var likes = 0
}

private final class FeedViewController: UIViewController {
    let feedViewModel = FeedViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(
            UIButton(primaryAction: UIAction(title: "Like") { [unowned self] _ in feedViewModel.likes += 1 }))
        view.addSubview(UIButton(primaryAction: UIAction(title: "Nothing") { _ in }))
    }
}

/// A tap that changes only a `@Published` value did something: its state change is an event.
@Suite @MainActor struct PublishedStateTests {
    static func app() -> NavSimApp { NavSimApp(sceneDelegate: FeedSceneDelegate.init) }

    @Test func aTapThatChangesAPublishedValueIsRecordedAndNotDead() {
        let store = NavigationTestStore(exhaustive: false) { Self.app() }
        store.launch()
        store.tap("Like")
        store.expectEvents(["userTapped Like on s1", #"viewModelStateChanged s1 to {"likes":1}"#])
        store.tap("Nothing")
        store.expectFindings(["step 10: deadInput: tapping `Nothing` on Feed#1 did nothing: no event followed"])
    }

    @Test func explorationFindsOnlyTheTapThatDidNothing() {
        let report = SystematicExploration(depth: 1) { Self.app() }.run()
        #expect(report.findings.map(\.message) == ["tapping `Nothing` on Feed#1 did nothing: no event followed"])
    }
}
