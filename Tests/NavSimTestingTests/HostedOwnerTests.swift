import NavSimCombine
import NavSimCore
import NavSimSwiftUI
import NavSimTesting
import NavSimUIKit
import Testing

/// SwiftUI screens whose coordinator only the screen's view model can reach, in the two
/// shapes of public apps: a `.hosted()` helper, after which the coordinator sets closures
/// on the view model that capture it (Job4m2), and a view keeping its view model as a
/// `@StateObject` whose `weak var coordinator` or closure is the only link (WallaMarvel). The leaky
/// variant's parent keeps its likes coordinator after the user swiped the sheet away.
extension View {
    fileprivate func hosted() -> UIHostingController<Self> { UIHostingController(rootView: self) }
}

@MainActor private final class FeedController: ObservableObject {
    @Published var likes = 0
    var openLikes: (() -> Void)?
}

private struct FeedView: View {
    @ObservedObject var controller: FeedController

    var body: some View {
        Button("Likes") { controller.openLikes?() }
    }
}

@MainActor private final class LikesController: ObservableObject {
    @Published var seen = false
    var onLeave: (() -> Void)?
}

private struct LikesView: View {
    @ObservedObject var controller: LikesController

    var body: some View {
        Button("Seen") { controller.seen.toggle() }
            .onDisappear { controller.onLeave?() }
    }
}

@MainActor private final class FeedCoordinator: Starting {
    let navigation: UINavigationController
    let releasesLikes: Bool
    private var likesCoordinator: LikesCoordinator?

    init(navigation: UINavigationController, releasesLikes: Bool) {
        self.navigation = navigation
        self.releasesLikes = releasesLikes
    }

    func start() {
        let controller = FeedController()
        let screen = FeedView(controller: controller).hosted()
        navigation.setViewControllers([screen], animated: false)
        controller.openLikes = { self.openLikes() }
    }

    func openLikes() {
        let likes = LikesCoordinator(container: navigation)
        likesCoordinator = likes
        likes.onFinish = { [weak self] in
            guard let self, releasesLikes else { return }
            likesCoordinator = nil
        }
        likes.start()
    }
}

@MainActor private final class LikesCoordinator {
    let container: UIViewController
    var onFinish: (() -> Void)?

    init(container: UIViewController) { self.container = container }

    func start() {
        let controller = LikesController()
        let screen = LikesView(controller: controller).hosted()
        screen.modalPresentationStyle = .formSheet
        container.present(screen, animated: false)
        controller.onLeave = { self.onFinish?() }
    }
}

@MainActor private final class HeroesViewModel: ObservableObject {
    @Published var selected: String?
    weak var coordinator: HeroesCoordinator?
}

private struct HeroesView: View {
    @StateObject private var viewModel: HeroesViewModel

    init(viewModel: HeroesViewModel) { _viewModel = StateObject(wrappedValue: viewModel) }

    var body: some View {
        Button("Hero") { viewModel.coordinator?.showHero() }
    }
}

@MainActor private final class HeroViewModel: ObservableObject {
    @Published var liked = false
    var onClose: (() -> Void)?
}

private struct HeroView: View {
    @StateObject private var viewModel: HeroViewModel

    init(viewModel: HeroViewModel) { _viewModel = StateObject(wrappedValue: viewModel) }

    var body: some View {
        Button("Close") { viewModel.onClose?() }
    }
}

@MainActor private final class MarvelCoordinator: Starting {
    var childCoordinators: [HeroesCoordinator] = []
    let navigation: UINavigationController

    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {
        let heroes = HeroesCoordinator(navigation: navigation)
        childCoordinators.append(heroes)
        heroes.start()
    }
}

@MainActor private final class HeroesCoordinator {
    let navigation: UINavigationController

    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {
        let viewModel = HeroesViewModel()
        viewModel.coordinator = self
        navigation.pushViewController(UIHostingController(rootView: HeroesView(viewModel: viewModel)), animated: false)
    }

    func showHero() {
        let viewModel = HeroViewModel()
        viewModel.onClose = { self.navigation.popViewController(animated: false) }
        navigation.pushViewController(UIHostingController(rootView: HeroView(viewModel: viewModel)), animated: false)
    }
}

@Suite @MainActor struct HostedOwnerTests {
    static func feed(releasesLikes: Bool) -> NavSimApp {
        NavSimApp(sceneDelegate: {
            NavigationSceneDelegate { FeedCoordinator(navigation: $0, releasesLikes: releasesLikes).started() }
        })
    }

    @Test func closuresSetOnTheViewModelAfterHostingNameTheScreensOwner() {
        let store = NavigationTestStore(exhaustive: false) { Self.feed(releasesLikes: true) }
        store.launch()
        store.tap("Likes")
        store.swipeDownSheet()
        #expect(
            store.lives(andEventsStartingWith: ["ownerFound", "screenDeallocated"]) == [
                #"screenCreated s1 Feed by none state {"likes":0}"#, "coordinatorCreated c1 FeedCoordinator",
                "coordinatorStarted c1", "ownerFound s1 by c1", "ownerFound k1 by c1",
                "coordinatorCreated c2 LikesCoordinator", "childAdded c2 to c1",
                #"screenCreated s2 Likes by none state {"seen":false}"#, "coordinatorStarted c2", "ownerFound s2 by c2",
                "coordinatorFinished c2", "childRemoved c2 from c1", "screenDeallocated s2",
                "coordinatorDeallocated c2",
            ])
    }

    @Test func explorationFindsTheLikesCoordinatorKeptAfterTheSwipeAndProvesTheFixedFlow() {
        let leaky = SystematicExploration(depth: 3) { Self.feed(releasesLikes: false) }.run()
        #expect(
            leaky.findings.map(\.message) == [
                "LikesCoordinator#2 has no screen left on screen but is still alive: leaked"
            ])
        #expect(leaky.findings.first?.inputs.count == 2)
        let fixed = SystematicExploration(depth: 3) { Self.feed(releasesLikes: true) }.run()
        #expect(fixed.findings.isEmpty && fixed.isProof)
    }

    @Test func theCoordinatorAStateObjectViewModelReachesOwnsTheScreen() {
        let store = NavigationTestStore(exhaustive: false) {
            NavSimApp(sceneDelegate: {
                NavigationSceneDelegate(keepingRoot: true) { MarvelCoordinator(navigation: $0).started() }
            })
        }
        store.launch()
        store.tap("Hero")
        #expect(
            store.lives(andEventsStartingWith: ["ownerFound"]) == [
                "coordinatorCreated c1 HeroesCoordinator", "coordinatorStarted c1",
                #"screenCreated s1 Heroes by c1 state {"selected":null}"#, "coordinatorCreated c2 MarvelCoordinator",
                "childAdded c1 to c2", "ownerFound k1 by c1", #"screenCreated s2 Hero by c1 state {"liked":false}"#,
            ])
    }
}
