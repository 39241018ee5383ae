import NavSimCore
import NavSimSwiftUI
import NavSimTesting
import Testing

/// A feed whose view logs its lifecycle into its view model: `onAppear`/`onDisappear` on the
/// whole screen and on the branches of an `if` on an `@State`, and a `task` that loads for
/// a second.
@MainActor private final class FeedViewModel: ObservableObject {
    @Published var log: [String] = []
    var onDetails: (() -> Void)?
}

private struct FeedView: View {
    @ObservedObject var viewModel: FeedViewModel
    @State private var showsTip = false

    var body: some View {
        VStack {
            Button("Tip") { showsTip.toggle() }
            if showsTip {
                Text("Pull to refresh")
                    .onAppear { viewModel.log.append("tip appeared") }
                    .onDisappear { viewModel.log.append("tip disappeared") }
            } else {
                Text("No tip").onAppear { viewModel.log.append("no tip") }
            }
            Button("Details") { viewModel.onDetails?() }
        }
        .onAppear { viewModel.log.append("feed appeared") }
        .onDisappear { viewModel.log.append("feed disappeared") }
        .task {
            viewModel.log.append("loading")
            try? await Task.sleep(for: .seconds(1))
            viewModel.log.append(Task.isCancelled ? "load cancelled" : "loaded")
        }
    }
}

/// A pushed screen that closes itself with the environment's dismiss action.
private struct DetailsView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close") { dismiss() }
    }
}

@MainActor private final class FeedCoordinator: Starting {
    let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {
        let viewModel = FeedViewModel()
        viewModel.onDetails = { [navigation] in
            navigation.pushViewController(UIHostingController(rootView: DetailsView()), animated: false)
        }
        navigation.setViewControllers([UIHostingController(rootView: FeedView(viewModel: viewModel))], animated: false)
    }
}

/// A pager whose task loads the page shown, again for each new page: `task(id:)`.
@MainActor private final class PagerViewModel: ObservableObject {
    @Published var log: [String] = []
}

private struct PagerView: View {
    @ObservedObject var viewModel: PagerViewModel
    @State private var page = 1

    var body: some View {
        Button("Next") { page += 1 }
            .task(id: page) { [page] in
                viewModel.log.append("loading \(page)")
                try? await Task.sleep(for: .seconds(1))
                viewModel.log.append(Task.isCancelled ? "cancelled \(page)" : "loaded \(page)")
            }
    }
}

@MainActor private final class PagerCoordinator: Starting {
    let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {
        navigation.setViewControllers(
            [UIHostingController(rootView: PagerView(viewModel: PagerViewModel()))], animated: false)
    }
}

@Suite @MainActor struct HostingLifecycleTests {
    private func feed() -> NavigationTestStore {
        NavigationTestStore {
            NavSimApp(sceneDelegate: {
                NavigationSceneDelegate(keepingRoot: true) { FeedCoordinator(navigation: $0).started() }
            })
        }
    }

    @Test func onAppearOnDisappearAndTaskFollowTheHostingControllerAndTheBody() {
        let store = feed()
        store.launch()
        store.skipEvents()
        // The screen appeared: its onAppear ran and its task started, asleep for a second.
        store.expectOutline(
            """
            step 13
            w1
              root k1 Navigation
                s1 Feed [appeared] {"log":["feed appeared","no tip","loading"]}
            coordinators
              c1 FeedCoordinator (created) containers: k1
            pending timers at 0 ms: +1000 ms
            """)
        // The branch the state shows appears in the update after the tap; the other disappears.
        store.tap("Tip")
        store.expectEvents([
            "userTapped Tip on s1",
            #"viewModelStateChanged s1 to {"log":["feed appeared","no tip","loading","tip appeared"]}"#,
        ])
        store.tap("Tip")
        store.expectEvents([
            "userTapped Tip on s1",
            #"viewModelStateChanged s1 to {"log":["feed appeared","no tip","loading","tip appeared","#
                + #""tip disappeared","no tip"]}"#,
        ])
        // Covered by a push, the screen disappears: onDisappear runs and its task is cancelled.
        store.tap("Details")
        store.expectEvents([
            "userTapped Details on s1",
            "screenCreated s2 Details by none state null",
            "pushed s2 onto k1",
            "viewDidLoad s2",
            "viewWillDisappear s1",
            "viewWillAppear s2",
            "viewDidDisappear s1",
            "viewDidAppear s2",
            #"viewModelStateChanged s1 to {"log":["feed appeared","no tip","loading","tip appeared","tip disappeared","no tip","#
                + #""feed disappeared","load cancelled"]}"#,
        ])
        // The pushed screen's dismiss action pops it; the feed appears again and loads again.
        store.tap("Close")
        store.expectEvents([
            "userTapped Close on s2",
            "popped s2 from k1",
            "viewWillDisappear s2",
            "viewWillAppear s1",
            "timerScheduled Task.sleep in 1000 ms",
            #"viewModelStateChanged s1 to {"log":["feed appeared","no tip","loading","tip appeared","tip disappeared","no tip","#
                + #""feed disappeared","load cancelled","feed appeared","no tip","loading"]}"#,
            "animationsEnded",
            "viewDidDisappear s2",
            "viewDidAppear s1",
            "screenDeallocated s2",
        ])
        store.send(.timePassed(milliseconds: 1000))
        store.expectEvents([
            "timePassed 1000 ms",
            #"viewModelStateChanged s1 to {"log":["feed appeared","no tip","loading","tip appeared","tip disappeared","no tip","#
                + #""feed disappeared","load cancelled","feed appeared","no tip","loading","loaded"]}"#,
        ])
    }

    @Test func aTaskWithAnIdStartsAgainWhenTheIdChanges() {
        let store = NavigationTestStore {
            NavSimApp(sceneDelegate: {
                NavigationSceneDelegate(keepingRoot: true) { PagerCoordinator(navigation: $0).started() }
            })
        }
        store.launch()
        store.skipEvents()
        // A new page is a new task; the old one, cancelled, wakes from its sleep after it.
        store.tap("Next")
        store.expectEvents([
            "userTapped Next on s1",
            "timerScheduled Task.sleep in 1000 ms",
            #"viewModelStateChanged s1 to {"log":["loading 1","loading 2","cancelled 1"]}"#,
        ])
        store.send(.timePassed(milliseconds: 1000))
        store.expectEvents([
            "timePassed 1000 ms",
            #"viewModelStateChanged s1 to {"log":["loading 1","loading 2","cancelled 1","loaded 2"]}"#,
        ])
    }
}
