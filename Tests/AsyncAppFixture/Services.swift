import NavSimCore
import NavSimUIKit

// NavSim-only: the app's services, answered by the session (a scenario's `respond`, or a walk).

/// Signs a user in.
enum AuthService {
    static func signIn() async -> String {
        let answer = await NavSim.request("auth")
        guard case .string(let name)? = answer["name"] else { return "" }
        return name
    }
}

/// Articles and their bodies, searched.
enum NewsService {
    nonisolated static func articles() async -> [String] {
        strings(await NavSim.request("articles"))
    }

    nonisolated static func body(of title: String) async -> String {
        guard case .string(let body) = await NavSim.request("body", payload: .string(title)) else { return "" }
        return body
    }

    nonisolated static func search(_ query: String) async -> [String] {
        strings(await NavSim.request("search", payload: .string(query)))
    }

    nonisolated private static func strings(_ value: JSONValue) -> [String] {
        guard case .array(let items) = value else { return [] }
        return items.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }
}
