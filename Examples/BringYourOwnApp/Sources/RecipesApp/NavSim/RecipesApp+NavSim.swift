public import NavSimUIKit

/// The NavSim-only file: which delegate to launch for each variant, and the deep links a
/// random walk may open. An iOS build leaves this folder out.
@MainActor
public enum RecipesApp {
    /// The app; `leaky` forgets to remove the cooking coordinator when its screen is popped.
    public static func make(variant: String = "fixed") -> NavSimApp {
        NavSimApp(
            sceneDelegate: { SceneDelegate(removesFinishedChildren: variant != "leaky") },
            deepLinks: ["recipes://recipe/Pancakes", "recipes://recipe/Soup"])
    }
}
