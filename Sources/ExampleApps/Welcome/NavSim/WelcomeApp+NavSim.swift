import NavSimCore
public import NavSimUIKit

/// The NavSim-only file of the seed-001 app: which app delegate to launch, with which
/// variant, the seed's `fatalError` as a recorded crash, its outputs as notes and the rule
/// they keep. No requests, no deep links.
@MainActor
public enum WelcomeApp {
    /// The app of `variant` (a ``Variant`` raw value; the seed's when unknown).
    public static func make(variant: String) -> NavSimApp {
        let variant = Variant(rawValue: variant) ?? .seed
        return NavSimApp(appDelegate: { AppDelegate(variant: variant) }, invariants: [homeTellsParent])
    }

    /// The app's output rule: a Home flow ends with `controllerDismissed`, however the user
    /// left Home, or its parent never learns that Home was dismissed.
    static let homeTellsParent = AppInvariant.output(
        "homeTellsParent", of: "HomeCoordinator", notes: "controllerDismissed")
}

/// The seed's `fatalError(message)` in `Coordinator`'s default `dismiss()`: recorded as a
/// crash in `coordinator`, since a real `fatalError` would end NavSim too. On iOS this
/// function would be `fatalError(message)`.
@MainActor
func appFatalError(_ message: String, in coordinator: AnyObject) {
    NavSim.crash("Fatal error: \(message)", in: coordinator)
}

/// An output `coordinator` sends its parent, noted in the trace as an `annotated` event.
/// On iOS this function does nothing.
@MainActor
func noteOutput(_ name: String, of coordinator: AnyObject) {
    NavSim.annotate(name, by: coordinator)
}
