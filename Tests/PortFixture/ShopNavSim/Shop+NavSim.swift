import NavSimUIKit

/// How NavSim launches Shop: the delegates iOS makes from `@main` and Info.plist.
/// Written by `navsim init`, and then yours: add variants, deep links, answers for walks
/// and invariants here (see docs/your-app.md); `navsim init` never overwrites it.
@MainActor
public enum ShopNavSim {
    /// The app in `variant` (`navsim init` declares one: `app`, the app as it is).
    public static func make(variant: String) -> NavSimApp {
        NavSimPortedInterface.install()  // The app's storyboards, xibs, outlets and actions.
        return NavSimApp(appDelegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() })
    }
}
