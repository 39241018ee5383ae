import NavSimUIKit

/// The NavSim-only file of the vault app.
@MainActor
enum VaultApp {
    /// The app, typing `texts` into its text fields beside their placeholders.
    static func make(texts: [String: [String]] = [:]) -> NavSimApp {
        NavSimApp(appDelegate: VaultAppDelegate.init, texts: texts)
    }
}
