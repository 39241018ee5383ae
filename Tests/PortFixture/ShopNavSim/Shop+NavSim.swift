import NavSimCore
import NavSimUIKit

/// How NavSim launches Shop: the delegates iOS makes from `@main` and Info.plist, and
/// the answers walks give its requests (answers.json beside the package's Package.swift,
/// which `navsim init --answers TRACE` writes). Written by `navsim init`, and then yours: add
/// variants, deep links and invariants here (see docs/your-app.md); `navsim init` never
/// overwrites it.
@MainActor
public enum ShopNavSim {
    /// The app in `variant` (`navsim init` declares one: `app`, the app as it is).
    public static func make(variant: String) -> NavSimApp {
        NavSimPortedInterface.install()  // The app's storyboards, xibs, outlets and actions.
        return NavSimApp(
            appDelegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() },
            responses: NavSimApp.answers(inPackageOf: #filePath))
    }
}
