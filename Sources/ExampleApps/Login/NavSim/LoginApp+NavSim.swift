import NavSimCore
public import NavSimUIKit

/// The NavSim-only file of the seed-000 app: which app delegate to launch, with which
/// variant, the fake authentication API and the answers a random walk gives it.
@MainActor
public enum LoginApp {
    /// The app of `variant` (a ``Variant`` raw value; `navigator` when unknown).
    public static func make(variant: String) -> NavSimApp {
        let variant = Variant(rawValue: variant) ?? .navigator
        return NavSimApp(
            appDelegate: { AppDelegate(variant: variant) },
            responses: ["authApi": [["ok": true, "token": "t-1"], ["ok": false, "error": "wrong password"]]])
    }
}

/// The authentication API the app calls: each login is a request to the simulated service
/// `authApi` that the session answers later (`{"ok": true, "token": …}` or
/// `{"ok": false, "error": …}`).
@MainActor
final class AuthApi {
    func login(user: String, completion: @escaping @MainActor (Result<String, AuthError>) -> Void) {
        NavSim.request("authApi", payload: ["user": .string(user)]) { response in
            if response["ok"] == .bool(true) {
                completion(.success(response["token"]?.stringValue ?? ""))
            } else {
                completion(.failure(AuthError(message: response["error"]?.stringValue ?? "unknown error")))
            }
        }
    }
}
