import NavSimCore
import NavSimUIKit

/// The NavSim-only file of the work app: its delegate and its one service.
@MainActor
enum WorkApp {
    static func make() -> NavSimApp { NavSimApp(sceneDelegate: WorkSceneDelegate.init, responses: ["load": ["x"]]) }
}

/// The service the work screen loads from, answered by the session.
enum WorkService {
    static func load() async -> String {
        guard case .string(let text) = await NavSim.request("load") else { return "" }
        return text
    }
}
