import NavSimCore
import NavSimSimulator

@testable import NavSimUIKit

/// A screen named by the test, whose buttons run the test's closures: the screens of the
/// window tests.
final class NamedScreen: UIViewController, NavSimNamed {
    let navSimName: String

    init(_ name: String) {
        navSimName = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    /// Adds a button titled `title` that runs `action`.
    func add(_ title: String, action: @escaping @MainActor () -> Void) {
        view.addSubview(UIButton(primaryAction: UIAction(title: title) { _ in action() }))
    }
}

/// Launches an app whose scene delegate is `delegate`: its session, its events and the
/// delegate, whose windows a test reads.
@MainActor
func launchedApp<Delegate: UIWindowSceneDelegate>(sceneDelegate delegate: Delegate) throws -> (
    Session, EventLog, Delegate
) {
    let log = EventLog()
    let session = Session(app: NavSimApp(sceneDelegate: { delegate }), sink: log)
    try session.launch()
    return (session, log, delegate)
}

/// The name of the screen the user sees in front, if any.
@MainActor
func frontName(_ session: Session) -> String? {
    session.state.frontScreen.flatMap { session.state.screens[$0]?.name }
}
