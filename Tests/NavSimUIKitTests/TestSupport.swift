import NavSimCore
import NavSimSimulator

@testable import NavSimUIKit

extension UIView {
    /// The names of the tappable controls in this view's tree, in order.
    var controlNames: [String] {
        var controls: [any TappableControl] = []
        collectControls(into: &controls)
        return controls.map(\.controlName)
    }

    /// The tappable control named `name` in this view's tree.
    func control(named name: String) -> (any TappableControl)? {
        var controls: [any TappableControl] = []
        collectControls(into: &controls)
        return controls.first { $0.controlName == name }
    }
}

extension UIViewController {
    /// Taps the control `name` as the session does; whether there was one.
    func tapControl(_ name: String) -> Bool {
        guard let control = control(named: name) else { return false }
        tap(control, argument: .null)
        return true
    }
}

/// A log the handlers of a test append to.
@MainActor final class Log {
    private(set) var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }

    /// An action that appends `entry` when it runs.
    func action(_ entry: String, title: String = "") -> UIAction {
        UIAction(title: title) { [unowned self] _ in self.append(entry) }
    }
}

/// Runs `body` inside a session, as every NavSimUIKit object must be made.
@MainActor
func withSession<Result>(_ body: () throws -> Result) rethrows -> Result {
    let session = Session(app: NavSimApp(), sink: EventLog())
    return try session.runtime.asCurrent(body)
}
