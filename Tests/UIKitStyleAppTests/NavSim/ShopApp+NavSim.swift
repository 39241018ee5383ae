import NavSimUIKit

/// The NavSim-only file of the shop app: which delegate to launch, and the deep links to explore.
@MainActor
enum ShopApp {
    static func make() -> NavSimApp {
        NavSimApp(sceneDelegate: SceneDelegate.init, deepLinks: ["shop://product/lamp"])
    }
}
