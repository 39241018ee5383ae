import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// One shape of the class-shape corpus: a small app whose scene delegate keeps what
/// `make` returns and shows its screen in a navigation controller, with the coordinator
/// tree Xcode's memory graph would show of it (who holds whom strongly) and the state its
/// screen records.
struct ClassShape: Sendable, CustomTestStringConvertible {
    let name: String
    /// The coordinators after launch in the order they were found, each `Type` or
    /// `Type < ParentType`, then `screen < OwnerType` (or `screen` when it has no owner).
    let tree: [String]
    /// The state the screen records.
    let state: JSONValue
    /// Makes the app's objects inside its session: what the scene delegate keeps, and the
    /// root screen.
    let make: @MainActor @Sendable () -> (kept: Any, screen: UIViewController)

    var testDescription: String { name }

    init(
        _ name: String, tree: [String], state: JSONValue = ["title": "shape"],
        make: @escaping @MainActor @Sendable () -> (kept: Any, screen: UIViewController)
    ) {
        self.name = name
        self.tree = tree
        self.state = state
        self.make = make
    }

    /// Launches the shape's app, reading its objects as `reading` says, and returns its session.
    @MainActor
    func launch(reading: ObjectReading = .fast) throws -> Session {
        let session = Session(
            app: NavSimApp(sceneDelegate: { ShapeSceneDelegate(make: make) }), sink: EventLog(), objectReading: reading)
        try session.launch()
        return session
    }

    /// The coordinator tree and the owner of the screen, `tree`'s way.
    static func tree(of state: NavigationState) -> [String] {
        let coordinators = state.coordinators.values.filter { !$0.isDeallocated }.sorted { $0.id < $1.id }
        let lines = coordinators.map { node in
            node.parent.flatMap { state.coordinators[$0] }.map { "\(node.type) < \($0.type)" } ?? node.type
        }
        let screens = state.screens.values.sorted { $0.id < $1.id }.map { screen in
            screen.owner.flatMap { state.coordinators[$0] }.map { "screen < \($0.type)" } ?? "screen"
        }
        return lines + screens
    }
}

/// The scene delegate of a shape's app.
final class ShapeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// What the shape's app keeps alive, as an app's scene delegate keeps its coordinator.
    var kept: Any?
    let make: @MainActor () -> (kept: Any, screen: UIViewController)

    init(make: @escaping @MainActor () -> (kept: Any, screen: UIViewController)) {
        self.make = make
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let (kept, screen) = make()
        self.kept = kept
        window = UIWindow(windowScene: scene)
        window?.rootViewController = UINavigationController(rootViewController: screen)
        window?.makeKeyAndVisible()
    }
}

/// A shape's screen: a generic controller whose `viewModel` is of the shape's type.
final class ShapeScreen<ViewModel>: UIViewController {
    let viewModel: ViewModel

    init(_ viewModel: ViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
