import NavSimUIKit

/// The NavSim-only file of the settings app: which delegate to launch.
@MainActor
enum SettingsApp {
    static func make() -> NavSimApp {
        NavSimApp(sceneDelegate: SettingsSceneDelegate.init)
    }
}
