import Foundation
import NavSimCore
import NavSimSimulator

/// Opening URLs in other apps (a web page, Mail, Settings), as recorded calls.
///
/// - ``open(_:options:completionHandler:)`` is a request to the service `openURL`
///   (`serviceRequested` with the URL): the system's answer is an input, as a service's
///   answer is, so a scenario gives it (`{"respond": "openURL", "with": true}`) and
///   `explore` and random walks try `true` (opened) and `false` (no app opened it) unless
///   the app declares other answers (`NavSimApp(responses: ["openURL": …])`). The answer
///   runs `completionHandler` with it (`false` for an answer that is not a Boolean). The app
///   stays in the foreground: NavSim does not model leaving it.
/// - ``canOpenURL(_:)`` answers at once, `true` unless the URL's scheme is one of
///   `NavSimApp(unopenableSchemes:)`, and records the question and its answer as an
///   `annotated` event named `canOpenURL` (payload `{"url": …, "answer": …}`).
///
/// Neither needs a change of the trace format: both are events format 1.6 has.
extension UIApplication {
    /// The service an ``open(_:options:completionHandler:)`` call is a request to.
    public static let openURLService = "openURL"

    /// The URL of the app's page in Settings; opening it is a request like any other.
    public static let openSettingsURLString = "app-settings:"

    /// Keys of the options of ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an app's universal link claims it.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Asks the system to open `url` in another app: a request to the service `openURL`,
    /// whose answer (an input) runs `completion` with whether it was opened.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        var payload: [String: JSONValue] = ["url": .string(url.absoluteString)]
        if options[.universalLinksOnly] as? Bool == true { payload["universalLinksOnly"] = true }
        runtime.observer?.appCodeRan()
        runtime.request(Self.openURLService, payload: .object(payload)) { answer in
            MainActor.assumeIsolated { completion?(answer == .bool(true)) }
        }
    }

    /// Asks the system to open `url` and waits for the answer.
    ///
    /// - Returns: Whether it was opened.
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        await withUnsafeContinuation { continuation in
            open(url, options: options) { continuation.resume(returning: $0) }
        }
    }

    /// Whether an app can open `url`: `true` unless its scheme is one the app declaration
    /// lists as unopenable (`NavSimApp(unopenableSchemes:)`). Recorded as an `annotated`
    /// event named `canOpenURL`.
    public func canOpenURL(_ url: URL) -> Bool {
        let schemes = (runtime.observer as? NavSimApp)?.unopenableSchemes ?? []
        let answer = !schemes.contains(url.scheme?.lowercased() ?? "")
        runtime.observer?.appCodeRan()
        runtime.emit(
            .annotated(
                name: "canOpenURL", coordinator: nil,
                payload: ["url": .string(url.absoluteString), "answer": .bool(answer)]))
        return answer
    }
}
