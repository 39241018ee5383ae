import NavSimUIKit

/// The NavSim-only file of the teller app: the vault with a sign-in form whose Sign in
/// button reads the password field.
@MainActor
enum TellerApp {
    /// The app, typing `texts` into its text fields beside their placeholders.
    static func make(texts: [String: [String]] = [:]) -> NavSimApp {
        NavSimApp(
            appDelegate: {
                let delegate = VaultAppDelegate()
                delegate.signsInWithButton = true
                return delegate
            }, texts: texts)
    }
}
