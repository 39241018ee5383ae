import NavSimCombine
import NavSimCore
import NavSimTesting
import NavSimUIKit
import Testing

/// A flow wired by Combine, as MVVM-C apps wire it: each coordinator makes a view model and
/// a screen, subscribes to the view model's publishers (a subject behind
/// `eraseToAnyPublisher()`, `compactMap` and `receive(on:)`, a `@Published` value) with
/// `[weak self]` closures, keeps only the cancellables and no reference to the screen. The
/// shop coordinator hears that an item coordinator finished through the child's subject. The
/// leaky variant's closure captures the child strongly: removing it from
/// `childCoordinators` does not free it, as the parent's cancellables keep the closure.
@MainActor private final class ShopCoordinator: Starting {
    let navigation: UINavigationController
    let capturesChildWeakly: Bool
    var childCoordinators: [AnyObject] = []
    private var cancellables = Set<AnyCancellable>()

    init(navigation: UINavigationController, capturesChildWeakly: Bool) {
        self.navigation = navigation
        self.capturesChildWeakly = capturesChildWeakly
    }

    func start() {
        let viewModel = ShelfViewModel()
        viewModel.selection
            .compactMap { $0 }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] item in self?.showItem(item) }
            .store(in: &cancellables)
        navigation.pushViewController(ShelfViewController(viewModel: viewModel), animated: false)
    }

    func showItem(_ item: String) {
        let child = ItemCoordinator(navigation: navigation, item: item)
        childCoordinators.append(child)
        if capturesChildWeakly {
            child.didFinish
                .sink { [weak self, weak child] in
                    guard let self, let child else { return }
                    remove(child)
                }
                .store(in: &cancellables)
        } else {
            child.didFinish.sink { [weak self] in self?.remove(child) }.store(in: &cancellables)
        }
        child.start()
    }

    func remove(_ child: AnyObject) {
        childCoordinators.removeAll { $0 === child }
    }
}

@MainActor private final class ItemCoordinator {
    let navigation: UINavigationController
    let item: String
    let didFinish = PassthroughSubject<Void, Never>()
    private var cancellables = Set<AnyCancellable>()

    init(navigation: UINavigationController, item: String) {
        self.navigation = navigation
        self.item = item
    }

    func start() {
        let viewModel = ItemViewModel(item: item)
        viewModel.$isClosed
            .sink { [weak self] isClosed in if isClosed { self?.navigation.popViewController(animated: false) } }
            .store(in: &cancellables)
        viewModel.didLeave.sink { [weak self] in self?.didFinish.send() }.store(in: &cancellables)
        navigation.pushViewController(ItemViewController(viewModel: viewModel), animated: false)
    }
}

private final class ShelfViewModel {
    private(set) lazy var selection = selectionSubject.eraseToAnyPublisher()
    private let selectionSubject = PassthroughSubject<String?, Never>()

    func select(_ item: String?) { selectionSubject.send(item) }
}

private final class ShelfViewController: UIViewController {
    let viewModel: ShelfViewModel

    init(viewModel: ShelfViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(
            UIButton(primaryAction: UIAction(title: "open") { [weak self] _ in self?.viewModel.select("tea") }))
    }
}

private final class ItemViewModel {
    let item: String
    @Published var isClosed = false
    let didLeave = PassthroughSubject<Void, Never>()

    init(item: String) { self.item = item }
}

private final class ItemViewController: UIViewController {
    let viewModel: ItemViewModel

    init(viewModel: ItemViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(
            UIButton(primaryAction: UIAction(title: "close") { [weak self] _ in self?.viewModel.isClosed = true }))
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent { viewModel.didLeave.send() }
    }
}

@Suite @MainActor struct CombineWiredFlowTests {
    static func app(capturesChildWeakly: Bool) -> NavSimApp {
        NavSimApp(sceneDelegate: {
            NavigationSceneDelegate(keepingRoot: true) { navigation in
                ShopCoordinator(navigation: navigation, capturesChildWeakly: capturesChildWeakly).started()
            }
        })
    }

    @Test func screensWiredBySubscriptionsHaveTheirCoordinatorsAsOwners() {
        let store = NavigationTestStore(exhaustive: false) { Self.app(capturesChildWeakly: true) }
        store.launch()
        store.tap("open")
        store.tap("close")
        #expect(
            store.lives(andEventsStartingWith: ["ownerFound"]) == [
                "coordinatorCreated c1 ShopCoordinator", "coordinatorStarted c1",
                "screenCreated s1 Shelf by c1 state {}",
                "ownerFound k1 by c1", "coordinatorCreated c2 ItemCoordinator", "childAdded c2 to c1",
                "coordinatorStarted c2", #"screenCreated s2 Item by c2 state {"isClosed":false,"item":"tea"}"#,
                "coordinatorFinished c2", "childRemoved c2 from c1", "coordinatorDeallocated c2",
            ])
    }

    @Test func explorationFindsTheChildTheSubscriptionKeepsAndProvesTheFixedFlow() {
        let leaky = SystematicExploration(depth: 3) { Self.app(capturesChildWeakly: false) }.run()
        #expect(
            leaky.findings.map(\.message) == [
                "ItemCoordinator#2 has no screen left on screen but is still alive: leaked"
            ])
        #expect(leaky.findings.first?.inputs.count == 2)
        let fixed = SystematicExploration(depth: 3) { Self.app(capturesChildWeakly: true) }.run()
        #expect(fixed.isProof && fixed.states == 2)
    }
}
