import NavSimUIKit

/// The NavSim-only declaration of the wallet app: its links and that its life cycle matters.
@MainActor
enum WalletApp {
    static func make() -> NavSimApp {
        NavSimApp(
            sceneDelegate: WalletSceneDelegate.init, deepLinks: ["vault://cards/42", "https://vault.example/cards/7"],
            shortcuts: ["cards"], lifecycle: true)
    }
}
