import Foundation
public import NavSimCore
import NavSimSimulator

/// What an app's NavSim-only files call where the iOS app talks to the world NavSim does not
/// simulate: a network or database service, and a crash; and what app code calls to note
/// what NavSim cannot see, an output sent to a parent.
///
/// App code calls a service through its own type (`AuthAPI.login(user:completion:)`); the
/// NavSim-only file implements that type with ``request(_:payload:completion:)``, so the
/// request is an event and a scenario or a random walk answers it later.
@MainActor
public enum NavSim {
    /// Sends a request to the simulated service `service`; `completion` runs on the main
    /// actor when the session answers it (a scenario's `respond` input, or a random walk).
    ///
    /// - Returns: The request number, or `nil` outside a session.
    @discardableResult
    public static func request(
        _ service: String, payload: JSONValue = .null, completion: @escaping @MainActor (JSONValue) -> Void
    ) -> Int? {
        Runtime.current?.request(service, payload: payload) { completion($0) }
    }

    /// Sends a request to the simulated service `service` and returns its answer, for
    /// services written with `async`/`await`:
    ///
    /// ```swift
    /// // NavSim-only: the app's `AuthService`, answered by the session.
    /// struct SimulatedAuthService: AuthService {
    ///     func signIn(_ user: String) async throws -> Account {
    ///         let answer = await NavSim.request("auth", payload: ["user": .string(user)])
    ///         guard case .string(let name)? = answer["name"] else { throw AuthError.rejected }
    ///         return Account(name: name)
    ///     }
    /// }
    /// ```
    ///
    /// The caller waits, without blocking the session, until an input answers the request;
    /// its continuation then runs inside that input, on the session's executor. Outside a
    /// session nothing can answer, and it returns `.null` at once. If the session ends first,
    /// the caller never resumes, as code waiting in an app that was killed.
    public static func request(_ service: String, payload: JSONValue = .null) async -> JSONValue {
        guard let runtime = Runtime.current else { return .null }
        return await withUnsafeContinuation { continuation in
            runtime.request(service, payload: payload) { continuation.resume(returning: $0) }
        }
    }

    /// Sends a request to the simulated service `service` and decodes its answer as
    /// `type`, for a service that returns a model of the app's own:
    /// `let launches = try await NavSim.request("launches", as: [Launch].self)`.
    ///
    /// - Throws: The `DecodingError` of an answer that is not a `type`.
    public static func request<Answer: Decodable>(
        _ service: String, payload: JSONValue = .null, as type: Answer.Type
    ) async throws -> Answer {
        let answer = await request(service, payload: payload)
        return try JSONDecoder().decode(Answer.self, from: JSONEncoder().encode(answer))
    }

    /// Records a crash, as `fatalError` or an uncaught exception would end the app on iOS;
    /// nothing the app does afterwards is recorded. `coordinator` names where it happened.
    ///
    /// `fatalError` itself ends the NavSim process too (the trace keeps every event before
    /// it and ends with a `crashed` event naming the signal), so put a crash a random walk
    /// should explore past behind a function your NavSim-only file implements with this one.
    public static func crash(_ reason: String, in coordinator: AnyObject? = nil) {
        guard let runtime = Runtime.current else { return }
        runtime.crash(reason, coordinator: upToDateID(of: coordinator, in: runtime))
    }

    /// Records what NavSim cannot see for itself, such as an output a coordinator sends
    /// its parent (`actions.controllerDismissed()`): an `annotated` event with `name`, the
    /// coordinator `coordinator` and `payload` encoded as JSON, which `log`, `check` and the
    /// flow graph show. On iOS, a one-line stub of this function does nothing
    /// (docs/your-app.md).
    public static func annotate(_ name: String, by coordinator: AnyObject? = nil, payload: (any Encodable)? = nil) {
        guard let runtime = Runtime.current else { return }
        let sender = upToDateID(of: coordinator, in: runtime)
        var value = JSONValue.null
        if let payload {
            do {
                value = try JSONValueEncoder.encode(payload)
            } catch {
                value = ["unencodable": .string(String(describing: error))]
            }
        }
        runtime.emit(.annotated(name: name, coordinator: sender, payload: value))
    }

    /// The id of `coordinator`, once what app code did so far is recorded, so that the
    /// event comes after the coordinators it made.
    private static func upToDateID(of coordinator: AnyObject?, in runtime: Runtime) -> CoordinatorID? {
        guard let coordinator else {
            runtime.observer?.appCodeRan()
            return nil
        }
        return (runtime.observer as? NavSimApp)?.coordinatorID(of: coordinator)
    }
}
