import NavSimUIKit

/// The NavSim-only file of the teller app.
@MainActor
enum TellerApp {
    /// The app, typing `texts` into its text fields beside their placeholders.
    static func make(texts: [String: [String]] = [:]) -> NavSimApp {
        NavSimApp(appDelegate: TellerAppDelegate.init, texts: texts)
    }
}
