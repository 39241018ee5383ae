import Foundation
import NavSimCombine
import NavSimCore
import NavSimSwiftUI
import NavSimTesting
import NavSimUIKit
import Testing

/// A sheet whose screen nothing links to the coordinator that showed it, in Job4m2's shape:
/// `CartCoordinator.start()` presents `CartView(controller: CartController(…)).hosted()` and
/// sets no closure, so only the stack that presented it names its coordinator. The shop
/// keeps the cart coordinator and, in the leaky variant, never lets it go when the sheet is
/// swiped away; the fixed one lets it go when the cart screen says it left (through a
/// notification centre, which links nothing); the third keeps every cart coordinator, so
/// from the second cart on two could have shown the screen.
extension View {
    fileprivate func hosted() -> UIHostingController<Self> { UIHostingController(rootView: self) }
}

private let cartClosed = Notification.Name("cartClosed")

@MainActor private final class ShopController: ObservableObject {
    @Published var visits = 0
    var openCart: (() -> Void)?
}

private struct ShopView: View {
    @ObservedObject var controller: ShopController

    var body: some View {
        Button("Cart") { controller.openCart?() }
    }
}

@MainActor private final class CartController: ObservableObject {
    @Published var items = 0
    let events: NotificationCenter

    init(events: NotificationCenter) { self.events = events }
}

private struct CartView: View {
    @ObservedObject var controller: CartController

    var body: some View {
        Button("Add") { controller.items += 1 }
            .onDisappear { controller.events.post(name: cartClosed, object: nil) }
    }
}

@MainActor private final class ShopCoordinator: Starting {
    /// What the shop does with the cart coordinators it starts.
    enum Keeping {
        /// One at a time, never let go when its sheet goes (the leak).
        case lastNeverReleased
        /// One at a time, let go when its screen left (the fix).
        case lastReleasedOnDismissal
        /// Every one, never let go.
        case every
    }

    let navigation: UINavigationController
    let keeping: Keeping
    private let events = NotificationCenter()
    private var cartCoordinator: CartCoordinator?
    private var childCoordinators: [CartCoordinator] = []
    private var observer: (any NSObjectProtocol)?

    init(navigation: UINavigationController, keeping: Keeping) {
        self.navigation = navigation
        self.keeping = keeping
    }

    func start() {
        let controller = ShopController()
        navigation.setViewControllers([ShopView(controller: controller).hosted()], animated: false)
        controller.openCart = { self.openCart() }
        guard keeping == .lastReleasedOnDismissal else { return }
        observer = events.addObserver(forName: cartClosed, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.cartCoordinator = nil }
        }
    }

    func openCart() {
        let cart = CartCoordinator(container: navigation, events: events)
        if keeping == .every { childCoordinators.append(cart) } else { cartCoordinator = cart }
        cart.start()
    }
}

@MainActor private final class CartCoordinator {
    let container: UIViewController
    let events: NotificationCenter

    init(container: UIViewController, events: NotificationCenter) {
        self.container = container
        self.events = events
    }

    func start() {
        container.present(CartView(controller: CartController(events: events)).hosted(), animated: false)
    }
}

@Suite @MainActor struct ShowingCoordinatorTests {
    fileprivate static func shop(_ keeping: ShopCoordinator.Keeping) -> NavSimApp {
        NavSimApp(sceneDelegate: {
            NavigationSceneDelegate { ShopCoordinator(navigation: $0, keeping: keeping).started() }
        })
    }

    /// The lives, owners and deaths of screens until the first cart is swiped away, in the
    /// variants that keep its coordinator: the cart screen is its coordinator's from the stack
    /// that presented it.
    static let livesToTheFirstSwipe = [
        #"screenCreated s1 Shop by none state {"visits":0}"#, "coordinatorCreated c1 ShopCoordinator",
        "coordinatorStarted c1", "ownerFound s1 by c1", "ownerFound k1 by c1",
        "coordinatorCreated c2 CartCoordinator", "childAdded c2 to c1",
        #"screenCreated s2 Cart by none state {"items":0}"#, "coordinatorStarted c2", "ownerFound s2 by c2",
        "screenDeallocated s2",
    ]

    /// The first cart's coordinator, kept after its sheet was swiped away.
    static let firstCartLeaked =
        "step 29: flowEndedButAlive: CartCoordinator#2 has no screen left on screen but is still alive: leaked"

    @Test func theCoordinatorWhoseMethodPresentedTheSheetOwnsIt() {
        let store = NavigationTestStore(exhaustive: false) { Self.shop(.lastNeverReleased) }
        store.launch()
        store.tap("Cart")
        store.swipeDownSheet()
        #expect(store.lives(andEventsStartingWith: ["ownerFound", "screenDeallocated"]) == Self.livesToTheFirstSwipe)
        store.expectFindings([Self.firstCartLeaked])
    }

    @Test func explorationFindsTheCartCoordinatorKeptAfterTheSwipeAndProvesTheFixedFlow() {
        let leaky = SystematicExploration(depth: 3) { Self.shop(.lastNeverReleased) }.run()
        #expect(
            leaky.findings.map(\.message) == [
                "CartCoordinator#2 has no screen left on screen but is still alive: leaked"
            ])
        #expect(leaky.findings.first?.inputs.count == 2)
        let fixed = SystematicExploration(depth: 3) { Self.shop(.lastReleasedOnDismissal) }.run()
        #expect(fixed.findings.isEmpty && fixed.isProof)
    }

    @Test func theCartCoordinatorLetGoWhenItsScreenLeftFinishesAndDies() {
        let store = NavigationTestStore(exhaustive: false) { Self.shop(.lastReleasedOnDismissal) }
        store.launch()
        store.tap("Cart")
        store.swipeDownSheet()
        #expect(
            store.lives(andEventsStartingWith: ["ownerFound", "screenDeallocated"])
                == Self.livesToTheFirstSwipe.dropLast() + [
                    "coordinatorFinished c2", "childRemoved c2 from c1", "coordinatorDeallocated c2",
                    "screenDeallocated s2",
                ])
        store.expectFindings([])
    }

    @Test func aScreenTwoLiveCoordinatorsOfTheClassCouldHaveShownStaysOwnerless() {
        let store = NavigationTestStore(exhaustive: false) { Self.shop(.every) }
        store.launch()
        store.tap("Cart")
        store.swipeDownSheet()
        store.tap("Cart")
        store.swipeDownSheet()
        #expect(
            store.lives(andEventsStartingWith: ["ownerFound", "screenDeallocated"]) == Self.livesToTheFirstSwipe + [
                "coordinatorCreated c3 CartCoordinator", "childAdded c3 to c1",
                #"screenCreated s3 Cart by none state {"items":0}"#, "screenDeallocated s3",
            ])
        store.expectFindings([Self.firstCartLeaked])
    }
}
