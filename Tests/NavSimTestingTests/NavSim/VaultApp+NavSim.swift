import NavSimUIKit

/// The NavSim-only declaration of the vault app: its links and that its life cycle matters.
@MainActor
enum VaultApp {
    static func make() -> NavSimApp {
        NavSimApp(
            sceneDelegate: VaultSceneDelegate.init, deepLinks: ["vault://cards/42", "https://vault.example/cards/7"],
            shortcuts: ["cards"], lifecycle: true)
    }
}
