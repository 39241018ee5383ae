import Foundation

/// What a session clears before its app launches, so that a run does not start where the
/// one before it left off.
///
/// `UserDefaults.standard` is the store apps remember a signed-in user or a finished
/// onboarding in: every key the app's domain holds is removed, whether an earlier session
/// of this process or an earlier process wrote it. The defaults' suites, files the app wrote
/// and keychain items are not reset (docs/architecture.md, "Sealed sessions").
enum SealedSlate {
    static func reset() {
        let defaults = UserDefaults.standard
        for key in defaults.dictionaryRepresentation().keys { defaults.removeObject(forKey: key) }
    }
}
