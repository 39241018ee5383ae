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

/// A coordinator that shows a SwiftUI view at the root of the scene's navigation controller:
/// the app of the hosting tests, each with its own root view.
@MainActor final class RootViewCoordinator<Root: View>: Starting {
    let navigation: UINavigationController
    let makeRoot: @MainActor (UINavigationController) -> Root

    init(navigation: UINavigationController, makeRoot: @escaping @MainActor (UINavigationController) -> Root) {
        self.navigation = navigation
        self.makeRoot = makeRoot
    }

    func start() {
        navigation.setViewControllers([UIHostingController(rootView: makeRoot(navigation))], animated: false)
    }

    /// The app whose root view `makeRoot` makes.
    static func app(_ makeRoot: @escaping @MainActor (UINavigationController) -> Root) -> NavSimApp {
        NavSimApp(sceneDelegate: {
            NavigationSceneDelegate(keepingRoot: true) {
                RootViewCoordinator(navigation: $0, makeRoot: makeRoot).started()
            }
        })
    }

    /// A store of the app whose root view `makeRoot` makes.
    static func store(_ makeRoot: @escaping @MainActor (UINavigationController) -> Root) -> NavigationTestStore {
        NavigationTestStore { app(makeRoot) }
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

/// Rows of a `ForEach`, known by their ids: archiving the first row makes that row disappear.
@MainActor private final class ArchiveViewModel: ObservableObject {
    @Published var log: [String] = []
}

private struct ArchiveView: View {
    @ObservedObject var viewModel: ArchiveViewModel
    @State private var rows = ["a", "b", "c"]

    var body: some View {
        List {
            Button("Archive") { rows.removeFirst() }
            ForEach(rows, id: \.self) { row in
                Text(row).onDisappear { viewModel.log.append("\(row) disappeared") }
            }
        }
    }
}

@Suite @MainActor struct HostingLifecycleTests {
    private func feed() -> NavigationTestStore {
        RootViewCoordinator.store { navigation in
            let viewModel = FeedViewModel()
            viewModel.onDetails = {
                navigation.pushViewController(UIHostingController(rootView: DetailsView()), animated: false)
            }
            return FeedView(viewModel: viewModel)
        }
    }

    @Test func onAppearOnDisappearAndTaskFollowTheHostingControllerAndTheBody() {
        let store = feed()
        store.launch()
        store.skipEvents()
        // The screen appeared: its onAppear ran and its task started, asleep for a second,
        // holding the screen (its last event, `pendingWorkHeld [s1]`).
        store.expectOutline(
            """
            step 16
            w1
              root k1 Navigation
                s1 Feed [appeared] {"@State":{"FeedView.showsTip":false},"log":["feed appeared","no tip","loading"]}
            coordinators
              c1 RootViewCoordinator<FeedView> (started) screens: s1 containers: k1
            pending timers at 0 ms: +1000 ms
            """)
        // The branch the state shows appears in the update after the tap; the other disappears.
        store.tap("Tip")
        store.expectEvents([
            "userTapped Tip on s1",
            #"viewModelStateChanged s1 to {"@State":{"FeedView.showsTip":true},"log":["feed appeared","no tip","loading","tip appeared"]}"#,
        ])
        store.tap("Tip")
        store.expectEvents([
            "userTapped Tip on s1",
            #"viewModelStateChanged s1 to {"@State":{"FeedView.showsTip":false},"log":["feed appeared","no tip","loading","tip appeared","#
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
            #"viewModelStateChanged s1 to {"@State":{"FeedView.showsTip":false},"log":["feed appeared","no tip","loading","tip appeared","tip disappeared","no tip","#
                + #""feed disappeared","load cancelled"]}"#,
            "pendingWorkHeld []",
        ])
        // The pushed screen's dismiss action pops it; the feed appears again and loads again.
        store.tap("Close")
        store.expectEvents([
            "userTapped Close on s2",
            "popped s2 from k1",
            "viewWillDisappear s2",
            "viewWillAppear s1",
            "timerScheduled Task.sleep in 1000 ms",
            #"viewModelStateChanged s1 to {"@State":{"FeedView.showsTip":false},"log":["feed appeared","no tip","loading","tip appeared","tip disappeared","no tip","#
                + #""feed disappeared","load cancelled","feed appeared","no tip","loading"]}"#,
            "pendingWorkHeld [s1, s2]",
            "animationsEnded",
            "viewDidDisappear s2",
            "viewDidAppear s1",
            "screenDeallocated s2",
        ])
        store.send(.timePassed(milliseconds: 1000))
        store.expectEvents([
            "timePassed 1000 ms",
            #"viewModelStateChanged s1 to {"@State":{"FeedView.showsTip":false},"log":["feed appeared","no tip","loading","tip appeared","tip disappeared","no tip","#
                + #""feed disappeared","load cancelled","feed appeared","no tip","loading","loaded"]}"#,
            "pendingWorkHeld []",
        ])
    }

    @Test func aTaskWithAnIdStartsAgainWhenTheIdChanges() {
        let store = RootViewCoordinator.store { _ in PagerView(viewModel: PagerViewModel()) }
        store.launch()
        store.skipEvents()
        // A new page is a new task; the old one, cancelled, wakes from its sleep after it.
        store.tap("Next")
        store.expectEvents([
            "userTapped Next on s1",
            "timerScheduled Task.sleep in 1000 ms",
            #"viewModelStateChanged s1 to {"@State":{"PagerView.page":2},"log":["loading 1","loading 2","cancelled 1"]}"#,
        ])
        store.send(.timePassed(milliseconds: 1000))
        store.expectEvents([
            "timePassed 1000 ms",
            #"viewModelStateChanged s1 to {"@State":{"PagerView.page":2},"log":["loading 1","loading 2","cancelled 1","loaded 2"]}"#,
        ])
    }

    @Test func aRowOfAForEachIsKnownByItsId() {
        let store = RootViewCoordinator.store { _ in ArchiveView(viewModel: ArchiveViewModel()) }
        store.launch()
        store.skipEvents()
        store.tap("Archive")
        store.expectEvents([
            "userTapped Archive on s1",
            #"viewModelStateChanged s1 to {"@State":{"ArchiveView.rows":["b","c"]},"log":["a disappeared"]}"#,
        ])
    }
}
