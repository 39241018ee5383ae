import NavSimCore
import NavSimSwiftUI
import NavSimTesting
import Testing

/// A library in a `NavigationStack` inside a hosting controller that a UIKit navigation
/// controller shows: a link to a destination view, links by value to the stack's
/// `navigationDestination`, an environment object the pushed views read.
@MainActor private final class ShelfStore: ObservableObject {
    @Published var borrowed: [Int] = []
}

private struct Book: Hashable {
    let id: Int
}

private struct LibraryView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("About", destination: AboutView())
                NavigationLink("Book 1", value: Book(id: 1))
                NavigationLink("Lost book", value: Book?.none)
            }
            .navigationDestination(for: Book.self) { book in BookView(book: book) }
            .navigationTitle("Library")
        }
    }
}

private struct AboutView: View {
    var body: some View { Text("NavSim library") }
}

private struct BookView: View {
    let book: Book
    @EnvironmentObject var shelf: ShelfStore

    var body: some View {
        VStack {
            Button("Borrow") { shelf.borrowed.append(book.id) }
            NavigationLink("Sequel", value: Book(id: book.id + 1))
        }
        .navigationTitle("Book \(book.id)")
    }
}

/// A scene delegate showing the library, in a navigation controller or alone; the test reads
/// the titles of the controllers its navigation controller shows.
private final class LibrarySceneDelegate: UIResponder, UIWindowSceneDelegate {
    static weak var navigation: UINavigationController?
    var window: UIWindow?
    let inNavigation: Bool
    init(inNavigation: Bool) { self.inNavigation = inNavigation }

    static func app(inNavigation: Bool) -> NavSimApp {
        NavSimApp(sceneDelegate: { LibrarySceneDelegate(inNavigation: inNavigation) })
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let library = UIHostingController(rootView: LibraryView().environmentObject(ShelfStore()))
        window = UIWindow(windowScene: scene)
        if inNavigation {
            let navigation = UINavigationController(rootViewController: library)
            Self.navigation = navigation
            window?.rootViewController = navigation
        } else {
            window?.rootViewController = library
        }
        window?.makeKeyAndVisible()
    }
}

@Suite @MainActor struct HostingNavigationTests {
    @Test func linksPushOntoTheEnclosingNavigationControllerAndBackPops() {
        let store = NavigationTestStore { LibrarySceneDelegate.app(inNavigation: true) }
        store.launch()
        store.skipEvents()
        let links = store.availableInputs.compactMap { input -> String? in
            guard case .userTapped(_, let action, _) = input else { return nil }
            return action
        }
        #expect(links == ["About", "Book 1"], "a link by a nil value is disabled")
        store.tap("About")
        store.expectEvents([
            "userTapped About on s1",
            "screenCreated s2 About by none state null",
            "pushed s2 onto k1",
            "viewDidLoad s2",
            "viewWillDisappear s1",
            "viewWillAppear s2",
            "animationsEnded",
            "viewDidDisappear s1",
            "viewDidAppear s2",
        ])
        store.tapBack()
        store.skipEvents()
        store.tap("Book 1")
        store.expectEvents([
            "userTapped Book 1 on s1",
            // The environment object is the view's once it is drawn, after its screen was recorded.
            "screenCreated s3 Book by none state null",
            "pushed s3 onto k1",
            "viewDidLoad s3",
            "viewWillDisappear s1",
            "viewWillAppear s3",
            #"viewModelStateChanged s3 to {"borrowed":[]}"#,
            "animationsEnded",
            "viewDidDisappear s1",
            "viewDidAppear s3",
        ])
        // The pushed view reads the environment object the root was given.
        store.tap("Borrow")
        store.expectEvents(["userTapped Borrow on s3", #"viewModelStateChanged s3 to {"borrowed":[1]}"#])
        // A pushed view's link by value finds the stack's destination.
        store.tap("Sequel")
        store.skipEvents()
        store.expectOutline(
            """
            step 48
            w1
              root k1 Navigation
                s1 Library [disappeared] null
                s3 Book [disappeared] {"borrowed":[1]}
                s4 Book [appeared] {"borrowed":[1]}
            coordinators
            """)
        #expect(
            LibrarySceneDelegate.navigation?.viewControllers.map(\.navigationItem.title) == [
                "Library", "Book 1", "Book 2",
            ])
    }

    @Test func aLinkInNoNavigationControllerIsDisabled() {
        let store = NavigationTestStore(exhaustive: false) { LibrarySceneDelegate.app(inNavigation: false) }
        store.launch()
        #expect(!store.availableInputs.contains { if case .userTapped = $0 { true } else { false } })
    }
}
