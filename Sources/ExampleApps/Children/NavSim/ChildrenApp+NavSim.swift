public import NavSimUIKit

/// The NavSim-only file of the seed-002 app: which scene delegate to launch, with which
/// variant. The app makes no requests and handles no deep links.
@MainActor
public enum ChildrenApp {
    /// The app of `variant` (a ``Variant`` raw value; the seed's when unknown).
    public static func make(variant: String) -> NavSimApp {
        let variant = Variant(rawValue: variant) ?? .removedOnDisappear
        return NavSimApp(sceneDelegate: { SceneDelegate(variant: variant) })
    }
}
