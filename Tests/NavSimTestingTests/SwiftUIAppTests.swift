import NavSimCore
import NavSimSwiftUI
import NavSimTesting
import Testing

/// Who is signed in to ``JournalApp``, which the app keeps in its own `@StateObject`.
@MainActor private final class Session: ObservableObject {
    @Published var user: String?
}

/// An app declared in SwiftUI, as an Xcode template writes one: a welcome screen until the
/// user signs in (its button, or a link `journal://signin?ada`), then a journal with a
/// sheet; its root view switches between them on the app's own state.
private struct JournalApp: App {
    @StateObject private var session = Session()

    var body: some Scene {
        WindowGroup {
            Group {
                if let user = session.user {
                    JournalView(user: user, session: session)
                } else {
                    WelcomeView(session: session)
                }
            }
            .onOpenURL { url in
                if url.host == "signin" { session.user = url.query }
            }
        }
    }
}

private struct WelcomeView: View {
    @ObservedObject var session: Session
    var body: some View {
        VStack {
            Text("Journal").font(.largeTitle.bold())
            Button("Sign in") { session.user = "ada" }
        }
        .background(LinearGradient(colors: [.white, .clear], startPoint: .top, endPoint: .bottom))
    }
}

@MainActor private final class ComposerViewModel: ObservableObject {
    @Published var words = 0
}

@MainActor private final class Counter: ObservableObject {
    @Published var count = 0
}

/// A view its parent's `body` makes afresh at each drawing, with a `@StateObject`: SwiftUI
/// keeps the object it made first.
private struct CountView: View {
    @StateObject private var counter = Counter()
    var body: some View { Button("Count \(counter.count)") { counter.count += 1 } }
}

private struct JournalView: View {
    let user: String
    @ObservedObject var session: Session
    @State private var writes = false

    var body: some View {
        List {
            Text("Hello \(user)")
            Button("Write") { writes = true }
            CountView()
            Button("Sign out") { session.user = nil }
        }
        .scrollContentBackground(.hidden)
        .toolbarTitleDisplayMode(.large)
        .sheet(isPresented: $writes) { ComposerView(viewModel: ComposerViewModel()) }
    }
}

private struct ComposerView: View {
    @StateObject var viewModel: ComposerViewModel
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Button("Add a word") { viewModel.words += 1 }
            Button("Done") { dismiss() }
        }
    }
}

/// An app delegate a SwiftUI app adapts, which counts its launch calls.
private final class LaunchCounter: NSObject, UIApplicationDelegate {
    var launches = 0
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        launches += 1
        return true
    }
}

/// An app whose window shows how many launch calls its adapted delegate had.
private struct AdaptingApp: App {
    @UIApplicationDelegateAdaptor(LaunchCounter.self) var delegate
    var body: some Scene {
        WindowGroup { Button("Launches \(delegate.launches)") {} }
    }
}

@MainActor private final class Feed: ObservableObject {
    @Published var loaded = 0
}

/// An app whose body makes its view's view model, as a coordinator's `start()` called there
/// does: the body is not asked again when only that view model changes, so the view keeps it.
private struct FeedApp: App {
    var body: some Scene {
        WindowGroup { FeedView(feed: Feed()) }
    }
}

private struct FeedView: View {
    @ObservedObject var feed: Feed
    var body: some View { Button("Load \(feed.loaded)") { feed.loaded += 1 } }
}

@Observable @MainActor private final class Door {
    var isOpen = false
}

/// An app whose body reads its own `@State` and an `@Observable` object it keeps: a change
/// of either asks the body again.
private struct DoorApp: App {
    @State private var visits = 0
    @State private var door = Door()

    var body: some Scene {
        WindowGroup {
            if door.isOpen {
                Button("Close after \(visits)") { door.isOpen = false }
            } else {
                HStack {
                    Button("Visit \(visits)") { visits += 1 }
                    Button("Open") { door.isOpen = true }
                }
            }
        }
    }
}

@Suite @MainActor struct SwiftUIAppTests {
    private func store() -> NavigationTestStore {
        NavigationTestStore(exhaustive: false) { NavSimApp(sceneDelegate: { AppSceneDelegate<JournalApp>() }) }
    }

    @Test func theWindowShowsTheAppsViewsAndTheirButtonsAreInputs() throws {
        let store = store()
        store.launch()
        #expect(try front(of: store).name == "JournalApp", "the window's hosting controller, named after the app")
        #expect(try front(of: store).state == ["@View": "Welcome", "user": nil], "the view it shows, its view model")
        #expect(store.offeredTaps == ["Sign in"])
        store.tap("Sign in")
        #expect(
            try front(of: store).state == ["@View": "Journal", "user": "ada", "@State": ["JournalView.writes": false]])
        #expect(store.offeredTaps == ["Write", "Count 0", "Sign out"])
        store.tap("Count 0")
        store.tap("Count 1")
        #expect(store.offeredTaps == ["Write", "Count 2", "Sign out"], "the first counter, kept by its @StateObject")
        store.tap("Write")
        #expect(try front(of: store).name == "Composer", "the sheet, presented")
        store.tap("Add a word")
        #expect(try front(of: store).state == ["words": 1])
        store.tap("Done")
        #expect(try front(of: store).name == "JournalApp")
        store.tap("Sign out")
        #expect(store.offeredTaps == ["Sign in"])
    }

    @Test func aLinkAtLaunchOrLaterGoesToTheViewsOnOpenURL() throws {
        let store = store()
        store.launch(with: .url("journal://signin?grace"))
        #expect(try front(of: store).state["user"] == "grace")
        store.tap("Sign out")
        store.open("journal://signin?ada")
        #expect(try front(of: store).state["user"] == "ada")
    }

    @Test func theDelegateAdaptorFindsTheAppDelegateNavSimLaunched() {
        let store = NavigationTestStore(exhaustive: false) {
            NavSimApp(appDelegate: { LaunchCounter() }, sceneDelegate: { AppSceneDelegate<AdaptingApp>() })
        }
        store.launch()
        #expect(store.offeredTaps == ["Launches 1"])
    }

    @Test func aViewModelTheAppsBodyMadeIsKeptWhileOnlyItChanges() {
        let store = NavigationTestStore(exhaustive: false) { NavSimApp(sceneDelegate: { AppSceneDelegate<FeedApp>() }) }
        store.launch()
        store.tap("Load 0")
        store.tap("Load 1")
        #expect(store.offeredTaps == ["Load 2"], "the first Feed, not one the body made again")
    }

    @Test func theAppsOwnStateOrObservableObjectAsksItsBodyAgain() {
        let store = NavigationTestStore(exhaustive: false) { NavSimApp(sceneDelegate: { AppSceneDelegate<DoorApp>() }) }
        store.launch()
        store.tap("Visit 0")
        #expect(store.offeredTaps == ["Visit 1", "Open"], "the app's @State")
        store.tap("Open")
        #expect(store.offeredTaps == ["Close after 1"], "the @Observable property its body read")
        store.tap("Close after 1")
        #expect(store.offeredTaps == ["Visit 1", "Open"])
    }

    private func front(of store: NavigationTestStore) throws -> ScreenNode {
        let id = try #require(store.state.frontScreen)
        return try #require(store.state.screens[id])
    }
}
