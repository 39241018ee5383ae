import NavSimCore
import NavSimExploration
import NavSimTesting
import NavSimUIKit
import Testing

/// A shop signed in on launch, modelled on hlung/AppCoordinatorPattern's home screen that
/// keeps its purchase coordinator: Home's `buy` and `gift` each start a purchase coordinator
/// that presents Purchase, whose `done` dismisses it; `signOut` ends the session and shows
/// a new Home. The leaky variant has two bugs of one coordinator type. Home keeps the last
/// purchase after its flow ends, a stale reference the next `buy` replaces and that goes
/// with Home at sign-out (bounded); a gift's coordinator holds Home strongly while Home
/// holds it, a cycle that nothing breaks, so it outlives the session (permanent). The fixed
/// variant lets go of each purchase when its flow ends and holds Home weakly.
@MainActor private final class ShopCoordinator: Starting {
    let navigation: UINavigationController
    let isLeaky: Bool
    var session: SessionCoordinator?

    init(navigation: UINavigationController, isLeaky: Bool) {
        self.navigation = navigation
        self.isLeaky = isLeaky
    }

    func start() {
        let session = SessionCoordinator(navigation: navigation, isLeaky: isLeaky)
        session.onSignOut = { [weak self] in self?.start() }
        self.session = session
        session.start()
    }
}

@MainActor private final class SessionCoordinator {
    let navigation: UINavigationController
    let isLeaky: Bool
    var onSignOut: (() -> Void)?

    init(navigation: UINavigationController, isLeaky: Bool) {
        self.navigation = navigation
        self.isLeaky = isLeaky
    }

    func start() {
        let home = HomeViewController()
        home.coordinator = self
        navigation.setViewControllers([home], animated: false)
    }

    func buy(from home: HomeViewController) {
        let purchase = PurchaseCoordinator(presenter: home, holdsPresenter: false)
        home.purchase = purchase
        if !isLeaky { purchase.onFinish = { [weak home] in home?.purchase = nil } }
        purchase.start()
    }

    func gift(from home: HomeViewController) {
        let gift = PurchaseCoordinator(presenter: home, holdsPresenter: isLeaky)
        home.giftPurchase = gift
        home.viewModel.giftsSent += 1
        if !isLeaky { gift.onFinish = { [weak home] in home?.giftPurchase = nil } }
        gift.start()
    }
}

private final class HomeViewController: UIViewController {
    weak var coordinator: SessionCoordinator?
    var purchase: PurchaseCoordinator?
    var giftPurchase: PurchaseCoordinator?
    let viewModel = HomeViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(UIButton(primaryAction: UIAction(title: "buy") { [weak self] _ in self?.buy() }))
        view.addSubview(UIButton(primaryAction: UIAction(title: "gift") { [weak self] _ in self?.gift() }))
        view.addSubview(UIButton(primaryAction: UIAction(title: "signOut") { [weak self] _ in self?.signOut() }))
    }

    private func buy() { coordinator?.buy(from: self) }

    private func gift() { coordinator?.gift(from: self) }

    private func signOut() { coordinator?.onSignOut?() }
}

/// What Home shows: the gifts sent. It tells a gift's path from a purchase's, whose
/// coordinators differ only in the references NavSim does not see.
private final class HomeViewModel {
    var giftsSent = 0
}

@MainActor private final class PurchaseCoordinator {
    weak var presenter: UIViewController?
    /// The presenter held strongly too, in the leaky gift: a cycle with Home.
    var heldPresenter: UIViewController?
    var onFinish: (() -> Void)?

    init(presenter: UIViewController, holdsPresenter: Bool) {
        self.presenter = presenter
        if holdsPresenter { heldPresenter = presenter }
    }

    func start() {
        let screen = PurchaseViewController()
        screen.coordinator = self
        screen.modalPresentationStyle = .fullScreen
        presenter?.present(screen, animated: false)
    }

    func done(_ screen: PurchaseViewController) {
        screen.dismiss(animated: false)
        onFinish?()
    }
}

private final class PurchaseViewController: UIViewController {
    weak var coordinator: PurchaseCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(
            UIButton(primaryAction: UIAction(title: "done") { [weak self] _ in self.map { $0.coordinator?.done($0) } }))
    }
}

@Suite @MainActor struct StaleReferenceTests {
    static func shop(isLeaky: Bool) -> NavSimApp {
        NavSimApp(sceneDelegate: {
            NavigationSceneDelegate(keepingRoot: true) { navigation in
                ShopCoordinator(navigation: navigation, isLeaky: isLeaky).started()
            }
        })
    }

    /// Each finding as `rule coordinator outlived: inputs`.
    private func findings(_ report: ExplorationReport) -> [String] {
        report.findings.map { finding in
            "\(finding.rule) \(finding.coordinator ?? "-") \(finding.outlived ?? "-"): "
                + finding.inputs.map(ScenarioFile.line(for:)).joined(separator: ", ")
        }
    }

    @Test func aPermanentLeakIsFoundBesideAStaleReferenceOfItsType() {
        let leaky = SystematicExploration(depth: 3) { Self.shop(isLeaky: true) }.run()
        #expect(
            findings(leaky) == [
                #"flowEndedButAlive PurchaseCoordinator -: {"tap": "buy", "on": "Home"}, {"tap": "done", "on": "Purchase"}"#,
                #"flowEndedButAlive PurchaseCoordinator SessionCoordinator: {"tap": "gift", "on": "Home"}, "#
                    + #"{"tap": "done", "on": "Purchase"}, {"tap": "signOut", "on": "Home"}"#,
            ])
        #expect(leaky.complete)
    }

    @Test func theFixedShopIsProvedClean() {
        let fixed = SystematicExploration(depth: 3) { Self.shop(isLeaky: false) }.run()
        #expect(findings(fixed) == [])
        #expect(fixed.isProof)
    }

    @Test func theReportIsTheSameOnEveryRun() {
        let first = SystematicExploration(depth: 3) { Self.shop(isLeaky: true) }.run()
        let second = SystematicExploration(depth: 3) { Self.shop(isLeaky: true) }.run()
        #expect(first.jsonText == second.jsonText)
        #expect(first.jsonText.contains(#""outlived": "SessionCoordinator""#))
    }
}
